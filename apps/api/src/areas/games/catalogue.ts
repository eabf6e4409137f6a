/**
 * Game catalogue reads: types in sort order, channels, games with search and paging, hot and
 * banner games, favourites, names and top winners. Closed games (status 0) are never listed;
 * games under maintenance list with their status so the site can grey them out.
 */
import { createHash } from 'node:crypto';
import type { GameItem } from '@lobby/contract/games';
import { BetResult, GameStatus, gameTypeSort } from '@lobby/domain';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inServiceAt } from '../../db/in-service.ts';
import {
  betRecords,
  featuredWins,
  gameBanners,
  gameChannels,
  gameFavourites,
  games,
} from '../../db/schema/games.ts';
import { members } from '../../db/schema/members.ts';
import type { Brand } from '../../base/brands.ts';
import { textIn } from '../../core/money/wallet-records.ts';

/** Names of the game types per locale. */
export const GAME_TYPE_NAMES: Readonly<Record<string, Record<string, string>>> = {
  Sport: { en: 'Sports', ja: 'スポーツ', 'zh-CN': '体育' },
  SlotMachine: { en: 'Slots', ja: 'スロット', 'zh-CN': '老虎机' },
  Casino: { en: 'Live Casino', ja: 'ライブカジノ', 'zh-CN': '真人娱乐' },
  FishHunting: { en: 'Fishing', ja: 'フィッシング', 'zh-CN': '捕鱼' },
  Esport: { en: 'Esports', ja: 'eスポーツ', 'zh-CN': '电竞' },
  Horse: { en: 'Horse Racing', ja: '競馬', 'zh-CN': '赛马' },
  Lottery: { en: 'Lottery', ja: '宝くじ', 'zh-CN': '彩票' },
  Chess: { en: 'Cards & Chess', ja: 'カード・ボード', 'zh-CN': '棋牌' },
  Pachinko: { en: 'Pachinko', ja: 'パチンコ', 'zh-CN': '柏青哥' },
};

/** The name of a game type in a locale (unknown types by their own name). */
export function typeName(type: string, locale: string): string {
  return GAME_TYPE_NAMES[type] ? textIn(GAME_TYPE_NAMES[type], locale) : type;
}

/**
 * A short digest of what an artwork draws. Artwork is cached for an hour by its URL, so the
 * pictures of content an operator edits (a banner's or a promotion's texts) carry it in their
 * file name (`<id>-<version>.svg`): an edit makes a new URL, never an hour of the old picture.
 */
export function artworkVersion(drawn: unknown): string {
  return createHash('sha256').update(JSON.stringify(drawn)).digest('hex').slice(0, 12);
}

/** Artwork paths on the storage origin. */
export const media = {
  game: (id: number) => `/media/game/${id}.svg`,
  channel: (id: number) => `/media/channel/${id}.svg`,
  type: (type: string) => `/media/type/${type}.svg`,
  /** `version`: {@link artworkVersion} of the banner's texts and type. */
  banner: (id: number, version?: string) =>
    `/media/banner/${id}${version ? `-${version}` : ''}.svg`,
  /** `version`: {@link artworkVersion} of the promotion's texts, colour and type. */
  promotion: (id: number, version?: string) =>
    `/media/promotion/${id}${version ? `-${version}` : ''}.svg`,
  vip: (id: number) => `/media/vip/${id}.svg`,
};

type GameRow = typeof games.$inferSelect;
type ChannelRow = typeof gameChannels.$inferSelect;

/** The wire shape of a game. */
export function gameWire(game: GameRow, channelName: string, favourite: boolean): GameItem {
  return {
    id: game.id,
    type: game.type,
    name: game.name,
    channel_id: game.channelId,
    status: game.status as GameItem['status'],
    image: media.game(game.id),
    code: game.code,
    channel_name: channelName,
    hot: game.hot,
    is_new: game.isNew,
    favourite,
    sort: game.sort,
  };
}

async function favouriteSet(
  db: Database,
  memberId: number | undefined,
  ids: number[],
): Promise<Set<number>> {
  if (!memberId || ids.length === 0) return new Set();
  const rows = await db
    .select({ gameId: gameFavourites.gameId })
    .from(gameFavourites)
    .where(and(eq(gameFavourites.memberId, memberId), inArray(gameFavourites.gameId, ids)));
  return new Set(rows.map((r) => r.gameId));
}

