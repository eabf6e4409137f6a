/**
 * CLASSY's my page: a private card room. The member sits in a framed felt panel — centred
 * serif name, a brass rule, the balance and three brass plaques for the money actions — and
 * each member area is its own framed panel with a serif title between rules. On a desktop the
 * member panel holds the left column while the areas fill a two-by-two table on the right.
 */
import { tokenVars } from '@lobby/tokens';
import { focusRing, up } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MyPageProps } from '../types.ts';
import { QUICK_ACTIONS } from './entries.ts';
import { AreaGroups, EntryLinks, EntryList } from './entry-links.tsx';
import {
  AreaColumns,
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

const Room = styled(Page)`
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(300px, 360px) minmax(0, 1fr);
    align-items: start;
    gap: ${tokenVars.space.xl};
  }
`;

// A double brass line with an inner hairline: the frame every CLASSY panel wears.
const framed = `
  border-style: double;
  border-width: 4px;
`;

const MemberPanel = styled.section`
  ${framed}
  display: grid;
  justify-items: center;
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.xl} ${tokenVars.space.lg};
  border-color: ${tokenVars.color.accent};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.gradient.hero};
  box-shadow:
    inset 0 0 0 ${tokenVars.space.xs} ${tokenVars.color.bgSurface},
    inset 0 0 0 calc(${tokenVars.space.xs} + 1px) ${tokenVars.color.border},
    ${tokenVars.shadow.md};
  text-align: center;
  ${Title} {
    font-size: ${tokenVars.font.size.xxl};
    font-style: italic;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => up(theme, 'lg')} {
    position: sticky;
    top: ${tokenVars.space.lg};
    grid-row: span 2;
  }
`;

/** A short brass rule with a diamond pip: the card room's flourish between name and money. */
const Rule = styled.span`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
  width: min(200px, 70%);
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: ${tokenVars.borderWidth.hairline};
    background: ${tokenVars.color.accent};
  }
  i {
    width: 7px;
    height: 7px;
    transform: rotate(45deg);
    background: ${tokenVars.color.accent};
  }
`;

const Purse = styled.div`
  display: grid;
  justify-items: center;
  padding: ${tokenVars.space.sm} ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.sm};
  background: ${tokenVars.color.bgSunken};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  > div {
    align-items: center;
  }
`;

const Plaques = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokenVars.space.xs};
  width: 100%;
`;

const Plaque = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${tokenVars.space.xxs};
  padding: ${tokenVars.space.sm} ${tokenVars.space.xxs};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.accent};
  border-radius: ${tokenVars.radius.sm};
  background: ${tokenVars.color.bgSurface};
  color: ${tokenVars.color.accentText};
  font-size: ${tokenVars.font.size.xs};
  font-weight: ${tokenVars.font.weight.medium};
  letter-spacing: ${tokenVars.font.letterSpacing.caps};
  text-transform: uppercase;
  text-decoration: none;
  transition: background ${tokenVars.motion.duration.normal};
  &:hover {
    background: ${tokenVars.color.bgRaised};
  }
  ${focusRing}
`;

const AreaPanel = styled.section`
  display: grid;
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.md};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.accent};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgSurface};
  outline: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  outline-offset: 3px;
  ul {
    border-radius: ${tokenVars.radius.sm};
  }
`;

/** The area's serif title, centred between two brass hairlines. */
const AreaTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.sm};
  margin: 0;
  color: ${tokenVars.color.accentText};
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.lg};
  font-style: italic;
  font-weight: ${tokenVars.font.weight.regular};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: ${tokenVars.borderWidth.hairline};
    background: ${tokenVars.color.accent};
    opacity: 0.6;
  }
`;

const Guest = styled(GuestPanel)`
  ${framed}
  justify-items: center;
  text-align: center;
  border-color: ${tokenVars.color.accent};
  border-radius: ${tokenVars.radius.md};
  ${({ theme }) => up(theme, 'lg')} {
    grid-row: span 2;
  }
`;

const Closing = styled.div`
  ${({ theme }) => up(theme, 'lg')} {
    grid-column: 2;
  }
`;

/** CLASSY's room, guest card and preferences. */
const CLASSY = { frame: Room, guest: Guest, footer: Closing };

/** CLASSY's my page: the framed member panel and the areas as framed, serif-titled panels. */
export function ClassyMyPage(props: MyPageProps) {
  const { model, t, go } = useMyPageLayout(props);
  const member = (
    <MemberPanel aria-labelledby="my-title">
      <MemberAvatar model={model} size={72} />
      <MemberName model={model} />
      <VipBadge model={model} />
      <Rule aria-hidden="true">
        <i />
      </Rule>
      <Purse>
        <Balance model={model} size="xl" />
      </Purse>
      <Plaques>
        <EntryLinks model={model} entries={QUICK_ACTIONS} go={go} link={Plaque} iconSize={18} />
      </Plaques>
    </MemberPanel>
  );
  return (
    <MyPageFrame props={props} model={model} look={CLASSY} member={member}>
      <AreaColumns $from="md">
        <AreaGroups model={model} box={AreaPanel} heading={AreaTitle}>
          {(group) => (
            <EntryList
              model={model}
              label={t(group.title)}
              entries={group.entries}
              go={go}
              iconSize={18}
            />
          )}
        </AreaGroups>
      </AreaColumns>
    </MyPageFrame>
  );
}
