/**
 * Two sections the home page and the game list can show: the member's favourite games
 * (games.favourites, with hearts to remove one) and the games recently played on this device
 * (kept in local storage). Both play through the transfer-before-play launch flow.
 */
import { useFavouritesQuery } from '@lobby/api-client/games';
import { useSignedIn } from '@lobby/api-client/react';
import type { GameItem } from '@lobby/contract/games';
import { tokenVars } from '@lobby/tokens';
import { Button, NoRecord } from '@lobby/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useGamesTranslation } from '../i18n.ts';
import { LaunchDialogs } from '../launch/launch-dialogs.tsx';
import { useLaunchFlow } from '../launch/use-launch-flow.ts';
import { GameCard, GameGrid, GameSkeletons } from '../parts/game-card.tsx';
import type { GamesScreenProps } from '../types.ts';
import { useFavouriteToggle } from './use-favourite-toggle.ts';
import { useRecentlyPlayed } from './use-recently-played.ts';
import type { RecentGame } from './use-recently-played.ts';

const Section = styled.section`
  display: grid;
  gap: ${tokenVars.space.md};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${tokenVars.space.sm};
  }
  h2 {
    margin: 0;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.lg};
  }
`;

/** Props of {@link FavouriteGames}. */
export interface FavouriteGamesProps extends GamesScreenProps {
  /** At most this many tiles (default all). */
  readonly limit?: number;
  /**
   * Show the section only when it has games to show: nothing for a guest, while loading, when
   * the member has no favourites or when they could not load (default: a sign-in invitation,
   * skeletons, an empty note or a retry). For pages where the section is an extra, such as home.
   */
  readonly hideWhenEmpty?: boolean;
}

/** The member's favourite games; a guest is invited to sign in. */
export function FavouriteGames({
  session,
  brandName,
  onRequireSignIn,
  logoSrc,
  limit,
  hideWhenEmpty = false,
}: FavouriteGamesProps) {
  const { t } = useGamesTranslation();
  const signedIn = useSignedIn(session);
  const favourites = useFavouritesQuery({ $options: { handleErrors: true } }, { skip: !signedIn });
  const toggle = useFavouriteToggle({ session, onRequireSignIn });
  const recent = useRecentlyPlayed();
  const flow = useLaunchFlow<GameItem>({ session, onRequireSignIn, onLaunched: recent.add });
  const headingId = useId();
  const games = (favourites.data ?? []).slice(0, limit);
  // `games` is empty while loading and after an error too: all of them mean nothing to show.
  if (hideWhenEmpty && (!signedIn || favourites.isError || games.length === 0)) return null;
  return (
    <Section aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{t('favourites.title')}</h2>
      </header>
      {!signedIn ? (
        <NoRecord
          title={t('favourites.guest')}
          action={<Button onClick={onRequireSignIn}>{t('favourites.signIn')}</Button>}
        />
      ) : favourites.isError ? (
        <NoRecord
          title={t('messages:FAILED_TO_GET_DATA')}
          action={
            <Button variant="secondary" onClick={() => void favourites.refetch()}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : favourites.isLoading ? (
        <GameGrid aria-busy="true">
          <GameSkeletons count={6} />
        </GameGrid>
      ) : games.length === 0 ? (
        <NoRecord title={t('favourites.emptyTitle')} description={t('favourites.empty')} />
      ) : (
        <GameGrid aria-labelledby={headingId}>
          {games.map((game) => (
            <li key={game.id}>
              <GameCard
                game={game}
                onPlay={flow.play}
                onToggleFavourite={toggle.toggle}
                favouriteBusy={toggle.isBusy(game.id)}
                brandName={brandName}
                logoSrc={logoSrc}
              />
            </li>
          ))}
        </GameGrid>
      )}
      <LaunchDialogs flow={flow} />
    </Section>
  );
}

/** Props of {@link RecentlyPlayedGames}. */
export interface RecentlyPlayedGamesProps extends GamesScreenProps {
  /** At most this many tiles (default all the list keeps). */
  readonly limit?: number;
  /** Hide the section while the list is empty (default: show an empty note). */
  readonly hideWhenEmpty?: boolean;
}

/** The games recently opened on this device, newest first, with a way to clear the list. */
export function RecentlyPlayedGames({
  session,
  brandName,
  onRequireSignIn,
  logoSrc,
  limit,
  hideWhenEmpty = false,
}: RecentlyPlayedGamesProps) {
  const { t } = useGamesTranslation();
  const recent = useRecentlyPlayed(limit);
  const flow = useLaunchFlow<RecentGame>({ session, onRequireSignIn, onLaunched: recent.add });
  const headingId = useId();
  if (hideWhenEmpty && recent.games.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{t('recent.title')}</h2>
        {recent.games.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={recent.clear}>
            {t('recent.clear')}
          </Button>
        ) : null}
      </header>
      {recent.games.length === 0 ? (
        <NoRecord title={t('recent.emptyTitle')} description={t('recent.empty')} />
      ) : (
        <GameGrid aria-labelledby={headingId}>
          {recent.games.map((game) => (
            <li key={game.id}>
              <GameCard game={game} onPlay={flow.play} brandName={brandName} logoSrc={logoSrc} />
            </li>
          ))}
        </GameGrid>
      )}
      <LaunchDialogs flow={flow} />
    </Section>
  );
}