async function channelNames(db: Database, brandId: string): Promise<Map<number, ChannelRow>> {
  const rows = await db.select().from(gameChannels).where(eq(gameChannels.brandId, brandId));
  return new Map(rows.map((c) => [c.id, c]));
}

/** Maps game rows to the wire, with channel names and the member's favourites. */
export async function gamesWire(
  db: Database,
  brandId: string,
  rows: GameRow[],
  memberId?: number,
): Promise<GameItem[]> {
  const channels = await channelNames(db, brandId);
  const favourites = await favouriteSet(
    db,
    memberId,
    rows.map((r) => r.id),
  );
  return rows.map((g) => gameWire(g, channels.get(g.channelId)?.name ?? '', favourites.has(g.id)));
}

/** Game types that have listed games, in the brand's sort order. */
export async function listTypes(db: Database, brand: Brand, locale: string) {
  const rows = await db
    .select({ type: games.type, n: count() })
    .from(games)
    .where(and(eq(games.brandId, brand.id), ne(games.status, GameStatus.Closed)))
    .groupBy(games.type);
  const overrides = brand.permission.game?.game_type_sort as Record<string, number> | undefined;
  return rows
    .map((r) => ({
      type: r.type,
      name: typeName(r.type, locale),
      sort: gameTypeSort(r.type, overrides),
      count: Number(r.n),
      image: media.type(r.type),
    }))
    .sort((a, b) => a.sort - b.sort || a.type.localeCompare(b.type));
}

