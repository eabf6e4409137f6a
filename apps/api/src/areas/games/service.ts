/**
 * The games area's member services: favourites, transfers and their list, recall-all and a
 * transfer's retry (both keyed), launches (real and play money), the bet log and the artwork.
 * The catalogue reads are in `catalogue.ts`, the provider wallet API in `provider-wallet.ts`,
 * the two-phase transfer itself in `core/money/transfers.ts`.
 */
import type { BetRecord } from '@lobby/contract/games';
import { GameStatus, TransferAction } from '@lobby/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ServerConfig } from '../../base/config.ts';
import type { ClaimedKey } from '../../core/money/idempotency.ts';
import {
  gameBalances,
  inTransaction,
  mainWalletBalance,
  memberBalance,
} from '../../core/money/ledger.ts';
import type { MoneyServices } from '../../core/money/money-context.ts';
import type { Paging } from '../../core/lists/q-filters.ts';
import { qConditions } from '../../core/lists/q-filters.ts';
import {
  channelOf,
  resolveTransfer,
  transferWhole,
  transferWire,
} from '../../core/money/transfers.ts';
import { textIn } from '../../core/money/wallet-records.ts';
import type { Database } from '../../db/client.ts';
import {
  betRecords,
  gameBanners,
  gameChannels,
  gameFavourites,
  gameTransfers,
  games,
} from '../../db/schema/games.ts';
import { promotions } from '../../db/schema/promotions.ts';
import { vipLevels } from '../../db/schema/vip.ts';
import { ApiError } from '../../base/errors.ts';
import { safeHttpUrl } from '../../base/origin.ts';
import { bannerSvg, channelSvg, gameSvg, promotionSvg, typeSvg, vipSvg } from './artwork.ts';
import { gamesWire } from './catalogue.ts';

const ok = { ok: true as const };
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** A game of the brand, or 404 `NOT_FOUND` on `id`. */
export async function gameOf(db: Database, brandId: string, id: number) {
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
export async function launchable(
  db: Database,
  config: Pick<ServerConfig, 'demo'>,
  brandId: string,
  gameId: number,
) {
  const game = await gameOf(db, brandId, gameId);
  if (!config.demo.provider) throw new ApiError('GAME_UNAVAILABLE', { field: 'game_id' });
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

/** The demo provider page of a launch token on `origin`, carrying what the page and the site need. */
export function playUrl(
  origin: string,
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
  const url = new URL('/api/v1/demo/provider/play', origin);
  url.searchParams.set('locale', input.locale);
  url.searchParams.set('token', input.token);
  url.searchParams.set('timestamp', String(Math.floor(input.now / 1000)));
  url.searchParams.set('is_mobile', String(input.body.is_mobile ?? 0));
  url.searchParams.set('base', safeHttpUrl(input.body.base_url));
  url.searchParams.set('theme', input.body.theme ?? '');
  return url.toString();
}

/** Marks a game a member's favourite (again is harmless). */
export async function addFavourite(
  db: Database,
  brandId: string,
  memberId: number,
  gameId: number,
  at: Date,
) {
  await gameOf(db, brandId, gameId);
  await db.insert(gameFavourites).values({ memberId, gameId, createdAt: at }).onConflictDoNothing();
  return ok;
}

/** Removes a game from a member's favourites. */
export async function removeFavourite(
  db: Database,
  brandId: string,
  memberId: number,
  gameId: number,
) {
  await gameOf(db, brandId, gameId);
  await db
    .delete(gameFavourites)
    .where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameId, gameId)));
  return ok;
}

/** A member's favourite games that are not closed, latest first. */
export async function favouritesOf(db: Database, brandId: string, memberId: number) {
  const rows = await db
    .select({ game: games })
    .from(gameFavourites)
    .innerJoin(games, eq(games.id, gameFavourites.gameId))
    .where(
      and(
        eq(gameFavourites.memberId, memberId),
        eq(games.brandId, brandId),
        sql`${games.status} <> ${GameStatus.Closed}`,
      ),
    )
    .orderBy(desc(gameFavourites.createdAt));
  return gamesWire(
    db,
    brandId,
    rows.map((r) => r.game),
    memberId,
  );
}

