/**
 * The game catalogue (channels, games, banners, favourites), wallet ↔ game transfers, the
 * provider side (launch tokens, wallet API calls, the demo provider's acknowledgements) and
 * the bet records every round writes.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';

/** A channel: one game provider as a brand offers it, with its own game wallet per member. */
export const gameChannels = pgTable(
  'game_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Game types offered, e.g. `["SlotMachine","Casino"]`. */
    types: jsonb('types').$type<string[]>().notNull(),
    /** A `GameStatus` value. */
    status: integer('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    transferInLimit: bigint('transfer_in_limit', { mode: 'number' }).notNull().default(0),
    /** HMAC secret of the provider wallet API for this channel. */
    secret: text('secret').notNull(),
    /** Demo provider behaviour on transfers: ok | fail | timeout (tests and drills). */
    demoMode: text('demo_mode').notNull().default('ok'),
    colour: text('colour').notNull().default('#5b5bd6'),
  },
  (t) => [uniqueIndex('game_channels_brand_code_idx').on(t.brandId, t.code)],
);

/** A game. */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => gameChannels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    /** A `GameStatus` value. */
    status: integer('status').notNull().default(1),
    hot: boolean('hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** What the demo provider plays for it: slot | dice. */
    engine: text('engine').notNull().default('slot'),
  },
  (t) => [
    uniqueIndex('games_brand_code_idx').on(t.brandId, t.channelId, t.code),
    index('games_brand_type_idx').on(t.brandId, t.type, t.sort),
    index('games_name_idx').on(t.brandId, sql`lower(${t.name})`),
  ],
);

/** Banners per game type (GET /member/game/banner-games). */
export const gameBanners = pgTable('game_banners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  brandId: text('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  gameId: integer('game_id'),
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  subtitle: jsonb('subtitle').$type<Record<string, string>>().notNull(),
  sort: integer('sort').notNull().default(0),
  /** The operator's picture (`ops banner:*`: an https URL or a site path); null draws the type's artwork. */
  imageUrl: text('image_url'),
  /** Served from this instant (null: at once) until `endAt` (null: no end). */
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
  /** When an operator retired it (`ops banner:retire`): no longer served. Null while in service. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** A member's favourite games. */
export const gameFavourites = pgTable(
  'game_favourites',
  {
    memberId: integer('member_id').notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

/** Seeded wins shown beside real ones in GET /member/top_winners. */
export const featuredWins = pgTable('featured_wins', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  brandId: text('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  gameId: integer('game_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
});

/**
 * A transfer between the main wallet and a game wallet: pending (money held in transfer
 * suspense) until the provider confirms (posted) or refuses (voided, money back).
 */
export const gameTransfers = pgTable(
  'game_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    channelId: integer('channel_id').notNull(),
    orderNo: text('order_no').notNull(),
    /** A `TransferAction` value. */
    action: integer('action').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** pending | posted | voided */
    state: text('state').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('game_transfers_order_idx').on(t.brandId, t.orderNo),
    index('game_transfers_member_idx').on(t.memberId, t.createdAt),
    index('game_transfers_pending_idx').on(t.state, t.updatedAt),
  ],
);

/**
 * The demo provider's own book of transfers it accepted or refused (by our order number), so
 * asking it twice answers the same, and a refused order can never be applied later.
 */
export const demoProviderTransfers = pgTable(
  'demo_provider_transfers',
  {
    brandId: text('brand_id').notNull(),
    orderNo: text('order_no').notNull(),
    /** accepted | refused */
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.orderNo] })],
);

/**
 * Launch tokens of provider sessions (stored hashed), valid for a few hours. A real-money
 * session belongs to a member and plays from their game wallet; a play-money (`fun`) session
 * belongs to nobody and holds its own play balance. The check keeps the two apart in the
 * database itself, so no row can be both, or a real session without a member.
 */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    brandId: text('brand_id').notNull(),
    /** The member playing for real money; null on a play-money session. */
    memberId: integer('member_id'),
    /**
     * The member's sign-in session that launched it (null on a play-money session): the game page
     * shows that session's reality check and its Log out ends it.
     */
    sessionId: integer('session_id'),
    channelId: integer('channel_id').notNull(),
    gameId: integer('game_id').notNull(),
    locale: text('locale').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A play-money session (games.demoLaunch): rounds move only `playBalance`. */
    fun: boolean('fun').notNull().default(false),
    /** The play balance of a play-money session, minor units; null on a real-money one. */
    playBalance: bigint('play_balance', { mode: 'number' }),
  },
  (t) => [
    index('provider_sessions_expires_idx').on(t.expiresAt),
    check(
      'provider_sessions_mode',
      sql`(${t.fun} AND ${t.memberId} IS NULL AND ${t.playBalance} IS NOT NULL AND ${t.playBalance} >= 0) OR (NOT ${t.fun} AND ${t.memberId} IS NOT NULL AND ${t.playBalance} IS NULL)`,
    ),
  ],
);

/** Every provider wallet API call that moved money, by the provider's transaction id. */
export const providerCalls = pgTable(
  'provider_calls',
  {
    channelId: integer('channel_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    memberId: integer('member_id').notNull(),
    roundId: text('round_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.transactionId] })],
);

/** One game round as the bet log shows it. */
export const betRecords = pgTable(
  'bet_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    channelId: integer('channel_id').notNull(),
    gameId: integer('game_id').notNull(),
    roundId: text('round_id').notNull(),
    betAmount: bigint('bet_amount', { mode: 'number' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    /** A `BetStatus` value. */
    status: integer('status').notNull(),
    /** A `BetResult` value. */
    result: integer('result').notNull().default(0),
    detail: text('detail').notNull().default(''),
    betTime: timestamp('bet_time', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bet_records_round_idx').on(t.channelId, t.roundId),
    index('bet_records_member_idx').on(t.memberId, t.betTime),
  ],
);
