/**
 * The games area without React: the catalogue, favourites, launching a game (`launch`, or
 * `demoLaunch` with play money for anyone) and the bet log. Transfers between the main wallet
 * and the game wallets are in the wallet area. The generated artwork (`games.media`) is an image URL, not a data call: see
 * `assetUrl` / `mediaUrl`.
 */
import { gamesRoutes } from '@lobby/contract/manifest';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { defineArea, withoutEntries } from '../../api/define-area.ts';
import type { TagType } from '../../api/lobby-api.ts';
import { EVERY_WALLET_MOVED } from '../money-tags.ts';

/** The list of favourites, as opposed to one game's favourite flag (`{ id: <game id> }`). */
const FAVOURITE_LIST = { type: 'Favourite', id: 'LIST' } as const;

/**
 * Tags of answers listing games: the catalogue, plus each game's favourite flag, so adding or
 * removing a favourite refreshes exactly the lists that show that game.
 */
function gameTags(
  games: readonly { readonly id: number }[] | undefined,
): TagDescription<TagType>[] {
  return ['Game', ...(games ?? []).map((game) => ({ type: 'Favourite' as const, id: game.id }))];
}

/** The catalogue changes with the operator's hand: five minutes unused is plenty. */
const catalogue = { provides: ['Game'], keepUnusedDataFor: 300 } as const;

/** The api with the games endpoints injected. */
export const gamesApi = defineArea('games', withoutEntries(gamesRoutes, ['games.media']), {
  qualify: ['list'],
}).inject({
  types: catalogue,
  channels: catalogue,
  channelList: catalogue,
  gamesList: { provides: (result) => gameTags(result?.list) },
  hot: { provides: (result) => gameTags(result) },
  bannerGames: {
    provides: (result) =>
      gameTags(
        result?.flatMap((group) =>
          group.banners.flatMap((banner) => (banner.game ? [banner.game] : [])),
        ),
      ),
    keepUnusedDataFor: 300,
  },
  names: catalogue,
  topWinners: catalogue,
  favourites: { provides: (result) => [FAVOURITE_LIST, ...gameTags(result)] },
  collect: {
    invalidates: (_result, _error, arg) => [FAVOURITE_LIST, { type: 'Favourite', id: arg.id }],
  },
  desert: {
    invalidates: (_result, _error, arg) => [FAVOURITE_LIST, { type: 'Favourite', id: arg.id }],
  },
  // With the member's auto-transfer on, a launch moves money between every wallet.
  launch: { invalidates: (result) => (result?.auto_transfer ? [...EVERY_WALLET_MOVED] : []) },
  // demoLaunch invalidates nothing on purpose: play money never reaches a balance or a bet.
  log: { provides: ['BetRecord'] },
});
