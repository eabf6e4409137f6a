import { tokenVars } from '@lobby/tokens';
import styled from 'styled-components';
import type { IconName } from '../icons/icon.tsx';
import { Icon } from '../icons/icon.tsx';
import { VisuallyHidden } from '../theme/theme-provider.tsx';

/** One destination of the bottom tab bar. */
export interface TabBarItem<K extends string = string> {
  id: K;
  label: string;
  icon: IconName;
  /** A count or dot on the icon (unread messages). */
  badge?: number | boolean;
  /** Drawn raised and in the accent: the deposit or play button in the middle. */
  prominent?: boolean;
}

const Nav = styled.nav<{ $fixed: boolean }>`
  ${({ $fixed }) =>
    $fixed
      ? `position: fixed; left: 0; right: 0; bottom: 0; z-index: ${tokenVars.zIndex.nav};`
      : 'position: relative;'}
  background: ${tokenVars.color.bgNav};
  border-top: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  backdrop-filter: blur(12px);
  padding-bottom: env(safe-area-inset-bottom);
`;

const Row = styled.ul`
  display: flex;
  align-items: stretch;
  max-width: ${tokenVars.size.contentMax};
  height: ${tokenVars.size.tabBar};
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  flex: 1;
  display: flex;
`;

const Item = styled.button`
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 3px;
  padding: ${tokenVars.space.xs} 0;
  border: 0;
  background: transparent;
  color: ${tokenVars.color.textMuted};
  font-size: 0.6875rem;
  font-weight: ${tokenVars.font.weight.medium};
  cursor: pointer;
  transition: color ${tokenVars.motion.duration.fast};
  & > span:first-child {
    position: relative;
    display: grid;
    place-items: center;
    width: 40px;
    height: 28px;
    border-radius: ${tokenVars.radius.pill};
    transition: background ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.standard};
  }
  &[aria-current='page'] {
    color: ${tokenVars.color.accentText};
  }
  &[aria-current='page'] > span:first-child {
    background: ${tokenVars.color.accentSoft};
  }
  /* After the current-page tint, with the same specificity: the raised button keeps its
     gradient when it is the current page too. */
  &[data-prominent] > span:first-child {
    width: 52px;
    height: 52px;
    margin-top: -22px;
    background: ${tokenVars.gradient.accent};
    color: ${tokenVars.color.onAccent};
    box-shadow: ${tokenVars.shadow.glow};
    border: 3px solid ${tokenVars.color.bgCanvas};
  }
  &:focus-visible {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: -4px;
  }
`;

const Dot = styled.span`
  position: absolute;
  top: 0;
  right: 2px;
  min-width: 16px;
  height: 16px;
  padding: 0 4px;
  border-radius: 8px;
  background: ${tokenVars.color.danger};
  color: ${tokenVars.color.onDanger};
  font-size: 0.625rem;
  font-weight: ${tokenVars.font.weight.bold};
  line-height: 16px;
  text-align: center;
  &:empty {
    min-width: 8px;
    height: 8px;
    top: 3px;
    right: 8px;
  }
`;

/** Props of {@link TabBar}. */
export interface TabBarProps<K extends string> {
  /** The destinations, in order: each an id, label, icon and optional badge. */
  items: readonly TabBarItem<K>[];
  /** The current destination; none (undefined) on a page that is not one of the tabs. */
  value: K | undefined;
  /** Called with the id of the destination the member presses. */
  onChange: (id: K) => void;
  /** Names the navigation landmark. */
  label?: string;
  /** Pin to the bottom of the viewport (the app shell) or flow in place (previews). */
  fixed?: boolean;
}

/** The mobile bottom navigation: home, promotion, contact, my (spec §2 tabs). */
export function TabBar<K extends string>({
  items,
  value,
  onChange,
  label = 'Main',
  fixed = true,
}: TabBarProps<K>) {
  return (
    <Nav aria-label={label} $fixed={fixed}>
      <Row>
        {items.map((item) => {
          const count = typeof item.badge === 'number' && item.badge > 0 ? item.badge : undefined;
          return (
            <Cell key={item.id}>
              <Item
                type="button"
                data-prominent={item.prominent === true || undefined}
                aria-current={item.id === value ? 'page' : undefined}
                onClick={() => onChange(item.id)}
              >
                <span>
                  <Icon name={item.icon} size={item.prominent ? 26 : 22} />
                  {count !== undefined ? <Dot aria-hidden>{count > 99 ? '99+' : count}</Dot> : null}
                  {item.badge === true ? <Dot aria-hidden /> : null}
                </span>
                <span>{item.label}</span>
                {count !== undefined ? <VisuallyHidden>{`, ${count} new`}</VisuallyHidden> : null}
                {item.badge === true ? <VisuallyHidden>, new</VisuallyHidden> : null}
              </Item>
            </Cell>
          );
        })}
      </Row>
    </Nav>
  );
}
