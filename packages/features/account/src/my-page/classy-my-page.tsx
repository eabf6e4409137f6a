/**
 * CLASSY's my page: a private card room. The member sits in a framed felt panel — centred
 * serif name, a brass rule, the balance and three brass plaques for the money actions — and
 * each member area is its own framed panel with a serif title between rules. On a desktop the
 * member panel holds the left column while the areas fill a two-by-two table on the right.
 */
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
    gap: ${({ theme }) => theme.space.xl};
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
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-color: ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => `linear-gradient(${theme.gradient.hero.angle}deg, ${theme.gradient.hero.from}, ${theme.gradient.hero.to})`};
  box-shadow:
    inset 0 0 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.color.bgSurface},
    inset 0 0 0 calc(${({ theme }) => theme.space.xs} + 1px) ${({ theme }) => theme.color.border},
    ${({ theme }) => theme.shadow.md};
  text-align: center;
  ${Title} {
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-style: italic;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => up(theme, 'lg')} {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
    grid-row: span 2;
  }
`;

/** A short brass rule with a diamond pip: the card room's flourish between name and money. */
const Rule = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: min(200px, 70%);
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: ${({ theme }) => theme.borderWidth.hairline};
    background: ${({ theme }) => theme.color.accent};
  }
  i {
    width: 7px;
    height: 7px;
    transform: rotate(45deg);
    background: ${({ theme }) => theme.color.accent};
  }
`;

const Purse = styled.div`
  display: grid;
  justify-items: center;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSunken};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  > div {
    align-items: center;
  }
`;

const Plaques = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
`;

const Plaque = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xxs};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  text-transform: uppercase;
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.duration.normal}ms;
  &:hover {
    background: ${({ theme }) => theme.color.bgRaised};
  }
  ${focusRing}
`;

const AreaPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
  outline: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  outline-offset: 3px;
  ul {
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** The area's serif title, centred between two brass hairlines. */
const AreaTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.accentText};
  font-family: ${({ theme }) => theme.font.family.display};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-style: italic;
  font-weight: ${({ theme }) => theme.font.weight.regular};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.display};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: ${({ theme }) => theme.borderWidth.hairline};
    background: ${({ theme }) => theme.color.accent};
    opacity: 0.6;
  }
`;

const Guest = styled(GuestPanel)`
  ${framed}
  justify-items: center;
  text-align: center;
  border-color: ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
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