/** A channel's transfer limit and status with the member's game and main balances. */
export async function transferInfo(
  db: Database,
  brandId: string,
  memberId: number,
  channelId: number,
) {
  const channel = await channelOf(db, brandId, channelId);
  return {
    transfer_in_limit: channel.transferInLimit,
    channel_id: channel.id,
    balance: await memberBalance(db, brandId, { kind: 'game', memberId, channelId: channel.id }),
    money: await mainWalletBalance(db, brandId, memberId),
    status: channel.status as 0 | 1 | 2 | 3,
  };
}

/** A member's game wallet balance in one channel. */
export async function channelBalance(
  db: Database,
  brandId: string,
  memberId: number,
  channelId: number,
) {
  const channel = await channelOf(db, brandId, channelId);
  return {
    channel_id: channel.id,
    name: channel.name,
    balance: await memberBalance(db, brandId, { kind: 'game', memberId, channelId: channel.id }),
  };
}

/**
 * Transfers every game wallet with money back to the main wallet, channel by channel (a closed
 * channel is reported, not asked), and stores the answer under the request's key.
 */
export async function recallEverything(
  money: MoneyServices,
  key: ClaimedKey,
  brand: Parameters<typeof transferWhole>[1]['brand'],
  memberId: number,
) {
  const { db } = money;
  const { recalled, results } = await recallWallets(money, brand, memberId);
  return inTransaction(db, async (tx) => {
    const answer = { money: await mainWalletBalance(tx, brand.id, memberId), recalled, results };
    await key.complete(tx, answer);
    return answer;
  });
}

/**
 * Transfers every game wallet with money back to the main wallet, unkeyed (recall all, an
 * auto-transfer launch, and a time-out or self-exclusion), but the channel named in `except`:
 * what came back and each channel's outcome. Each wallet moves whole, its balance read with
 * the member's wallets locked (`transferWhole`), so a payout landing meanwhile comes back too
 * and a wallet a concurrent request emptied is skipped, never moved twice.
 */
export async function recallWallets(
  money: MoneyServices,
  brand: Parameters<typeof transferWhole>[1]['brand'],
  memberId: number,
  except?: number,
) {
  const { db } = money;
  const balances = await gameBalances(db, brand.id, memberId);
  const results: { channel_id: number; name: string; amount: number; status: 1 | 2 | 3 }[] = [];
  let recalled = 0;
  for (const [channelId, balance] of [...balances].sort((a, b) => a[0] - b[0])) {
    if (balance <= 0 || channelId === except) continue;
    const channel = await channelOf(db, brand.id, channelId);
    if (channel.status === GameStatus.Closed) {
      results.push({ channel_id: channel.id, name: channel.name, amount: balance, status: 3 });
      continue;
    }
    try {
      const answer = await transferWhole(money, {
        brand,
        memberId,
        channel,
        action: TransferAction.Out,
      });
      // Emptied meanwhile by a concurrent request: nothing left to bring back.
      if (!answer) continue;
      const { amount, status } = answer.transfer;
      if (status === 2) recalled += amount;
      results.push({ channel_id: channel.id, name: channel.name, amount, status });
    } catch (error) {
      // A provider in this database refusing rolls the move back: the money stays there.
      if (!(error instanceof ApiError && error.code === 'PROVIDER_UNAVAILABLE')) throw error;
      results.push({ channel_id: channel.id, name: channel.name, amount: balance, status: 3 });
    }
  }
  return { recalled, results };
}