/** Channels, optionally of one type, with their listed game counts. */
export async function listChannels(db: Database, brandId: string, type?: string) {
  const channels = await db
    .select()
    .from(gameChannels)
    .where(eq(gameChannels.brandId, brandId))
    .orderBy(asc(gameChannels.sort), asc(gameChannels.id));
  const counts = await db
    .select({ channelId: games.channelId, n: count() })
    .from(games)
    .where(
      and(
        eq(games.brandId, brandId),
        ne(games.status, GameStatus.Closed),
        ...(type ? [eq(games.type, type)] : []),
      ),
    )
    .groupBy(games.channelId);
  const byChannel = new Map(counts.map((c) => [c.channelId, Number(c.n)]));
  return channels
    .filter((c) => !type || c.types.includes(type))
    .map((c) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      types: c.types,
      status: c.status as 0 | 1 | 2 | 3,
      logo: media.channel(c.id),
      sort: c.sort,
      transfer_in_limit: c.transferInLimit,
      game_count: byChannel.get(c.id) ?? 0,
    }));
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Games with search, type, channel and paging (closed games left out). */
export async function searchGames(
  db: Database,
  brandId: string,
  query: {
    type?: string | undefined;
    channel_id?: number | undefined;
    search?: string | undefined;
    hot?: 0 | 1 | undefined;
    page: number;
    pageSize: number;
  },
  memberId?: number,
) {
  const conditions: SQL[] = [eq(games.brandId, brandId), ne(games.status, GameStatus.Closed)];
  if (query.type) conditions.push(eq(games.type, query.type));
  if (query.channel_id) conditions.push(eq(games.channelId, query.channel_id));
  if (query.hot === 1) conditions.push(eq(games.hot, true));
  const search = query.search?.trim();
  if (search)
    conditions.push(
      sql`lower(${games.name}) LIKE ${`%${likeEscape(search.toLowerCase())}%`} ESCAPE '\\'`,
    );
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(games).where(where);
  const rows = await db
    .select()
    .from(games)
    .where(where)
    .orderBy(desc(games.hot), asc(games.sort), asc(games.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    list: await gamesWire(db, brandId, rows, memberId),
    total: Number(total?.n ?? 0),
    page: query.page,
    page_size: query.pageSize,
  };
}

/** Hot games, open ones first. */
export async function hotGames(db: Database, brandId: string, memberId?: number) {
  const rows = await db
    .select()
    .from(games)
    .where(
      and(eq(games.brandId, brandId), eq(games.hot, true), ne(games.status, GameStatus.Closed)),
    )
    .orderBy(asc(games.status), asc(games.sort), asc(games.id))
    .limit(24);
  return gamesWire(db, brandId, rows, memberId);
}

/**
 * The banners in service at `now` (inside their window, not retired: `ops banner:*`) grouped by
 * type, in type order; an operator's picture when it has one, else the type's artwork.
 */
export async function bannerGames(
  db: Database,
  brand: Brand,
  locale: string,
  now: number,
  memberId?: number,
) {
  const banners = await db
    .select()
    .from(gameBanners)
    .where(and(eq(gameBanners.brandId, brand.id), inServiceAt(gameBanners, now)))
    .orderBy(asc(gameBanners.sort), asc(gameBanners.id));
  const ids = banners.map((b) => b.gameId).filter((id): id is number => id !== null);
  const rows = ids.length ? await db.select().from(games).where(inArray(games.id, ids)) : [];
  const wired = new Map((await gamesWire(db, brand.id, rows, memberId)).map((g) => [g.id, g]));
  const overrides = brand.permission.game?.game_type_sort as Record<string, number> | undefined;
  const types = [...new Set(banners.map((b) => b.type))].sort(
    (a, b) => gameTypeSort(a, overrides) - gameTypeSort(b, overrides),
  );
  return types.map((type) => ({
    type,
    name: typeName(type, locale),
    banners: banners
      .filter((b) => b.type === type)
      .map((b) => ({
        id: b.id,
        title: textIn(b.title, locale),
        subtitle: textIn(b.subtitle, locale),
        image: b.imageUrl ?? media.banner(b.id, artworkVersion([b.title, b.subtitle, b.type])),
        game: (b.gameId !== null ? wired.get(b.gameId) : undefined) ?? null,
      })),
  }));
}

/** A light name index. */
export async function gameNames(
  db: Database,
  brandId: string,
  query: { search?: string | undefined; channel_id?: number | undefined },
) {
  const conditions: SQL[] = [eq(games.brandId, brandId), ne(games.status, GameStatus.Closed)];
  if (query.channel_id) conditions.push(eq(games.channelId, query.channel_id));
  const search = query.search?.trim();
  if (search)
    conditions.push(
      sql`lower(${games.name}) LIKE ${`%${likeEscape(search.toLowerCase())}%`} ESCAPE '\\'`,
    );
  const rows = await db
    .select({ id: games.id, name: games.name, type: games.type, channel_id: games.channelId })
    .from(games)
    .where(and(...conditions))
    .orderBy(asc(games.name))
    .limit(200);
  return rows;
}

/** Masks a username: first two and last two characters kept. */
export function maskUsername(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

/** The biggest wins: real settled wins of the last 7 days and the seeded featured ones. */
export async function topWinners(db: Database, brandId: string, nowMs: number) {
  const since = new Date(nowMs - 7 * 86_400_000);
  const real = await db
    .select({
      username: members.username,
      gameId: betRecords.gameId,
      amount: betRecords.payout,
      at: betRecords.settledAt,
    })
    .from(betRecords)
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .where(
      and(
        eq(betRecords.brandId, brandId),
        eq(betRecords.result, BetResult.Win),
        sql`${betRecords.settledAt} >= ${since}`,
      ),
    )
    .orderBy(desc(betRecords.payout))
    .limit(20);
  const featured = await db
    .select()
    .from(featuredWins)
    .where(eq(featuredWins.brandId, brandId))
    .orderBy(desc(featuredWins.amount))
    .limit(20);
  const all = [
    ...real.map((r) => ({
      username: r.username,
      gameId: r.gameId,
      amount: r.amount,
      at: r.at ?? new Date(nowMs),
    })),
    ...featured.map((f) => ({
      username: f.username,
      gameId: f.gameId,
      amount: f.amount,
      at: f.wonAt,
    })),
  ]
    .sort((a, b) => b.amount - a.amount)
    .slice(0, 20);
  const gameRows = all.length
    ? await db
        .select()
        .from(games)
        .where(inArray(games.id, [...new Set(all.map((w) => w.gameId))]))
    : [];
  const byId = new Map(gameRows.map((g) => [g.id, g]));
  return all
    .filter((w) => byId.has(w.gameId))
    .map((w) => {
      const game = byId.get(w.gameId) as GameRow;
      return {
        username: maskUsername(w.username),
        game_id: game.id,
        game_name: game.name,
        type: game.type,
        image: media.game(game.id),
        amount: w.amount,
        time: Math.floor(w.at.getTime() / 1000),
      };
    });
}
