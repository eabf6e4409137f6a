/**
 * Bindings of `@lobby/contract/games` (the catalogue, favourites, launch and play-money launch,
 * bet log and artwork for members) and of the game-wallet calls of `@lobby/contract/wallet`
 * (transfers, recall, balances per provider, and our signed provider wallet API). The
 * demo provider's own page and round API are in `src/demo/`.
 */
import {
  collectGame,
  demoLaunchGame,
  desertGame,
  getMedia,
  launchGame,
  listBannerGames,
  listBetLog,
  listChannels as listChannelsEndpoint,
  listChannelsByType,
  listFavourites,
  listGameNames,
  listGameTypes,
  listGames,
  listHotGames,
  listTopWinners,
} from '@lobby/contract/games';
import {
  getChannelBalance,
  getTransferInfo,
  listTransfers,
  providerBalance,
  providerCredit,
  providerDebit,
  providerRollback,
  recallAll,
  retryTransfer,
  transfer as transferEndpoint,
} from '@lobby/contract/wallet';
import { currencyDecimals } from '../../core/money/currency.ts';
import type { Tx } from '../../core/money/ledger.ts';
import { moneyOf } from '../../core/money/money-context.ts';
import { assertMayPlay } from '../../core/compliance/responsible-gambling.ts';
import { paging } from '../../core/lists/q-filters.ts';
import { transfer } from '../../core/money/transfers.ts';
import { openFunSession, openLaunchToken, playMoneyStart } from '../../demo/provider.ts';
import { recallIfExcluded } from '../responsible-gambling/service.ts';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import { assertBrandOpen } from '../../base/brands.ts';
import type { Brand } from '../../base/brands.ts';
import { ApiError } from '../../base/errors.ts';
import { publicOrigin } from '../../base/origin.ts';
import { sendRaw } from '../../http/raw-reply.ts';
import { autoTransferInto } from './auto-transfer.ts';
import {
  bannerGames,
  gameNames,
  hotGames,
  listChannels,
  listTypes,
  searchGames,
  topWinners,
} from './catalogue.ts';
import {
  verifyProviderCall,
  walletBalance,
  walletCredit,
  walletDebit,
  walletRollback,
} from './provider-wallet.ts';
import {
  addFavourite,
  betLog,
  channelBalance,
  favouritesOf,
  launchable,
  mediaSvg,
  playUrl,
  recallEverything,
  removeFavourite,
  retryOwnTransfer,
  transferInfo,
  transfersOf,
} from './service.ts';

// The games area's keys were always hashed with `{}` for an absent body or path parameters.
const gamesKeys = { hashAbsentAsEmpty: true } as const;

