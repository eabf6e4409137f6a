/**
 * The member's favourites and recently played games on the home page. They belong to the games
 * feature and the home may not import another feature, so the site hands them to the home
 * layouts as their `shelves`. The games chunk loads only when this renders, which the home
 * wrapper does for a signed-in member alone: a guest's first screen carries no games code.
 */
import type { Session } from '@lobby/api-client';
import { lazy } from 'react';
import { withChunkTimeout } from './lazy-chunk.ts';
import { OptionalChunk } from './optional-chunk.tsx';

/** Tiles per shelf on the home: one row on wide screens, two on phones. */
const HOME_SHELF_LIMIT = 6;

/** Props of {@link HomeShelves}: what the games feature's sections take. */
interface HomeShelvesProps {
  readonly session: Session;
  /** The brand's name: the wordmark a failed game image falls back to when there is no logo. */
  readonly brandName: string;
  /** Shows the 'Please Sign In' dialog (the session ended while a shelf was on screen). */
  onRequireSignIn(): void;
  /** The site logo: what a game image that fails to load shows instead. */
  readonly logoSrc?: string;
}

const Shelves = lazy(async () => {
  const { FavouriteGames, RecentlyPlayedGames } = await withChunkTimeout(
    import('@lobby/feature-games'),
  );
  // Both hide while empty: on the home they are extras, and an empty heading would only push
  // the lobby down. Returned as siblings so each is a section of the home's own column.
  function GameShelves(props: HomeShelvesProps) {
    return (
      <>
        <FavouriteGames {...props} limit={HOME_SHELF_LIMIT} hideWhenEmpty />
        <RecentlyPlayedGames {...props} limit={HOME_SHELF_LIMIT} hideWhenEmpty />
      </>
    );
  }
  return { default: GameShelves };
});

/**
 * The favourites and recently-played shelves, loaded from the games feature's chunk on first
 * render. Nothing shows while the chunk loads (the sections appear as their data arrives
 * anyway), nor when it cannot load: the home shows without its shelves.
 */
export function HomeShelves(props: HomeShelvesProps) {
  return (
    <OptionalChunk>
      <Shelves {...props} />
    </OptionalChunk>
  );
}
