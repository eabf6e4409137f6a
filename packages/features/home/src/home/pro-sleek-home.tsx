import { tokenVars } from '@lobby/tokens';
/**
 * PRO-SLEEK's home: the sportsbook trader's desk. A flat status bar with the balance as a
 * tabular read-out, compact banners, and dense panels with header bars. On desktop it is a
 * three-pane desk: the game types as a market list on the left, the dense grid in the middle,
 * the winners as a numbers-first list on the right. The data, actions and accessible names are
 * DIAMOND's (the same shared parts).
 */
import { VisuallyHidden, up } from '@lobby/ui';
import styled from 'styled-components';
import { GameGrid } from '../parts/game-grid.tsx';
import { ProvidersLink } from '../parts/providers-link.tsx';
import { SectionHead } from '../parts/section-head.tsx';
import { TypeNav } from '../parts/type-nav.tsx';
import { Winners } from '../parts/winners.tsx';
import type { HomeScreenProps } from '../types.ts';
import { Banners, WelcomeStrip, activeName, activeType } from './layouts.tsx';
import { useLobby } from './use-lobby.ts';

/** The desk: tighter gaps than the other layouts, and the full content width. */
const Desk = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'status' 'banners' 'shelves' 'types' 'games' 'winners';
  gap: ${tokenVars.space.sm};
  max-width: ${tokenVars.size.contentMax};
  margin: 0 auto;
  padding: ${tokenVars.space.sm};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: 200px minmax(0, 1fr) 280px;
    grid-template-areas:
      'status status status'
      'types banners winners'
      'types shelves winners'
      'types games winners';
    grid-template-rows: auto auto auto 1fr;
    align-items: start;
    gap: ${tokenVars.space.md};
    padding: ${tokenVars.space.md};
  }
`;

const Slot = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  display: grid;
  gap: ${tokenVars.space.md};
  min-width: 0;
  &:empty {
    display: none;
  }
`;

/** The welcome strip as a status bar: flat, an accent edge, the balance in tabular figures. */
const StatusBar = styled(WelcomeStrip)`
  && {
    grid-area: status;
    padding: ${tokenVars.space.sm} ${tokenVars.space.md};
    border-radius: ${tokenVars.radius.sm};
    background: ${tokenVars.color.bgSurface};
    border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
    border-inline-start: ${tokenVars.space.xxs} solid ${tokenVars.color.accent};
    box-shadow: none;
  }
  /* The member's balance (the strong after the greeting) reads as a figure. */
  && p + strong {
    font-family: ${tokenVars.font.family.mono};
    font-size: ${tokenVars.font.size.md};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0;
  }
  && p {
    font-size: ${tokenVars.font.size.xs};
    text-transform: uppercase;
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
  }
`;

/** A desk panel: hairline frame, a header bar in condensed caps, tight padding. */
const Panel = styled.section<{ $area: 'games' | 'winners' }>`
  grid-area: ${({ $area }) => $area};
  display: grid;
  /* One shrinkable track, so a sideways-scrolling row inside cannot widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.sm};
  min-width: 0;
  padding: 0 0 ${tokenVars.space.sm};
  border-radius: ${tokenVars.radius.sm};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  & > * {
    margin-inline: ${tokenVars.space.sm};
  }
  & > div:first-child {
    margin: 0;
    padding: ${tokenVars.space.xxs} ${tokenVars.space.sm};
    min-height: ${tokenVars.size.controlSm};
    background: ${tokenVars.color.bgRaised};
    border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  }
  h2 {
    font-size: ${tokenVars.font.size.sm};
    text-transform: uppercase;
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
  }
`;

/** The type chips as a market list: square rows, vertical on desktop. */
const Markets = styled.div`
  grid-area: types;
  min-width: 0;
  [role='group'] {
    gap: ${tokenVars.space.xxs};
  }
  [role='group'] button {
    min-height: ${tokenVars.size.controlSm};
    border-radius: ${tokenVars.radius.sm};
    padding: 0 ${tokenVars.space.sm};
    background: ${tokenVars.color.bgSurface};
    color: ${tokenVars.color.text};
    font-family: ${tokenVars.font.family.display};
    text-transform: uppercase;
    letter-spacing: ${tokenVars.font.letterSpacing.caps};
  }
  /* The chosen market: raised, in the accent's outline (restated over this block's background). */
  [role='group'] button[aria-pressed='true'] {
    background: ${tokenVars.color.bgRaised};
    border-color: ${tokenVars.color.accent};
    color: ${tokenVars.color.text};
  }
  ${({ theme }) => up(theme, 'lg')} {
    position: sticky;
    top: ${tokenVars.space.md};
    [role='group'] {
      flex-direction: column;
      overflow: visible;
      padding: 0;
    }
    [role='group'] button {
      justify-content: flex-start;
      min-height: ${tokenVars.size.controlMd};
      border-width: 0 0 0 ${tokenVars.space.xxs};
      border-color: transparent;
    }
    [role='group'] button[aria-pressed='true'] {
      border-color: ${tokenVars.color.accent};
    }
  }
`;

/** The winners as a dense numbers-first list: amounts in tabular mono figures. */
const Tape = styled.div`
  ul li {
    padding: ${tokenVars.space.xs} 0;
    font-size: ${tokenVars.font.size.xs};
  }
  ul li > span:last-child {
    font-family: ${tokenVars.font.family.mono};
  }
`;

/** PRO-SLEEK's home: status bar over a three-pane desk (markets, games, winners). */
export function ProSleekHome({ session, brandName, onRequireSignIn, shelves }: HomeScreenProps) {
  const lobby = useLobby({ session, onRequireSignIn });
  const { t } = lobby;
  return (
    <Desk>
      <VisuallyHidden as="h1">{t('title', { brand: brandName })}</VisuallyHidden>
      <StatusBar lobby={lobby} session={session} brandName={brandName} />
      <Slot $area="banners">
        <Banners lobby={lobby} label={t('banner.label')} compact />
      </Slot>
      {/* Over the games on the desk's centre pane: the member's own games first. */}
      <Slot $area="shelves">{shelves}</Slot>
      <Markets>
        <TypeNav
          types={lobby.types}
          active={lobby.active}
          showHot={lobby.showHot}
          onChoose={lobby.choose}
          label={t('types.label')}
        />
      </Markets>
      <Panel aria-labelledby="games-title" $area="games">
        <SectionHead
          id="games-title"
          icon="live"
          trailing={<ProvidersLink type={activeType(lobby)} />}
        >
          {activeName(lobby)}
        </SectionHead>
        <GameGrid {...lobby.grid} dense labelledBy="games-title" />
      </Panel>
      <Panel aria-labelledby="winners-title" $area="winners">
        <SectionHead id="winners-title" icon="trophy">
          {t('winners.title')}
        </SectionHead>
        <Tape>
          <Winners {...lobby.board} look="compact" labelledBy="winners-title" />
        </Tape>
      </Panel>
    </Desk>
  );
}
