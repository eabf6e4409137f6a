/**
 * PRO-SLEEK's home: the sportsbook trader's desk. A flat status bar with the balance as a
 * tabular read-out, compact banners, and dense panels with header bars. On desktop it is a
 * three-pane desk: the game types as a market list on the left, the dense grid in the middle,
 * the winners as a numbers-first list on the right. The data, actions and accessible names are
 * DIAMOND's (the same shared parts).
 */
import { VisuallyHidden, up } from '@lobby/ui';
import styled from 'styled-components';
import { GameGrid, ProvidersLink, SectionHead, TypeNav, Winners } from '../parts/sections.tsx';
import type { HomeScreenProps } from '../types.ts';
import { Banners, WelcomeStrip, activeName, activeType } from './layouts.tsx';
import { useLobby } from './use-lobby.ts';

/** The desk: tighter gaps than the other layouts, and the full content width. */
const Desk = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'status' 'banners' 'shelves' 'types' 'games' 'winners';
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.size.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: 200px minmax(0, 1fr) 280px;
    grid-template-areas:
      'status status status'
      'types banners winners'
      'types shelves winners'
      'types games winners';
    grid-template-rows: auto auto auto 1fr;
    align-items: start;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Slot = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  &:empty {
    display: none;
  }
`;

/** The welcome strip as a status bar: flat, an accent edge, the balance in tabular figures. */
const StatusBar = styled(WelcomeStrip)`
  && {
    grid-area: status;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bgSurface};
    border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
    border-inline-start: ${({ theme }) => theme.space.xxs} solid
      ${({ theme }) => theme.color.accent};
    box-shadow: none;
  }
  /* The member's balance (the strong after the greeting) reads as a figure. */
  && p + strong {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.md};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0;
  }
  && p {
    font-size: ${({ theme }) => theme.font.size.xs};
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  }
`;

/** A desk panel: hairline frame, a header bar in condensed caps, tight padding. */
const Panel = styled.section<{ $area: 'games' | 'winners' }>`
  grid-area: ${({ $area }) => $area};
  display: grid;
  /* One shrinkable track, so a sideways-scrolling row inside cannot widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: 0 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSurface};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  & > * {
    margin-inline: ${({ theme }) => theme.space.sm};
  }
  & > div:first-child {
    margin: 0;
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    min-height: ${({ theme }) => theme.size.controlSm};
    background: ${({ theme }) => theme.color.bgRaised};
    border-bottom: ${({ theme }) => theme.borderWidth.hairline} solid
      ${({ theme }) => theme.color.border};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.sm};
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  }
`;

/** The type chips as a market list: square rows, vertical on desktop. */
const Markets = styled.div`
  grid-area: types;
  min-width: 0;
  [role='group'] {
    gap: ${({ theme }) => theme.space.xxs};
  }
  [role='group'] button {
    min-height: ${({ theme }) => theme.size.controlSm};
    border-radius: ${({ theme }) => theme.radius.sm};
    padding: 0 ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.color.bgSurface};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family.display};
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.caps};
  }
  /* The chosen market: raised, in the accent's outline (restated over this block's background). */
  [role='group'] button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.bgRaised};
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.text};
  }
  ${({ theme }) => up(theme, 'lg')} {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
    [role='group'] {
      flex-direction: column;
      overflow: visible;
      padding: 0;
    }
    [role='group'] button {
      justify-content: flex-start;
      min-height: ${({ theme }) => theme.size.controlMd};
      border-width: 0 0 0 ${({ theme }) => theme.space.xxs};
      border-color: transparent;
    }
    [role='group'] button[aria-pressed='true'] {
      border-color: ${({ theme }) => theme.color.accent};
    }
  }
`;

/** The winners as a dense numbers-first list: amounts in tabular mono figures. */
const Tape = styled.div`
  ul li {
    padding: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  ul li > span:last-child {
    font-family: ${({ theme }) => theme.font.family.mono};
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
