/**
 * PRO-SLEEK's my page: the trader's desk. The member is a strip of hairline-divided cells —
 * name, balance figures, three compact money keys — and the member areas are dense graphite
 * panels of short rows under condensed headers, four across on a desktop so every area is one
 * glance away.
 */
import { Icon, focusRing, up } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MyPageProps } from '../types.ts';
import { QUICK_ACTIONS } from './entries.ts';
import { AreaLinkLists, EntryLinks } from './entry-links.tsx';
import {
  Balance,
  GuestPanel,
  MemberAvatar,
  MemberName,
  MyPageFrame,
  Page,
  Title,
  VipBadge,
  useMyPageLayout,
} from './parts.tsx';

const Desk = styled(Page)`
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  ${({ theme }) => up(theme, 'md')} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** Cells laid on the border colour with a 1px gap: hairlines without doubled borders. */
const Strip = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.borderWidth.hairline};
  overflow: hidden;
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.border};
  > * {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.color.bgSurface};
  }
  .who {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
  }
  .figures {
    grid-column: 1 / -1;
    border-left: 3px solid ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.bgSunken};
    font-variant-numeric: tabular-nums;
  }
  .keys {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xs};
  }
  ${Title} {
    overflow: hidden;
    font-size: ${({ theme }) => theme.font.size.lg};
    text-overflow: ellipsis;
    text-transform: uppercase;
    white-space: nowrap;
  }
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr) minmax(400px, 1.4fr);
    .figures,
    .keys {
      grid-column: auto;
      display: grid;
      align-content: center;
    }
    .keys {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`;

const Tag = styled.div`
  display: flex;
  align-items: center;
`;

const Key = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.touch};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => `linear-gradient(${theme.gradient.accent.angle}deg, ${theme.gradient.accent.from}, ${theme.gradient.accent.to})`};
  color: ${({ theme }) => theme.color.onAccent};
  font-family: ${({ theme }) => theme.font.family.display};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  text-transform: uppercase;
  text-decoration: none;
  transition: filter ${({ theme }) => theme.motion.duration.fast}ms;
  &:hover {
    filter: brightness(1.08);
  }
  ${focusRing}
`;

const Board = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Panel = styled.section`
  overflow: hidden;
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
`;

const PanelHead = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgRaised};
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.family.display};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  text-transform: uppercase;
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.accent};
  }
`;

const Rows = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Row = styled(Link)`
  display: grid;
  grid-template-columns: 16px minmax(0, 1fr) 14px;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.sm};
  box-shadow:
    inset 0 -1px 0 ${({ theme }) => theme.color.border},
    inset -1px 0 0 ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:hover {
    background: ${({ theme }) => theme.color.bgHover};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.accent};
  }
  &:hover svg:first-child {
    color: ${({ theme }) => theme.color.accentText};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Guest = styled(GuestPanel)`
  border-left: 3px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    p {
      grid-column: 1;
    }
    div {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
  }
`;

const Compact = styled.div`
  li > * {
    min-height: ${({ theme }) => theme.size.touch};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ${({ theme }) => up(theme, 'lg')} {
    max-width: 50%;
  }
`;

/** PRO-SLEEK's page, guest box and preferences. */
const PRO_SLEEK = { frame: Desk, guest: Guest, footer: Compact };

/** PRO-SLEEK's my page: a hairline-divided member strip and a board of dense area panels. */
export function ProSleekMyPage(props: MyPageProps) {
  const { model, t, go } = useMyPageLayout(props);
  const member = (
    <Strip aria-labelledby="my-title">
      <div className="who">
        <MemberAvatar model={model} size={36} />
        <MemberName model={model} />
      </div>
      <Tag>
        <VipBadge model={model} />
      </Tag>
      <div className="figures">
        <Balance model={model} size="lg" />
      </div>
      <div className="keys">
        <EntryLinks model={model} entries={QUICK_ACTIONS} go={go} link={Key} iconSize={16} />
      </div>
    </Strip>
  );
  return (
    <MyPageFrame props={props} model={model} look={PRO_SLEEK} member={member}>
      <Board>
        <AreaLinkLists
          model={model}
          go={go}
          box={Panel}
          heading={PanelHead}
          list={Rows}
          link={Row}
          iconSize={16}
          content={(entry) => (
            <>
              <Icon name={entry.icon} size={16} />
              <span>{t(entry.label)}</span>
              <Icon name="chevronRight" size={14} />
            </>
          )}
        />
      </Board>
    </MyPageFrame>
  );
}
