/**
 * SOFT-SLEEK's my page: light and friendly. A floating rounded card with the member's avatar
 * set on top of it, the balance on a soft well and the money actions as round bubbles; each
 * member area is an airy card of rounded bubble tiles. On a desktop the card spreads into one
 * wide row and the areas sit two by two.
 */
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
  gap: ${({ theme }) => theme.space.xl};
`;

const Cloud = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  /* Room for the avatar that sits half above the card. */
  margin-top: 44px;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => `linear-gradient(${theme.gradient.hero.angle}deg, ${theme.gradient.hero.from}, ${theme.gradient.hero.to})`};
  box-shadow: ${({ theme }) => theme.shadow.md};
  text-align: center;
  .who {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin-top: calc(-1 * ${({ theme }) => theme.space.xxl} - 40px);
  }
  [role='img'] {
    border-radius: 50%;
    box-shadow:
      0 0 0 6px ${({ theme }) => theme.color.bgSurface},
      ${({ theme }) => theme.shadow.sm};
  }
  ${Title} {
    overflow-wrap: anywhere;
  }
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    justify-items: start;
    gap: ${({ theme }) => theme.space.xl};
    margin-top: 0;
    padding: ${({ theme }) => theme.space.xl};
    text-align: start;
    .who {
      grid-template-columns: auto auto;
      justify-items: start;
      align-items: center;
      column-gap: ${({ theme }) => theme.space.md};
      margin-top: 0;
    }
    [role='img'] {
      grid-row: span 2;
    }
  }
`;

const Well = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  > div {
    align-items: center;
  }
`;

const Bubbles = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Bubble = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  span {
    display: grid;
    place-items: center;
    width: 52px;
    height: 52px;
    border-radius: 50%;
    color: ${({ theme }) => theme.color.onAccent};
    background: ${({ theme }) =>
      `linear-gradient(${theme.gradient.accent.angle}deg, ${theme.gradient.accent.from}, ${theme.gradient.accent.to})`};
    box-shadow: ${({ theme }) => theme.shadow.glow};
    transition: transform ${({ theme }) => theme.motion.duration.normal}ms
      ${({ theme }) => theme.motion.easing.emphasized};
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
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const AreaTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.display};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
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
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  min-height: ${({ theme }) => theme.size.controlLg};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSunken};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  transition: box-shadow ${({ theme }) => theme.motion.duration.normal}ms;
  span {
    display: grid;
    flex: none;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.bgSurface};
    color: ${({ theme }) => theme.color.accentText};
  }
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  ${focusRing}
`;

const Guest = styled(GuestPanel)`
  justify-items: center;
  text-align: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.xl};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Soft = styled.div`
  ul {
    border: 0;
    border-radius: ${({ theme }) => theme.radius.xl};
    box-shadow: ${({ theme }) => theme.shadow.sm};
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