/** The games area's bindings (member-facing). */
export function gamesRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  const money = () => moneyOf(ctx);
  // Limits and exclusions, checked with the wallets locked (core/compliance/responsible-gambling.ts), for
  // every move into a game. A disabled brand takes no money into games; moves back stay open.
  const mayTakeMoneyIn =
    (brand: Brand, auth: { member: { id: number }; sessionId: number }) => (tx: Tx) => {
      assertBrandOpen(brand);
      return assertMayPlay(tx, brand, auth.member.id, ctx.now(), auth.sessionId);
    };

  return [
    bind(listGameTypes, async ({ brand, locale }) => listTypes(db, brand, locale)),
    bind(listChannelsByType, async ({ brand, query }) => listChannels(db, brand.id, query.type)),
    bind(listChannelsEndpoint, async ({ brand }) => listChannels(db, brand.id)),
    // The catalogue is public; a member's token fills in their favourite flags.
    bind(
      listGames,
      async ({ brand, query, auth }) => {
        const { page, pageSize } = paging(query);
        return searchGames(
          db,
          brand.id,
          {
            type: query.type,
            channel_id: query.channel_id,
            search: query.search,
            hot: query.hot,
            page,
            pageSize,
          },
          auth?.member.id,
        );
      },
      { optionalAuth: true },
    ),
    bind(listHotGames, async ({ brand, auth }) => hotGames(db, brand.id, auth?.member.id), {
      optionalAuth: true,
    }),
    bind(
      listBannerGames,
      async ({ brand, locale, auth }) => bannerGames(db, brand, locale, ctx.now(), auth?.member.id),
      { optionalAuth: true },
    ),
    bind(listGameNames, async ({ brand, query }) => gameNames(db, brand.id, query)),
    bind(listTopWinners, async ({ brand }) => topWinners(db, brand.id, ctx.now())),

    bind(collectGame, async ({ brand, auth, params }) =>
      addFavourite(db, brand.id, auth.member.id, params.id, new Date(ctx.now())),
    ),
    bind(desertGame, async ({ brand, auth, params }) =>
      removeFavourite(db, brand.id, auth.member.id, params.id),
    ),
    bind(listFavourites, async ({ brand, auth }) => favouritesOf(db, brand.id, auth.member.id)),

    bind(
      transferEndpoint,
      async ({ brand, auth, body, key }) =>
        transfer(money(), key, {
          brand,
          memberId: auth.member.id,
          action: body.action,
          amount: body.amount,
          channelId: body.channel_id,
          guardIn: mayTakeMoneyIn(brand, auth),
          afterResume: () => recallIfExcluded(money(), brand, auth.member.id),
        }),
      // The transfer claims its key in the transaction that holds the money: one commit fewer.
      { ...gamesKeys, claimInTransaction: true },
    ),

    bind(getTransferInfo, async ({ brand, auth, query }) =>
      transferInfo(db, brand.id, auth.member.id, query.channel_id),
    ),

    bind(getChannelBalance, async ({ brand, auth, params }) =>
      channelBalance(db, brand.id, auth.member.id, params.id),
    ),

    bind(
      recallAll,
      async ({ brand, auth, key }) => recallEverything(money(), key, brand, auth.member.id),
      gamesKeys,
    ),

    bind(listTransfers, async ({ brand, auth, query }) =>
      transfersOf(db, brand.id, auth.member.id, query, paging(query)),
    ),

    bind(
      retryTransfer,
      async ({ brand, auth, params, key }) =>
        retryOwnTransfer(money(), key, brand, auth.member.id, params.id, () =>
          recallIfExcluded(money(), brand, auth.member.id),
        ),
      gamesKeys,
    ),

    bind(launchGame, async ({ brand, auth, body, locale, request }) => {
      assertBrandOpen(brand);
      const { game, channel } = await launchable(db, ctx.config, brand.id, body.game_id);
      const now = ctx.now();
      await assertMayPlay(db, brand, auth.member.id, now, auth.sessionId);
      // The member's switch: their money follows them into this provider (auto-transfer.ts).
      const autoTransfer =
        auth.member.autoTransfer === 1
          ? await autoTransferInto(
              money(),
              brand,
              auth.member.id,
              channel,
              mayTakeMoneyIn(brand, auth),
            )
          : undefined;
      const { token, expiresAt } = await openLaunchToken(db, {
        brandId: brand.id,
        memberId: auth.member.id,
        sessionId: auth.sessionId,
        channelId: channel.id,
        gameId: game.id,
        locale,
        now,
        ttlMs: ctx.config.launchTtlMs,
      });
      return {
        url: playUrl(publicOrigin(ctx.config, request), { token, locale, now, body }),
        game_id: game.id,
        channel_id: channel.id,
        expires_at: Math.floor(expiresAt / 1000),
        ...(autoTransfer ? { auto_transfer: autoTransfer } : {}),
      };
    }),

    // Public: a guest and a member get the same memberless session, so nothing a member owns
    // is ever within reach of a play-money round.
    bind(demoLaunchGame, async ({ brand, body, locale, request }) => {
      assertBrandOpen(brand);
      const { game, channel } = await launchable(db, ctx.config, brand.id, body.game_id);
      const now = ctx.now();
      const playBalance = playMoneyStart(await currencyDecimals(db, brand));
      const { token, expiresAt } = await openFunSession(db, {
        brandId: brand.id,
        channelId: channel.id,
        gameId: game.id,
        locale,
        now,
        playBalance,
        ttlMs: ctx.config.launchTtlMs,
      });
      return {
        url: playUrl(publicOrigin(ctx.config, request), { token, locale, now, body }),
        game_id: game.id,
        channel_id: channel.id,
        expires_at: Math.floor(expiresAt / 1000),
        play_balance: playBalance,
      };
    }),

    bind(listBetLog, async ({ brand, auth, query }) =>
      betLog(db, brand, auth.member.id, query, paging(query)),
    ),

    bind(getMedia, async ({ brand, params, locale, reply }) => {
      const svg = await mediaSvg(db, brand.id, params.kind, params.file, locale);
      if (!svg) throw new ApiError('NOT_FOUND');
      return sendRaw(reply, {
        type: 'image/svg+xml; charset=utf-8',
        body: svg,
        headers: {
          'cache-control': 'public, max-age=3600',
          'cross-origin-resource-policy': 'cross-origin',
          'access-control-allow-origin': '*',
          // An SVG opened directly must not run anything.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        },
      });
    }),
  ];
}

/** Our provider wallet API's bindings: every call signed by the provider's channel secret. */
export function providerRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  const deps = { db, now: ctx.now };
  // Every wallet call is signed by the provider: one check, with the server's clock and limit.
  const signedChannel = (
    brand: Parameters<typeof verifyProviderCall>[1],
    request: { headers: Record<string, unknown> },
    body: unknown,
  ) =>
    verifyProviderCall(db, brand, request.headers, body, ctx.now(), ctx.config.signatureMaxAgeMs);
  return [
    bind(providerBalance, async ({ brand, body, request }) => {
      const channel = await signedChannel(brand, request, body);
      return walletBalance(db, brand, channel, body.player_id);
    }),
    bind(providerDebit, async ({ brand, body, request }) => {
      const channel = await signedChannel(brand, request, body);
      return walletDebit(deps, brand, channel, body);
    }),
    bind(providerCredit, async ({ brand, body, request }) => {
      const channel = await signedChannel(brand, request, body);
      return walletCredit(deps, brand, channel, body);
    }),
    bind(providerRollback, async ({ brand, body, request }) => {
      const channel = await signedChannel(brand, request, body);
      return walletRollback(deps, brand, channel, body);
    }),
  ];
}
