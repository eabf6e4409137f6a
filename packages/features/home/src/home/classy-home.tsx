/**
 * CLASSY's home: a private card room. A framed masthead with the brand's lobby title in the
 * serif display face, brass-ruled panels on felt, and on desktop a "host's table" rail beside
 * the games holding the member's welcome and a ranked winners board, like a club's notice
 * board. The data, actions and accessible names are DIAMOND's (the same shared parts).
 */
import { up } from '@lobby/ui';
import styled from 'styled-components';
import { GameGrid, ProvidersLink, SectionHead, TypeNav, Winners } from '../parts/sections.tsx';
import type { HomeScreenProps } from '../types.ts';
import { Banners, Page, WelcomeStrip, activeName, activeType } from './layouts.tsx';
import { useLobby } from './use-lobby.ts';

/** A framed panel: a hairline brass inner frame inset from the outer border, like a menu card. */
const Framed = styled.section`
  display: grid;
  /* One shrinkable track, so a sideways-scrolling row inside cannot widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bgSurface};
  border: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow:
    inset 0 0 0 ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.color.bgSurface},
    inset 0 0 0 calc(${({ theme }) => theme.space.xxs} + 1px) ${({ theme }) => theme.color.accent};
  ${({ theme }) => up(theme, 'lg')} {
    padding: ${({ theme }) => theme.space.xl};
  }
  /* Section titles sit centred between brass rules, as on a printed card. */
  & > div:first-child {
    justify-content: center;
    flex-wrap: wrap;
    text-align: center;
  }
  h2 {
    font-weight: ${({ theme }) => theme.font.weight.regular};
    font-style: italic;
  }
`;

const Masthead = styled.header`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  text-align: center;
  border-block: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.accent};
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.display};
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.display};
  }
  ${({ theme }) => up(theme, 'lg')} {
    padding: ${({ theme }) => theme.space.xl};
    h1 {
      font-size: ${({ theme }) => theme.font.size.display};
    }
  }
`;

/** Three brass diamonds under the title: the room's crest, decoration only. */
const Crest = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  &::before,
  &::after,
  & > span {
    content: '';
    display: block;
    width: ${({ theme }) => theme.space.xs};
    height: ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.color.accent};
    transform: rotate(45deg);
  }
`;

/** The welcome strip as a calling card: centred, quiet, framed in brass. */
const CallingCard = styled(WelcomeStrip)`
  && {
    flex-direction: column;
    justify-content: center;
    text-align: center;
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bgRaised};
    border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.accent};
    box-shadow: none;
  }
  && strong {
    font-weight: ${({ theme }) => theme.font.weight.regular};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  && p {
    font-style: italic;
  }
`;

/**
 * The room: on phones the calling card, the games, then the winners; on desktop the games on
 * the left with the host's rail (calling card over the winners board) beside them.
 */
const Room = styled.div`
  display: grid;
  grid-template-areas: 'welcome' 'main' 'winners';
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-areas: 'main welcome' 'main winners';
    grid-template-columns: minmax(0, 1fr) minmax(280px, 340px);
    grid-template-rows: auto 1fr;
    align-items: start;
  }
`;

const Area = styled.div<{ $area: 'welcome' | 'main' | 'winners' }>`
  grid-area: ${({ $area }) => $area};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

/** The type chips as a printed menu: square corners, small caps, brass outline. */
const Menu = styled.div`
  [role='group'] {
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space.sm};
  }
  [role='group'] button {
    border-radius: ${({ theme }) => theme.radius.sm};
    border-color: ${({ theme }) => theme.color.borderStrong};
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font-variant: small-caps;
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  }
  /* The chosen type as a solid brass plate (this block's background would hide the chip's own). */
  [role='group'] button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
  }
  ${({ theme }) => up(theme, 'lg')} {
    [role='group'] {
      flex-wrap: wrap;
      justify-content: center;
    }
  }
`;

/** The ranked board with brass rules instead of RETRO's heavy outline. */
const Ledger = styled.div`
  ol {
    border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.accent};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  ol li {
    border-bottom: ${({ theme }) => theme.borderWidth.hairline} solid
      ${({ theme }) => theme.color.border};
  }
  ol li > span:first-child {
    font-style: italic;
  }
`;

/** CLASSY's home: framed masthead, brass-ruled panels and, on desktop, the host's rail. */
export function ClassyHome({ session, brandName, onRequireSignIn, shelves }: HomeScreenProps) {
  const lobby = useLobby({ session, onRequireSignIn });
  const { t } = lobby;
  return (
    <Page>
      <Masthead>
        <h1>{t('title', { brand: brandName })}</h1>
        <Crest aria-hidden="true">
          <span />
        </Crest>
      </Masthead>
      <Room>
        <Area $area="welcome">
          <CallingCard lobby={lobby} session={session} brandName={brandName} />
        </Area>
        <Area $area="main">
          <Banners lobby={lobby} label={t('banner.label')} />
          {/* The member's own games come before the whole room, as in DIAMOND. */}
          {shelves}
          <Framed aria-labelledby="games-title">
            <SectionHead id="games-title" trailing={<ProvidersLink type={activeType(lobby)} />}>
              {activeName(lobby)}
            </SectionHead>
            <Menu>
              <TypeNav
                types={lobby.types}
                active={lobby.active}
                showHot={lobby.showHot}
                onChoose={lobby.choose}
                label={t('types.label')}
              />
            </Menu>
            <GameGrid {...lobby.grid} labelledBy="games-title" />
          </Framed>
        </Area>
        <Area $area="winners">
          <Framed aria-labelledby="winners-title">
            <SectionHead id="winners-title" icon="crown">
              {t('winners.title')}
            </SectionHead>
            <Ledger>
              <Winners {...lobby.board} look="board" labelledBy="winners-title" />
            </Ledger>
          </Framed>
        </Area>
      </Room>
    </Page>
  );
}