/** A member's transfers, newest first, by channel and status (1 pending, 2 done, 3 failed). */
export async function transfersOf(
  db: Database,
  brandId: string,
  memberId: number,
  filter: { channel_id?: number | undefined; status?: number | undefined },
  { page, pageSize, offset }: Paging,
) {
  const conditions: SQL[] = [
    eq(gameTransfers.brandId, brandId),
    eq(gameTransfers.memberId, memberId),
  ];
  if (filter.channel_id) conditions.push(eq(gameTransfers.channelId, filter.channel_id));
  if (filter.status)
    conditions.push(
      eq(
        gameTransfers.state,
        filter.status === 1 ? 'pending' : filter.status === 2 ? 'posted' : 'voided',
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
}

/**
 * Settles one of a member's pending transfers by asking the provider. Settling is idempotent by
 * itself (a settled transfer stays as it is); the key makes the answer replayable like every
 * other money-moving call. `afterSettle` runs before the answer is stored: a transfer in held
 * before an exclusion began may land in the game wallet now, and is recalled then.
 */
export async function retryOwnTransfer(
  money: MoneyServices,
  key: ClaimedKey,
  brand: Parameters<typeof resolveTransfer>[1],
  memberId: number,
  id: number,
  afterSettle?: () => Promise<unknown>,
) {
  const { db } = money;
  const [row] = await db
    .select()
    .from(gameTransfers)
    .where(
      and(
        eq(gameTransfers.id, id),
        eq(gameTransfers.memberId, memberId),
        eq(gameTransfers.brandId, brand.id),
      ),
    );
  if (!row) throw new ApiError('NOT_FOUND');
  const settled = await resolveTransfer(money, brand, row.id);
  await afterSettle?.();
  const answer = transferWire(settled, (await channelOf(db, brand.id, settled.channelId)).name);
  await inTransaction(db, (tx) => key.complete(tx, answer));
  return answer;
}

/** A member's bet log page with its totals, filtered by `q` and channel. */
export async function betLog(
  db: Database,
  brand: { id: string; timezoneOffset: number },
  memberId: number,
  query: { q?: string | undefined; channel_id?: number | undefined },
  { page, pageSize, offset }: Paging,
) {
  const conditions: SQL[] = [
    eq(betRecords.brandId, brand.id),
    eq(betRecords.memberId, memberId),
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
}

/** The SVG artwork of `/media/<kind>/<id>.svg` in the brand, or undefined when there is none. */
export async function mediaSvg(
  db: Database,
  brandId: string,
  kind: string,
  file: string,
  locale: string,
): Promise<string | undefined> {
  const id = file.slice(0, -4);
  // `<id>-<version>.svg` (a banner's, a promotion's: `artworkVersion`) draws the current artwork
  // of `<id>`: the version only makes an edited picture a new URL for caches.
  const numbered = /^(\d{1,9})(?:-[0-9a-f]{1,16})?$/.exec(id);
  const numeric = numbered ? Number(numbered[1]) : 0;
  let svg: string | undefined;
  if (kind === 'type') svg = /^[A-Za-z]{1,32}$/.test(id) ? typeSvg(id) : undefined;
  else if (kind === 'game' && numeric) {
    const [row] = await db
      .select({ g: games, provider: gameChannels.name })
      .from(games)
      .innerJoin(gameChannels, eq(gameChannels.id, games.channelId))
      .where(and(eq(games.id, numeric), eq(games.brandId, brandId)));
    if (row) svg = gameSvg({ name: row.g.name, type: row.g.type, provider: row.provider });
  } else if (kind === 'channel' && numeric) {
    const [row] = await db
      .select()
      .from(gameChannels)
      .where(and(eq(gameChannels.id, numeric), eq(gameChannels.brandId, brandId)));
    if (row) svg = channelSvg({ name: row.name, code: row.code, colour: row.colour });
  } else if (kind === 'banner' && numeric) {
    const [row] = await db
      .select()
      .from(gameBanners)
      .where(and(eq(gameBanners.id, numeric), eq(gameBanners.brandId, brandId)));
    if (row)
      svg = bannerSvg({
        title: textIn(row.title, locale),
        subtitle: textIn(row.subtitle, locale),
        type: row.type,
      });
  } else if (kind === 'promotion' && numeric) {
    const [row] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, numeric), eq(promotions.brandId, brandId)));
    if (row)
      svg = promotionSvg({
        title: textIn(row.title, locale),
        colour: row.colour,
        symbol:
          ['VIP', '+%', '2x', '88', 'SPIN', '%', 'CODE', 'GOAL', '5%', 'DAY'][row.type - 1] ?? '+',
      });
  } else if (kind === 'vip' && numeric) {
    const [row] = await db
      .select()
      .from(vipLevels)
      .where(and(eq(vipLevels.id, numeric), eq(vipLevels.brandId, brandId)));
    if (row) svg = vipSvg({ level: row.level, colour: row.colour });
  }
  return svg;
}
