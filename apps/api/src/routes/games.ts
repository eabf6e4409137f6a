/**
 * Handlers of `@lobby/contract/games` (catalogue, favourites, transfers, launch and play-money
 * launch, bet log, artwork) and of the provider endpoints (the demo provider's page and round
 * API, and our signed provider wallet API).
 */
import {
  collectGame,
  demoLaunchGame,
  demoProviderPlay,
  demoProviderRound,
  desertGame,
  getChannelBalance,
  getMedia,
  getTransferInfo,
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
  listTransfers,
  providerBalance,
  providerCredit,
  providerDebit,
  providerRollback,
  recallAll,
  retryTransfer,
  transfer as transferEndpoint,
} from '@lobby/contract/games';
import type { BetRecord } from '@lobby/contract/games';
import { GameStatus, formatMoney } from '@lobby/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import { currencies } from '../db/schema/brands.ts';
import {
  betRecords,
  gameBanners,
  gameChannels,
  gameFavourites,
  gameTransfers,
  games,
} from '../db/schema/games.ts';
import { promotions } from '../db/schema/promotions.ts';
import { vipLevels } from '../db/schema/vip.ts';
import type { Brand } from '../platform/brands.ts';
import type { AppContext } from '../platform/context.ts';
import { bind } from '../platform/endpoints.ts';
import type { Binding } from '../platform/endpoints.ts';
import { ApiError } from '../platform/errors.ts';
import {
  bannerSvg,
  channelSvg,
  gameSvg,
  promotionSvg,
  typeSvg,
  vipSvg,
} from '../services/artwork.ts';
import {
  bannerGames,
  gameNames,
  gamesWire,
  hotGames,
  listChannels,
  listTypes,
  searchGames,
  topWinners,
} from '../services/catalogue.ts';
import { providerPage } from '../services/demo-pages.ts';
import {
  openFunSession,
  openLaunchToken,
  playMoneyStart,
  playRound,
  sessionOf,
  verifyProviderCall,
  walletBalance,
  walletCredit,
  walletDebit,
  walletRollback,
} from '../services/demo-provider.ts';
import { claimKey, idempotencyKeyOf, requestHash } from '../services/idempotency.ts';
import {
  gameBalances,
  inTransaction,
  mainWalletBalance,
  memberBalance,
} from '../services/ledger.ts';
import { moneyOf } from '../services/money-context.ts';
import { paging, qConditions } from '../services/q-filters.ts';
import { newNonce, sendHtml, sendRaw } from '../services/raw-reply.ts';
import {
  channelOf,
  resolveTransfer,
  transfer,
  transferOutUnkeyed,
  transferWire,
  wireStatus,
} from '../services/transfers.ts';
import { textIn } from '../services/wallet-records.ts';

const ok = { ok: true as const };
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The public origin of this API for links handed to browsers: the configured one, else the request's. */
export function publicOrigin(
  config: Pick<ServerConfig, 'publicUrl'>,
  request: { protocol: string; host: string },
): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** The brand's currency decimals. */
export async function currencyDecimals(ctx: AppContext, brand: Brand): Promise<number> {
  const [row] = await ctx.db
    .select({ decimals: currencies.decimals })
    .from(currencies)
    .where(and(eq(currencies.brandId, brand.id), eq(currencies.code, brand.currencyCode)));
  return row?.decimals ?? 2;
}

function safeBase(url: string | undefined): string {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : '';
  } catch {
    return '';
  }
}

