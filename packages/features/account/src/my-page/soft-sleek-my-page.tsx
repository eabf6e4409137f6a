/**
 * SOFT-SLEEK's my page: light and friendly. A floating rounded card with the member's avatar
 * set on top of it, the balance on a soft well and the money actions as round bubbles; each
 * member area is an airy card of rounded bubble tiles. On a desktop the card spreads into one
 * wide row and the areas sit two by two.
 */
import { tokenVars } from '@lobby/tokens';
import { focusRing, up } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MyPageProps } from '../types.ts';
import { QUICK_ACTIONS } from './entries.ts';
import { AreaLinkLists, EntryLinks } from './entry-links.tsx';
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

const Airy = styled(Page)`
  gap: ${tokenVars.space.xl};
`;

const Cloud = styled.section`
  display: grid;
  justify-items: center;
  gap: ${tokenVars.space.md};
  /* Room for the avatar that sits half above the card. */
  margin-top: 44px;
  padding: ${tokenVars.space.xxl} ${tokenVars.space.lg} ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.xl};
  background: ${tokenVars.gradient.hero};
  box-shadow: ${tokenVars.shadow.md};
  text-align: center;
  .who {
    display: grid;
    justify-items: center;
    gap: ${tokenVars.space.xs};
    margin-top: calc(-1 * ${tokenVars.space.xxl} - 40px);
  }
  [role='img'] {
    border-radius: 50%;
    box-shadow:
      0 0 0 6px ${tokenVars.color.bgSurface},
      ${tokenVars.shadow.sm};
  }
  ${Title} {
    overflow-wrap: anywhere;
  }
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    justify-items: start;
    gap: ${tokenVars.space.xl};
    margin-top: 0;
    padding: ${tokenVars.space.xl};
    text-align: start;
    .who {
      grid-template-columns: auto auto;
      justify-items: start;
      align-items: center;
      column-gap: ${tokenVars.space.md};
      margin-top: 0;
    }
    [role='img'] {
      grid-row: span 2;
    }
  }
`;

const Well = styled.div`
  padding: ${tokenVars.space.sm} ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.pill};
  background: ${tokenVars.color.bgSurface};
  box-shadow: ${tokenVars.shadow.sm};
  > div {
    align-items: center;
  }
`;

const Bubbles = styled.div`
  display: flex;
  justify-content: center;
  gap: ${tokenVars.space.lg};
`;

const Bubble = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${tokenVars.space.xs};
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.medium};
  text-decoration: none;
  border-radius: ${tokenVars.radius.lg};
  span {
    display: grid;
    place-items: center;
    width: 52px;
    height: 52px;
    border-radius: 50%;
    color: ${tokenVars.color.onAccent};
    background: ${tokenVars.gradient.accent};
    box-shadow: ${tokenVars.shadow.glow};
    transition: transform ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.emphasized};
  }
  &:hover span {
    transform: translateY(-3px) scale(1.04);
  }
  ${focusRing}
  @media (prefers-reduced-motion: reduce) {
    span {
      transition: none;
    }
    &:hover span {
      transform: none;
    }
  }
`;

const AreaCard = styled.section`
  display: grid;
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.xl};
  background: ${tokenVars.color.bgSurface};
  box-shadow: ${tokenVars.shadow.sm};
`;

const AreaTitle = styled.h2`
  margin: 0;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.lg};
  font-weight: ${tokenVars.font.weight.bold};
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokenVars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Tile = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.sm};
  height: 100%;
  min-height: ${tokenVars.size.controlLg};
  padding: ${tokenVars.space.sm};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSunken};
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.medium};
  text-decoration: none;
  transition: box-shadow ${tokenVars.motion.duration.normal};
  span {
    display: grid;
    flex: none;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${tokenVars.color.bgSurface};
    color: ${tokenVars.color.accentText};
  }
  &:hover {
    box-shadow: ${tokenVars.shadow.md};
  }
  ${focusRing}
`;

const Guest = styled(GuestPanel)`
  justify-items: center;
  text-align: center;
  border: 0;
  border-radius: ${tokenVars.radius.xl};
  box-shadow: ${tokenVars.shadow.md};
`;

const Soft = styled.div`
  ul {
    border: 0;
    border-radius: ${tokenVars.radius.xl};
    box-shadow: ${tokenVars.shadow.sm};
  }
`;

/** SOFT-SLEEK's page, guest box and preferences. */
const SOFT_SLEEK = { frame: Airy, guest: Guest, footer: Soft };

/** SOFT-SLEEK's my page: a floating profile card, bubble actions and rounded area cards. */
export function SoftSleekMyPage(props: MyPageProps) {
  const { model, go } = useMyPageLayout(props);
  const member = (
    <Cloud aria-labelledby="my-title">
      <div className="who">
        <MemberAvatar model={model} size={80} />
        <MemberName model={model} />
        <VipBadge model={model} />
      </div>
      <Well>
        <Balance model={model} size="xl" />
      </Well>
      <Bubbles>
        <EntryLinks
          model={model}
          entries={QUICK_ACTIONS}
          go={go}
          link={Bubble}
          iconSize={22}
          disc
        />
      </Bubbles>
    </Cloud>
  );
  return (
    <MyPageFrame props={props} model={model} look={SOFT_SLEEK} member={member}>
      <AreaColumns>
        <AreaLinkLists
          model={model}
          go={go}
          box={AreaCard}
          heading={AreaTitle}
          list={Tiles}
          link={Tile}
          iconSize={18}
          disc
        />
      </AreaColumns>
    </MyPageFrame>
  );
}
