/**
 * PRO-SLEEK's my page: the trader's desk. The member is a strip of hairline-divided cells —
 * name, balance figures, three compact money keys — and the member areas are dense graphite
 * panels of short rows under condensed headers, four across on a desktop so every area is one
 * glance away.
 */
import { tokenVars } from '@lobby/tokens';
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
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.sm};
  ${({ theme }) => up(theme, 'md')} {
    padding: ${tokenVars.space.lg};
  }
`;

/** Cells laid on the border colour with a 1px gap: hairlines without doubled borders. */
const Strip = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${tokenVars.borderWidth.hairline};
  overflow: hidden;
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.border};
  > * {
    padding: ${tokenVars.space.sm} ${tokenVars.space.md};
    background: ${tokenVars.color.bgSurface};
  }
  .who {
    display: flex;
    align-items: center;
    gap: ${tokenVars.space.sm};
    min-width: 0;
  }
  .figures {
    grid-column: 1 / -1;
    border-left: 3px solid ${tokenVars.color.accent};
    background: ${tokenVars.color.bgSunken};
    font-variant-numeric: tabular-nums;
  }
  .keys {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${tokenVars.space.xs};
  }
  ${Title} {
    overflow: hidden;
    font-size: ${tokenVars.font.size.lg};
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
  gap: ${tokenVars.space.xs};
  min-height: ${tokenVars.size.touch};
  border-radius: ${tokenVars.radius.sm};
  background: ${tokenVars.gradient.accent};
  color: ${tokenVars.color.onAccent};
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.bold};
  letter-spacing: ${tokenVars.font.letterSpacing.caps};
  text-transform: uppercase;
  text-decoration: none;
  transition: filter ${tokenVars.motion.duration.fast};
  &:hover {
    filter: brightness(1.08);
  }
  ${focusRing}
`;

const Board = styled.div`
  display: grid;
  gap: ${tokenVars.space.sm};
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
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgSurface};
`;

const PanelHead = styled.h2`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
  margin: 0;
  padding: ${tokenVars.space.xs} ${tokenVars.space.md};
  border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  background: ${tokenVars.color.bgRaised};
  color: ${tokenVars.color.textMuted};
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.xs};
  font-weight: ${tokenVars.font.weight.bold};
  letter-spacing: ${tokenVars.font.letterSpacing.caps};
  text-transform: uppercase;
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${tokenVars.color.accent};
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
  gap: ${tokenVars.space.xs};
  min-height: ${tokenVars.size.touch};
  padding: 0 ${tokenVars.space.sm};
  box-shadow:
    inset 0 -1px 0 ${tokenVars.color.border},
    inset -1px 0 0 ${tokenVars.color.border};
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.sm};
  text-decoration: none;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    color: ${tokenVars.color.textMuted};
  }
  &:hover {
    background: ${tokenVars.color.bgHover};
    box-shadow: inset 3px 0 0 ${tokenVars.color.accent};
  }
  &:hover svg:first-child {
    color: ${tokenVars.color.accentText};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Guest = styled(GuestPanel)`
  border-left: 3px solid ${tokenVars.color.accent};
  border-radius: ${tokenVars.radius.md};
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
    min-height: ${tokenVars.size.touch};
    font-size: ${tokenVars.font.size.sm};
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