/** The games area's bindings (member-facing). */
export function gamesRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  const money = () => moneyOf(ctx);

  async function gameOf(brandId: string, id: number) {
    const [game] = await db
      .select()
      .from(games)
      .where(and(eq(games.brandId, brandId), eq(games.id, id)));
    if (!game) throw new ApiError('NOT_FOUND', { field: 'id' });
    return game;
  }

  /**
   * A game that may be launched now, with its channel: 404 NOT_FOUND when the brand has no such
   * game, 409 GAME_UNAVAILABLE when it or its channel is closed or under maintenance. Every
   * channel here is served by the demo provider (its page is what every launch opens), so an
   * open game is one the demo provider can play, for real or for play money. With the demo
   * provider off (production unless `LOBBY_DEMO` names it) no game can be launched: its launch
   * URL would open a page that does not exist.
   */
  async function launchable(brandId: string, gameId: number) {
    const game = await gameOf(brandId, gameId);
    if (!ctx.config.demo.provider) throw new ApiError('GAME_UNAVAILABLE', { field: 'game_id' });
    const channel = await channelOf(db, brandId, game.channelId);
    if (
      game.status !== GameStatus.Open ||
      channel.status === GameStatus.Closed ||
      channel.status === GameStatus.Maintain
    ) {
      throw new ApiError('GAME_UNAVAILABLE', { field: 'game_id' });
    }
    return { game, channel };
  }

  /** The demo provider page of a launch token, carrying what the page and the site need. */
  function playUrl(
    request: { protocol: string; host: string },
    input: {
      token: string;
      locale: string;
      now: number;
      body: {
        is_mobile?: 0 | 1 | undefined;
        theme?: string | undefined;
        base_url?: string | undefined;
      };
    },
  ): string {
    const url = new URL('/api/v1/demo/provider/play', publicOrigin(ctx.config, request));
    url.searchParams.set('locale', input.locale);
    url.searchParams.set('token', input.token);
    url.searchParams.set('timestamp', String(Math.floor(input.now / 1000)));
    url.searchParams.set('is_mobile', String(input.body.is_mobile ?? 0));
    url.searchParams.set('base', safeBase(input.body.base_url));
    url.searchParams.set('theme', input.body.theme ?? '');
    return url.toString();
  }

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
      async ({ brand, locale, auth }) => bannerGames(db, brand, locale, auth?.member.id),
      { optionalAuth: true },
    ),
    bind(listGameNames, async ({ brand, query }) => gameNames(db, brand.id, query)),
    bind(listTopWinners, async ({ brand }) => topWinners(db, brand.id, ctx.now())),

    bind(collectGame, async ({ brand, auth, params }) => {
      await gameOf(brand.id, params.id);
      await db
        .insert(gameFavourites)
        .values({ memberId: auth.member.id, gameId: params.id, createdAt: new Date(ctx.now()) })
        .onConflictDoNothing();
      return ok;
    }),
    bind(desertGame, async ({ brand, auth, params }) => {
      await gameOf(brand.id, params.id);
      await db
        .delete(gameFavourites)
        .where(
          and(eq(gameFavourites.memberId, auth.member.id), eq(gameFavourites.gameId, params.id)),
        );
      return ok;
    }),
    bind(listFavourites, async ({ brand, auth }) => {
      const rows = await db
        .select({ game: games })
        .from(gameFavourites)
        .innerJoin(games, eq(games.id, gameFavourites.gameId))
        .where(
          and(
            eq(gameFavourites.memberId, auth.member.id),
            eq(games.brandId, brand.id),
            sql`${games.status} <> ${GameStatus.Closed}`,
          ),
        )
        .orderBy(desc(gameFavourites.createdAt));
      return gamesWire(
        db,
        brand.id,
        rows.map((r) => r.game),
        auth.member.id,
      );
    }),

    bind(transferEndpoint, async ({ brand, auth, body, request }) =>
      transfer(money(), {
        brand,
        memberId: auth.member.id,
        action: body.action,
        amount: body.amount,
        channelId: body.channel_id,
        request,
        endpointId: transferEndpoint.id,
        body,
      }),
    ),

    bind(getTransferInfo, async ({ brand, auth, query }) => {
      const channel = await channelOf(db, brand.id, query.channel_id);
      return {
        transfer_in_limit: channel.transferInLimit,
        channel_id: channel.id,
        balance: await memberBalance(db, brand.id, {
          kind: 'game',
          memberId: auth.member.id,
          channelId: channel.id,
        }),
        money: await mainWalletBalance(db, brand.id, auth.member.id),
        status: channel.status as 0 | 1 | 2 | 3,
      };
    }),

    bind(getChannelBalance, async ({ brand, auth, params }) => {
      const channel = await channelOf(db, brand.id, params.id);
      return {
        channel_id: channel.id,
        name: channel.name,
        balance: await memberBalance(db, brand.id, {
          kind: 'game',
          memberId: auth.member.id,
          channelId: channel.id,
        }),
      };
    }),

    bind(recallAll, async ({ brand, auth, request }) => {
      const memberId = auth.member.id;
      const claim = await claimKey(
        db,
        {
          brandId: brand.id,
          memberId,
          key: idempotencyKeyOf(request),
          endpointId: recallAll.id,
          hash: requestHash(recallAll.id, {}, {}),
        },
        ctx.now(),
        ctx.config,
      );
      if (claim.kind === 'replay') return claim.response as never;
      try {
        const balances = await gameBalances(db, brand.id, memberId);
        const results: { channel_id: number; name: string; amount: number; status: 1 | 2 | 3 }[] =
          [];
        let recalled = 0;
        for (const [channelId, balance] of [...balances].sort((a, b) => a[0] - b[0])) {
          if (balance <= 0) continue;
          const channel = await channelOf(db, brand.id, channelId);
          if (channel.status === GameStatus.Closed) {
            results.push({
              channel_id: channel.id,
              name: channel.name,
              amount: balance,
              status: 3,
            });
            continue;
          }
          try {
            const row = await transferOutUnkeyed(money(), brand, memberId, channel, balance);
            const status = wireStatus(row.state);
            if (status === 2) recalled += balance;
            results.push({ channel_id: channel.id, name: channel.name, amount: balance, status });
          } catch (error) {
            // A wallet emptied meanwhile by a concurrent request is simply skipped.
            if (!(error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE')) throw error;
          }
        }
        return await inTransaction(db, async (tx) => {
          const answer = {
            money: await mainWalletBalance(tx, brand.id, memberId),
            recalled,
            results,
          };
          await claim.key.complete(tx, answer);
          return answer;
        });
      } catch (error) {
        await claim.key.release();
        throw error;
      }
    }),

    bind(listTransfers, async ({ brand, auth, query }) => {
      const { page, pageSize, offset } = paging(query);
      const conditions: SQL[] = [
        eq(gameTransfers.brandId, brand.id),
        eq(gameTransfers.memberId, auth.member.id),
      ];
      if (query.channel_id) conditions.push(eq(gameTransfers.channelId, query.channel_id));
      if (query.status)
        conditions.push(
          eq(
            gameTransfers.state,
            query.status === 1 ? 'pending' : query.status === 2 ? 'posted' : 'voided',
          ),
        );
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(gameTransfers).where(where);
      const rows = await db
        .select({ t: gameTransfers, name: gameChannels.name })
        .from(gameTransfers)
        .innerJoin(gameChannels, eq(gameChannels.id, gameTransfers.channelId))
        .where(where)
        .orderBy(desc(gameTransfers.createdAt), desc(gameTransfers.id))
        .limit(pageSize)
        .offset(offset);
      return {
        list: rows.map((r) => transferWire(r.t, r.name)),
        total: Number(total?.n ?? 0),
        page,
        page_size: pageSize,
      };
    }),

    bind(retryTransfer, async ({ brand, auth, params, request }) => {
      // Settling is idempotent by itself (a settled transfer stays as it is); the key makes the
      // answer replayable like every other money-moving call.
      const claim = await claimKey(
        db,
        {
          brandId: brand.id,
          memberId: auth.member.id,
          key: idempotencyKeyOf(request),
          endpointId: retryTransfer.id,
          hash: requestHash(retryTransfer.id, params, {}),
        },
        ctx.now(),
        ctx.config,
      );
      if (claim.kind === 'replay') return claim.response as never;
      try {
        const [row] = await db
          .select()
          .from(gameTransfers)
          .where(
            and(
              eq(gameTransfers.id, params.id),
              eq(gameTransfers.memberId, auth.member.id),
              eq(gameTransfers.brandId, brand.id),
            ),
          );
        if (!row) throw new ApiError('NOT_FOUND');
        const settled = await resolveTransfer(money(), brand, row.id);
        const answer = transferWire(
          settled,
          (await channelOf(db, brand.id, settled.channelId)).name,
        );
        await inTransaction(db, (tx) => claim.key.complete(tx, answer));
        return answer;
      } catch (error) {
        await claim.key.release();
        throw error;
      }
    }),

    bind(launchGame, async ({ brand, auth, body, locale, request }) => {
      const { game, channel } = await launchable(brand.id, body.game_id);
      const now = ctx.now();
      const { token, expiresAt } = await openLaunchToken(db, {
        brandId: brand.id,
        memberId: auth.member.id,
        channelId: channel.id,
        gameId: game.id,
        locale,
        now,
        ttlMs: ctx.config.launchTtlMs,
      });
      return {
        url: playUrl(request, { token, locale, now, body }),
        game_id: game.id,
        channel_id: channel.id,
        expires_at: Math.floor(expiresAt / 1000),
      };
    }),

    // Public: a guest and a member get the same memberless session, so nothing a member owns
    // is ever within reach of a play-money round.
    bind(demoLaunchGame, async ({ brand, body, locale, request }) => {
      const { game, channel } = await launchable(brand.id, body.game_id);
      const now = ctx.now();
      const playBalance = playMoneyStart(await currencyDecimals(ctx, brand));
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
        url: playUrl(request, { token, locale, now, body }),
        game_id: game.id,
        channel_id: channel.id,
        expires_at: Math.floor(expiresAt / 1000),
        play_balance: playBalance,
      };
    }),

    bind(listBetLog, async ({ brand, auth, query }) => {
      const { page, pageSize, offset } = paging(query);
      const conditions: SQL[] = [
        eq(betRecords.brandId, brand.id),
        eq(betRecords.memberId, auth.member.id),
        ...qConditions(
          query.q,
          {
            bet_time: { column: betRecords.betTime, kind: 'time' },
            status: { column: betRecords.status, kind: 'int' },
            result: { column: betRecords.result, kind: 'int' },
            game_id: { column: betRecords.gameId, kind: 'int' },
            type: { column: games.type, kind: 'text' },
          },
          brand.timezoneOffset,
        ),
      ];
      if (query.channel_id) conditions.push(eq(betRecords.channelId, query.channel_id));
      const where = and(...conditions);
      const [totals] = await db
        .select({
          n: count(),
          bet: sql<string>`coalesce(sum(${betRecords.betAmount}), 0)`,
          valid: sql<string>`coalesce(sum(${betRecords.validBet}), 0)`,
          payout: sql<string>`coalesce(sum(${betRecords.payout}), 0)`,
          settledBet: sql<string>`coalesce(sum(CASE WHEN ${betRecords.status} = 2 THEN ${betRecords.betAmount} ELSE 0 END), 0)`,
          settledPayout: sql<string>`coalesce(sum(CASE WHEN ${betRecords.status} = 2 THEN ${betRecords.payout} ELSE 0 END), 0)`,
        })
        .from(betRecords)
        .innerJoin(games, eq(games.id, betRecords.gameId))
        .where(where);
      const rows = await db
        .select({ b: betRecords, game: games.name, type: games.type, channel: gameChannels.name })
        .from(betRecords)
        .innerJoin(games, eq(games.id, betRecords.gameId))
        .innerJoin(gameChannels, eq(gameChannels.id, betRecords.channelId))
        .where(where)
        .orderBy(desc(betRecords.betTime), desc(betRecords.id))
        .limit(pageSize)
        .offset(offset);
      const list: BetRecord[] = rows.map(({ b, game, type, channel }) => ({
        id: b.id,
        order_no: b.roundId,
        channel_id: b.channelId,
        channel_name: channel,
        game_id: b.gameId,
        game_name: game,
        type,
        bet_amount: b.betAmount,
        valid_bet: b.validBet,
        payout: b.payout,
        win_loss: b.status === 2 ? b.payout - b.betAmount : 0,
        status: b.status as BetRecord['status'],
        result: b.result as BetRecord['result'],
        bet_time: seconds(b.betTime),
        settle_time: b.settledAt ? seconds(b.settledAt) : null,
        detail: b.detail,
      }));
      return {
        list,
        total: Number(totals?.n ?? 0),
        page,
        page_size: pageSize,
        summary: {
          bet_amount: Number(totals?.bet ?? 0),
          valid_bet: Number(totals?.valid ?? 0),
          payout: Number(totals?.payout ?? 0),
          win_loss: Number(totals?.settledPayout ?? 0) - Number(totals?.settledBet ?? 0),
        },
      };
    }),

    bind(getMedia, async ({ brand, params, locale, reply }) => {
      const id = params.file.slice(0, -4);
      const numeric = /^\d{1,9}$/.test(id) ? Number(id) : 0;
      let svg: string | undefined;
      if (params.kind === 'type') svg = /^[A-Za-z]{1,32}$/.test(id) ? typeSvg(id) : undefined;
      else if (params.kind === 'game' && numeric) {
        const [row] = await db
          .select({ g: games, provider: gameChannels.name })
          .from(games)
          .innerJoin(gameChannels, eq(gameChannels.id, games.channelId))
          .where(and(eq(games.id, numeric), eq(games.brandId, brand.id)));
        if (row) svg = gameSvg({ name: row.g.name, type: row.g.type, provider: row.provider });
      } else if (params.kind === 'channel' && numeric) {
        const [row] = await db
          .select()
          .from(gameChannels)
          .where(and(eq(gameChannels.id, numeric), eq(gameChannels.brandId, brand.id)));
        if (row) svg = channelSvg({ name: row.name, code: row.code, colour: row.colour });
      } else if (params.kind === 'banner' && numeric) {
        const [row] = await db
          .select()
          .from(gameBanners)
          .where(and(eq(gameBanners.id, numeric), eq(gameBanners.brandId, brand.id)));
        if (row)
          svg = bannerSvg({
            title: textIn(row.title, locale),
            subtitle: textIn(row.subtitle, locale),
            type: row.type,
          });
      } else if (params.kind === 'promotion' && numeric) {
        const [row] = await db
          .select()
          .from(promotions)
          .where(and(eq(promotions.id, numeric), eq(promotions.brandId, brand.id)));
        if (row)
          svg = promotionSvg({
            title: textIn(row.title, locale),
            colour: row.colour,
            symbol:
              ['VIP', '+%', '2x', '88', 'SPIN', '%', 'CODE', 'GOAL', '5%', 'DAY'][row.type - 1] ??
              '+',
          });
      } else if (params.kind === 'vip' && numeric) {
        const [row] = await db
          .select()
          .from(vipLevels)
          .where(and(eq(vipLevels.id, numeric), eq(vipLevels.brandId, brand.id)));
        if (row) svg = vipSvg({ level: row.level, colour: row.colour });
      }
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

/** The provider endpoints' bindings (demo provider and the signed wallet API). */
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
    bind(demoProviderPlay, async ({ query, reply, brand }) => {
      const session = await sessionOf(db, query.token, ctx.now());
      if (session.brandId !== brand.id) throw new ApiError('UNAUTHENTICATED');
      const [row] = await db
        .select({ g: games, channel: gameChannels.name })
        .from(games)
        .innerJoin(gameChannels, eq(gameChannels.id, games.channelId))
        .where(eq(games.id, session.gameId));
      if (!row) throw new ApiError('NOT_FOUND');
      const decimals = await currencyDecimals(ctx, brand);
      // A play-money page shows its own play balance; only a member's session reads a wallet.
      const balance =
        session.fun || session.memberId === null
          ? (session.playBalance ?? 0)
          : await memberBalance(db, brand.id, {
              kind: 'game',
              memberId: session.memberId,
              channelId: session.channelId,
            });
      const nonce = newNonce();
      return sendHtml(
        reply,
        providerPage({
          nonce,
          token: query.token,
          brand: brand.id,
          game: row.g.name,
          engine: row.g.engine,
          provider: row.channel,
          balance: formatMoney(balance, { decimals }),
          balanceMinor: balance,
          decimals,
          back: safeBase(query.base),
          locale: session.locale,
          playMoney: session.fun,
        }),
        nonce,
      );
    }),
    bind(demoProviderRound, async ({ body, brand, request }) =>
      playRound(
        { db, now: ctx.now, app: request.server, brand },
        { token: body.token, bet: body.bet, target: body.target, over: body.over },
      ),
    ),
  ];
}

/** Channels (for ops and tests). */
export async function channelsOf(ctx: AppContext, brandId: string) {
  return ctx.db
    .select()
    .from(gameChannels)
    .where(eq(gameChannels.brandId, brandId))
    .orderBy(asc(gameChannels.id));
}
