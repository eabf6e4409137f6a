/**
 * `@lobby/feature-games`: the game lobby — provider lists (one layout per screen variant),
 * the game list with provider filter, search, sort, favourites and paging, the launch flow
 * (money moved into the provider wallet first, and offered back afterwards), bet records, and
 * the favourites and recently-played sections. Each variant's provider list is the subpath
 * `@lobby/feature-games/variants/<variant>`, so the game list's chunk carries none of the six.
 */
export type { ProviderListProps } from './providers/provider-parts.tsx';
export { providerState, useProviderList } from './providers/use-provider-list.ts';
export type {
  ProviderEntry,
  ProviderListModel,
  ProviderState,
} from './providers/use-provider-list.ts';
export {
  GAME_PAGE_SIZE,
  GAME_SORTS,
  GameListScreen,
  SEARCH_DEBOUNCE_MS,
  sortGames,
} from './game-list/game-list-screen.tsx';
export type { GameListScreenProps, GameSort } from './game-list/game-list-screen.tsx';
export { useGamePages } from './game-list/use-game-pages.ts';
export type { GameFilter, GamePages } from './game-list/use-game-pages.ts';
export { LaunchDialogs } from './launch/launch-dialogs.tsx';
export type { LaunchDialogsProps } from './launch/launch-dialogs.tsx';
export { useLaunchFlow } from './launch/use-launch-flow.ts';
export type {
  LaunchFlow,
  LaunchFlowOptions,
  LaunchGame,
  LaunchStep,
  ReturnOffer,
  WalletInfo,
} from './launch/use-launch-flow.ts';
export {
  BET_PAGE_SIZE,
  BetRecordsScreen,
  betLogFilters,
} from './bet-records/bet-records-screen.tsx';
export type { BetRecordsScreenProps } from './bet-records/bet-records-screen.tsx';
export { FavouriteGames, RecentlyPlayedGames } from './favourites/game-shelves.tsx';
export type { FavouriteGamesProps, RecentlyPlayedGamesProps } from './favourites/game-shelves.tsx';
export { useFavouriteToggle } from './favourites/use-favourite-toggle.ts';
export type { FavouriteToggle } from './favourites/use-favourite-toggle.ts';
export {
  RECENT_LIMIT,
  RECENT_STORAGE_KEY,
  readRecent,
  rememberPlayed,
  useRecentlyPlayed,
} from './favourites/use-recently-played.ts';
export type { RecentGame, RecentlyPlayed } from './favourites/use-recently-played.ts';
export { GameCard, GameGrid, GameSkeletons } from './parts/game-card.tsx';
export type { GameCardProps, TileGame } from './parts/game-card.tsx';
export { Artwork, uploadedImage } from './parts/artwork.tsx';
export type { ArtworkProps } from './parts/artwork.tsx';
export { useGamesTranslation } from './i18n.ts';
export type { GamesScreenProps } from './types.ts';
