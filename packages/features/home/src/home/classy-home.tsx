import { tokenVars } from '@lobby/tokens';
/**
 * CLASSY's home: a private card room. A framed masthead with the brand's lobby title in the
 * serif display face, brass-ruled panels on felt, and on desktop a "host's table" rail beside
 * the games holding the member's welcome and a ranked winners board, like a club's notice
 * board. The data, actions and accessible names are DIAMOND's (the same shared parts).
 */
import { up } from '@lobby/ui';
import styled from 'styled-components';
import { GameGrid } from '../parts/game-grid.tsx';
import { ProvidersLink } from '../parts/providers-link.tsx';
import { SectionHead } from '../parts/section-head.tsx';
import { TypeNav } from '../parts/type-nav.tsx';
import { Winners } from '../parts/winners.tsx';
import type { HomeScreenProps } from '../types.ts';
import { Banners, Page, WelcomeStrip, activeName, activeType } from './layouts.tsx';
import { useLobby } from './use-lobby.ts';

/** A framed panel: a hairline brass inner frame inset from the outer border, like a menu card. */
const Framed = styled.section`
  display: grid;
  /* One shrinkable track, so a sideways-scrolling row inside cannot widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.lg} ${tokenVars.space.md};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.borderStrong};
  border-radius: ${tokenVars.radius.sm};
  box-shadow:
    inset 0 0 0 ${tokenVars.space.xxs} ${tokenVars.color.bgSurface},
    inset 0 0 0 calc(${tokenVars.space.xxs} + 1px) ${tokenVars.color.accent};
  ${({ theme }) => up(theme, 'lg')} {
    padding: ${tokenVars.space.xl};
  }
  /* Section titles sit centred between brass rules, as on a printed card. */
  & > div:first-child {
    justify-content: center;
    flex-wrap: wrap;
    text-align: center;
  }
  h2 {
    font-weight: ${tokenVars.font.weight.regular};
    font-style: italic;
  }
`;

const Masthead = styled.header`
  display: grid;
  justify-items: center;
  gap: ${tokenVars.space.xs};
  padding: ${tokenVars.space.lg} ${tokenVars.space.md};
  text-align: center;
  border-block: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.accent};
  h1 {
    margin: 0;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.xxl};
    font-weight: ${tokenVars.font.weight.regular};
    line-height: ${tokenVars.font.lineHeight.tight};
    letter-spacing: ${tokenVars.font.letterSpacing.display};
  }
  ${({ theme }) => up(theme, 'lg')} {
    padding: ${tokenVars.space.xl};
    h1 {
      font-size: ${tokenVars.font.size.display};
    }
  }
`;

/** Three brass diamonds under the title: the room's crest, decoration only. */
const Crest = styled.span`
  display: flex;
  gap: ${tokenVars.space.xs};
  &::before,
  &::after,
  & > span {
    content: '';
    display: block;
    width: ${tokenVars.space.xs};
    height: ${tokenVars.space.xs};
    background: ${tokenVars.color.accent};
    transform: rotate(45deg);
  }
`;

/** The welcome strip as a calling card: centred, quiet, framed in brass. */
const CallingCard = styled(WelcomeStrip)`
  && {
    flex-direction: column;
    justify-content: center;
    text-align: center;
    padding: ${tokenVars.space.lg};
    border-radius: ${tokenVars.radius.sm};
    background: ${tokenVars.color.bgRaised};
    border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.accent};
    box-shadow: none;
  }
  && strong {
    font-weight: ${tokenVars.font.weight.regular};
    font-size: ${tokenVars.font.size.xl};
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
  gap: ${tokenVars.space.xl};
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
  gap: ${tokenVars.space.xl};
  min-width: 0;
`;

/** The type chips as a printed menu: square corners, small caps, brass outline. */
const Menu = styled.div`
  [role='group'] {
    justify-content: flex-start;
    gap: ${tokenVars.space.sm};
  }
  [role='group'] button {
    border-radius: ${tokenVars.radius.sm};
    border-color: ${tokenVars.color.borderStrong};
    background: transparent;
    color: ${tokenVars.color.text};
    font-variant: small-caps;
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
  }
  /* The chosen type as a solid brass plate (this block's background would hide the chip's own). */
  [role='group'] button[aria-pressed='true'] {
    border-color: ${tokenVars.color.accent};
    background: ${tokenVars.color.accent};
    color: ${tokenVars.color.onAccent};
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
    border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.accent};
    border-radius: ${tokenVars.radius.sm};
  }
  ol li {
    border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
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
