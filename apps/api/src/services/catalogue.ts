/**
 * Compatibility re-export of `src/areas/games/catalogue.ts` for the promotions area, which still lives in
 * `routes/promotions.ts` and `services/promotions.ts` (not yet moved to `areas/promotions/`).
 * Delete this file when promotions moves.
 */
export {
  GAME_TYPE_NAMES,
  typeName,
  media,
  gameWire,
  gamesWire,
  listTypes,
  listChannels,
  likeEscape,
  searchGames,
  hotGames,
  bannerGames,
  gameNames,
  maskUsername,
  topWinners,
} from '../areas/games/catalogue.ts';
