/** The top winners: a scrolling ticker, a ranked board or a plain compact list. */
import { formatMoney } from '@lobby/domain/money';
import { tokenVars } from '@lobby/tokens';
import { NoRecord, Skeleton, useNearViewport } from '@lobby/ui';
import type { CurrencyLike } from '@lobby/ui';
import { gameArtwork } from '@lobby/ui/artwork';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { uploadedImage } from '../home/use-lobby.ts';

/** One top-winner row as the API sends it. */
export interface Winner {
  readonly username: string;
  readonly game_id: number;
  readonly game_name: string;
  readonly type: string;
  readonly image: string;
  readonly amount: number;
  readonly time: number;
}

const Ticker = styled.ul`
  display: flex;
  gap: ${tokenVars.space.sm};
  margin: 0;
  padding: 2px 2px ${tokenVars.space.xs};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  li {
    scroll-snap-align: start;
    flex: 0 0 auto;
    display: grid;
    grid-template-columns: 48px auto;
    align-items: center;
    gap: ${tokenVars.space.sm};
    min-width: 220px;
    padding: ${tokenVars.space.sm};
    border-radius: ${tokenVars.radius.lg};
    background: ${tokenVars.color.bgSurface};
    border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  }
  img {
    width: 48px;
    height: 64px;
    object-fit: cover;
    border-radius: ${tokenVars.radius.md};
  }
`;

const Board = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 3px solid ${tokenVars.color.text};
  border-radius: ${tokenVars.radius.md};
  overflow: hidden;
  li {
    display: grid;
    grid-template-columns: 40px 1fr auto;
    align-items: center;
    gap: ${tokenVars.space.sm};
    padding: ${tokenVars.space.sm} ${tokenVars.space.md};
    background: ${tokenVars.color.bgSurface};
  }
  li:nth-child(even) {
    background: ${tokenVars.color.bgSunken};
  }
  li > span:first-child {
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.lg};
    color: ${tokenVars.color.accentText};
  }
`;

const Compact = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${tokenVars.space.sm};
    padding: ${tokenVars.space.sm} 0;
    border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
    font-size: ${tokenVars.font.size.sm};
  }
`;

const Who = styled.span`
  display: grid;
  min-width: 0;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Win = styled.span`
  color: ${tokenVars.color.win};
  font-weight: ${tokenVars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Props of {@link Winners}. */
export interface WinnersProps {
  /** The latest big wins, newest first. */
  readonly winners: readonly Winner[];
  /** Shows placeholders while the wins load. */
  readonly loading: boolean;
  /** Symbol and decimals of the amounts; the brand's currency once it has loaded. */
  readonly currency: CurrencyLike | undefined;
  /** A scrolling `ticker`, a ranked `board`, or a `compact` list, as the layout wants. */
  readonly look: 'ticker' | 'board' | 'compact';
  /** Id of the heading that names the list for screen readers. */
  readonly labelledBy: string;
}

/** A winner's game picture in the ticker, drawn once the row scrolls near it. */
function WinnerArt({
  image,
  game,
  gameType,
}: {
  image: string | undefined;
  game: string;
  gameType: string;
}) {
  const [ref, near] = useNearViewport<HTMLImageElement>();
  const src = useMemo(
    () =>
      image ?? (near ? gameArtwork({ seed: game, gameType, width: 96, height: 128 }) : undefined),
    [image, near, game, gameType],
  );
  return <img ref={ref} src={src} alt="" loading="lazy" width={48} height={64} />;
}

/** The top winners: a scrolling ticker (DIAMOND), a ranked board (RETRO) or a plain list (LITE). */
export const Winners = memo(function Winners({
  winners,
  loading,
  currency,
  look,
  labelledBy,
}: WinnersProps) {
  const { t } = useTranslation('home');
  if (loading) return <Skeleton lines={3} />;
  if (winners.length === 0)
    return <NoRecord title={t('winners.emptyTitle')} description={t('winners.empty')} />;
  const money = (amount: number) => formatMoney(amount, currency ? { currency } : {});
  const top = winners.slice(0, look === 'ticker' ? 12 : 8);
  if (look === 'board') {
    return (
      <Board aria-labelledby={labelledBy}>
        {top.map((w, i) => (
          <li key={`${w.username}-${w.game_id}-${w.time}`}>
            <span aria-hidden="true">{i + 1}</span>
            <Who>
              <strong>{w.username}</strong>
              <span>{w.game_name}</span>
            </Who>
            <Win>{money(w.amount)}</Win>
          </li>
        ))}
      </Board>
    );
  }
  if (look === 'compact') {
    return (
      <Compact aria-labelledby={labelledBy}>
        {top.map((w) => (
          <li key={`${w.username}-${w.game_id}-${w.time}`}>
            <span>{t('winners.line', { name: w.username, game: w.game_name })}</span>
            <Win>{money(w.amount)}</Win>
          </li>
        ))}
      </Compact>
    );
  }
  return (
    // Focusable so keyboard users can scroll the ticker sideways.
    <Ticker aria-labelledby={labelledBy} tabIndex={0}>
      {top.map((w) => (
        <li key={`${w.username}-${w.game_id}-${w.time}`}>
          <WinnerArt image={uploadedImage(w.image)} game={w.game_name} gameType={w.type} />
          <Who>
            <strong>{w.username}</strong>
            <span>{w.game_name}</span>
            <Win>{money(w.amount)}</Win>
          </Who>
        </li>
      ))}
    </Ticker>
  );
});
