/**
 * `@lobby/contract/games`: the game catalogue (types in spec §3 order, channels, games, hot and
 * banner games, favourites, top winners), game launch (real money, or play money for anyone
 * through the demo provider) and the bet log, plus the generated artwork on the storage origin.
 * Transfers between the main wallet and the game wallets, and the provider's signed wallet API,
 * are in `@lobby/contract/wallet`.
 *
 * Artwork: every `image`/`logo` field is a path on the storage origin (e.g.
 * `/media/game/12.svg`): a deterministic SVG drawn by the server from the item's type and
 * name, so no tile is ever blank. Prefix it with the storage origin to load it.
 */
import {
  BetResult,
  BetStatus,
  GameEntry,
  GameStatus,
  Id,
  MinorUnits,
  NonNegativeMinorUnits,
  Platform,
  UnixSeconds,
  enumSchema,
} from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { Ack, AmountField, IdParams, Paginated, withMessage } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';
import { MEDIA_FILE_PATTERN } from '../core/protocol.ts';
import { RealityCheckStatus } from './responsible-gambling.ts';
import { QField, providerWalletEndpoints } from './wallet.ts';

const PageFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** A game type with its sort number (spec §3) and how many games it has. */
export const GameTypeItem = Type.Object(
  {
    type: Type.String(),
    name: Type.String({ description: 'In the request locale.' }),
    sort: Type.Integer(),
    count: Type.Integer({ minimum: 0 }),
    image: Type.String(),
  },
  { additionalProperties: false },
);

/** A channel (game provider) as lists show it. */
export const GameChannel = Type.Object(
  {
    id: Id,
    code: Type.String(),
    name: Type.String(),
    types: Type.Array(Type.String()),
    status: enumSchema(GameStatus),
    logo: Type.String(),
    sort: Type.Integer(),
    transfer_in_limit: NonNegativeMinorUnits,
    game_count: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
/** A channel (game provider). */
export type GameChannel = Static<typeof GameChannel>;

/** A game as the catalogue lists it: the domain GameEntry plus what a tile shows. */
export const GameItem = Type.Object(
  {
    ...GameEntry.properties,
    channel_id: Id,
    image: Type.String(),
    code: Type.String(),
    channel_name: Type.String(),
    hot: Type.Boolean(),
    is_new: Type.Boolean(),
    favourite: Type.Boolean({
      description:
        'Whether the game is among the favourites of the member whose bearer token came with the call; false for guests (no token, or one that is not a live session).',
    }),
    sort: Type.Integer(),
  },
  { additionalProperties: false },
);
/** A game as the catalogue lists it. */
export type GameItem = Static<typeof GameItem>;

/** GET /member/game/game-types: the types that have games, in sort order. */
export const listGameTypes = defineEndpoint({
  id: 'games.types',
  method: 'GET',
  path: '/member/game/game-types',
  auth: false,
  summary: 'Game types in sort order',
  description: "Ordered by the brand's game_type_sort overrides, else spec §3 (unknown types 100).",
  response: Type.Array(GameTypeItem),
  idempotent: true,
});

/** GET /member/game/channels: the channels offering a type. */
export const listChannelsByType = defineEndpoint({
  id: 'games.channels',
  method: 'GET',
  path: '/member/game/channels',
  auth: false,
  summary: 'Channels (providers) of a game type',
  query: Type.Object(
    { type: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) },
    { additionalProperties: false },
  ),
  response: Type.Array(GameChannel),
  idempotent: true,
});

/** GET /member/game/channel-list: every channel (the transfer screen lists these). */
export const listChannels = defineEndpoint({
  id: 'games.channelList',
  method: 'GET',
  path: '/member/game/channel-list',
  auth: false,
  summary: 'Every channel',
  response: Type.Array(GameChannel),
  idempotent: true,
});

/** GET /member/game/game-list: games, searchable and paged. */
export const listGames = defineEndpoint({
  id: 'games.list',
  method: 'GET',
  path: '/member/game/game-list',
  auth: false,
  summary: 'Games (search, type, channel, paging)',
  description:
    "search matches the name, case-insensitively. platform 1 (PC) or 2 (mobile); every demo game plays on both. Closed games are not listed. Public: with a member's bearer token, favourite shows that member's favourites (and the answer carries the session headers); without one, or with one that is not a live session, the call answers as for a guest, never 401.",
  query: Type.Object(
    {
      type: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
      channel_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
      search: Type.Optional(Type.String({ maxLength: 64 })),
      hot: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
      platform: Type.Optional(enumSchema(Platform)),
      ...PageFields,
    },
    { additionalProperties: false },
  ),
  response: Paginated(GameItem),
  idempotent: true,
});

/** GET /member/game/hot_game: the hot games. */
export const listHotGames = defineEndpoint({
  id: 'games.hot',
  method: 'GET',
  path: '/member/game/hot_game',
  auth: false,
  summary: 'Hot games',
  description:
    "Public; with a member's bearer token, favourite shows that member's favourites (as games.list).",
  response: Type.Array(GameItem),
  idempotent: true,
});

/** One banner of a game type. */
export const GameBanner = Type.Object(
  {
    id: Id,
    title: Type.String(),
    subtitle: Type.String(),
    image: Type.String(),
    game: Type.Union([GameItem, Type.Null()]),
  },
  { additionalProperties: false },
);

/** GET /member/game/banner-games: banners grouped by game type (spec §7). */
export const listBannerGames = defineEndpoint({
  id: 'games.bannerGames',
  method: 'GET',
  path: '/member/game/banner-games',
  auth: false,
  summary: 'Banner games grouped by type',
  description:
    "Public; with a member's bearer token, each banner game's favourite shows that member's favourites (as games.list).",
  response: Type.Array(
    Type.Object(
      { type: Type.String(), name: Type.String(), banners: Type.Array(GameBanner) },
      { additionalProperties: false },
    ),
  ),
  idempotent: true,
});

/** GET /member/game/game_name: a light name index (autocomplete, bet-record filters). */
export const listGameNames = defineEndpoint({
  id: 'games.names',
  method: 'GET',
  path: '/member/game/game_name',
  auth: false,
  summary: 'Game names',
  query: Type.Object(
    {
      search: Type.Optional(Type.String({ maxLength: 64 })),
      channel_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Array(
    Type.Object(
      { id: Id, name: Type.String(), type: Type.String(), channel_id: Id },
      { additionalProperties: false },
    ),
  ),
  idempotent: true,
});

/** GET /member/top_winners: the biggest recent wins (usernames masked). */
export const listTopWinners = defineEndpoint({
  id: 'games.topWinners',
  method: 'GET',
  path: '/member/top_winners',
  auth: false,
  summary: 'Top winners',
  response: Type.Array(
    Type.Object(
      {
        username: Type.String({ description: 'Masked, e.g. `ja***88`.' }),
        game_id: Id,
        game_name: Type.String(),
        type: Type.String(),
        image: Type.String(),
        amount: NonNegativeMinorUnits,
        time: UnixSeconds,
      },
      { additionalProperties: false },
    ),
  ),
  idempotent: true,
});

/** POST /member/game/spec/collect/:id: add a game to favourites (again is fine). */
export const collectGame = defineEndpoint({
  id: 'games.collect',
  method: 'POST',
  path: '/member/game/spec/collect/:id',
  auth: true,
  summary: 'Add a favourite game',
  params: IdParams,
  response: Ack,
});

/** POST /member/game/spec/desert/:id: remove a game from favourites (absent is fine). */
export const desertGame = defineEndpoint({
  id: 'games.desert',
  method: 'POST',
  path: '/member/game/spec/desert/:id',
  auth: true,
  summary: 'Remove a favourite game',
  params: IdParams,
  response: Ack,
});

/** GET /member/game/spec/list: the member's favourites. */
export const listFavourites = defineEndpoint({
  id: 'games.favourites',
  method: 'GET',
  path: '/member/game/spec/list',
  auth: true,
  summary: 'Favourite games',
  response: Type.Array(GameItem),
  idempotent: true,
});

/** What a launch (real or play money) takes: the game and how its page should look. */
export const LaunchBody = Type.Object(
  {
    game_id: withMessage(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), 'PLEASE_SELECT'),
    is_mobile: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    theme: Type.Optional(Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9_-]*$' })),
    base_url: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { additionalProperties: false },
);

/**
 * What auto-transfer did at a launch (present when the member's `auto_transfer` is on): the
 * other providers' wallets recalled to the main wallet, then the whole main wallet moved into
 * the launched provider's. `status`: `moved`; `empty` (nothing in the main wallet); `pending`
 * (the provider has not confirmed yet: the transfer list shows it, retry settles it); `failed`
 * (the money stayed in the main wallet; `code` is the error code, `key` the message key of a
 * field's rule such as TRANSFER_LIMIT_NOT_MET). The game opens in every case.
 */
export const AutoTransferResult = Type.Object(
  {
    status: Type.Union([
      Type.Literal('moved'),
      Type.Literal('empty'),
      Type.Literal('pending'),
      Type.Literal('failed'),
    ]),
    recalled: NonNegativeMinorUnits,
    moved_in: NonNegativeMinorUnits,
    money: MinorUnits,
    channel_balance: MinorUnits,
    code: Type.Optional(Type.String()),
    key: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
/** What auto-transfer did at a launch. */
export type AutoTransferResult = Static<typeof AutoTransferResult>;

/** POST /member/game/launch: the third-party redirect URL of a game (spec §7). */
export const launchGame = defineEndpoint({
  id: 'games.launch',
  method: 'POST',
  path: '/member/game/launch',
  auth: true,
  summary: 'Launch a game',
  description:
    "Answers the provider page to open, carrying locale, token (a short-lived launch token, never the session), timestamp, is_mobile, base (where to come back) and theme. 409 GAME_UNAVAILABLE when the game or its channel is closed or under maintenance. With the member's auto_transfer on, the other providers' wallets come back to the main wallet and the whole main wallet moves into this game's provider before the answer, which reports it in auto_transfer; a move the provider or a limit refuses leaves the money in the main wallet and the game still opens. Each move is of a wallet's whole balance, read with the wallets locked, so a repeated or concurrent launch moves only what is left (no key needed); /member/game/recall_all brings it back.",
  body: LaunchBody,
  response: Type.Object(
    {
      url: Type.String(),
      game_id: Id,
      channel_id: Id,
      expires_at: UnixSeconds,
      auto_transfer: Type.Optional(AutoTransferResult),
    },
    { additionalProperties: false },
  ),
});

/**
 * POST /member/game/demo-launch: the same provider page in play-money mode, for guests and
 * members alike. Public on purpose (trying a game needs no account), so it is rate-limited per
 * client like the other public lookups.
 */
export const demoLaunchGame = defineEndpoint({
  id: 'games.demoLaunch',
  method: 'POST',
  path: '/member/game/demo-launch',
  auth: false,
  summary: 'Try a game with play money',
  description:
    "Answers the demo provider page of the game in play-money mode: a session of its own holding a play balance (1,000 in the brand currency, answered in minor units as play_balance). Its rounds change only that play balance: no wallet call, no ledger transaction, no bet record, never a member's balances, whoever asks. A member's bearer token is neither needed nor used. 404 NOT_FOUND for an unknown game; 409 GAME_UNAVAILABLE when the game or its channel is closed or under maintenance; 429 RATE_LIMITED when one client asks too often.",
  body: LaunchBody,
  response: Type.Object(
    {
      url: Type.String(),
      game_id: Id,
      channel_id: Id,
      expires_at: UnixSeconds,
      play_balance: NonNegativeMinorUnits,
    },
    { additionalProperties: false },
  ),
  rateLimit: 'lookup',
});

/** One bet record (one game round). */
export const BetRecord = Type.Object(
  {
    id: Id,
    order_no: Type.String(),
    channel_id: Id,
    channel_name: Type.String(),
    game_id: Id,
    game_name: Type.String(),
    type: Type.String(),
    bet_amount: NonNegativeMinorUnits,
    valid_bet: NonNegativeMinorUnits,
    payout: NonNegativeMinorUnits,
    win_loss: MinorUnits,
    status: enumSchema(BetStatus),
    result: enumSchema(BetResult),
    bet_time: UnixSeconds,
    settle_time: Type.Union([UnixSeconds, Type.Null()]),
    detail: Type.String(),
  },
  { additionalProperties: false },
);
/** One bet record. */
export type BetRecord = Static<typeof BetRecord>;

/** GET /member/game/log: bet records with totals. */
export const listBetLog = defineEndpoint({
  id: 'games.log',
  method: 'GET',
  path: '/member/game/log',
  auth: true,
  summary: 'Bet records',
  description:
    'q fields: bet_time (gt, gte, lt, lte; ten-digit seconds or `yyyy-MM-dd[ HH:mm:ss]` read in the platform timezone), status and result (in, ne), type (in), game_id (in). Totals cover every matching record, not only the page.',
  query: Type.Object(
    {
      q: Type.Optional(QField),
      channel_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
      ...PageFields,
    },
    { additionalProperties: false },
  ),
  response: Type.Object(
    {
      ...Paginated(BetRecord).properties,
      summary: Type.Object(
        {
          bet_amount: NonNegativeMinorUnits,
          valid_bet: NonNegativeMinorUnits,
          payout: NonNegativeMinorUnits,
          win_loss: MinorUnits,
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/** GET /media/:kind/:file on the storage origin: generated artwork (SVG). */
export const getMedia = defineEndpoint({
  id: 'games.media',
  method: 'GET',
  path: '/media/:kind/:file',
  origin: 'storage',
  auth: false,
  summary: 'Generated artwork',
  description:
    'kind is game, channel, type, banner, promotion or vip; file is `<id>.svg` (type: `<type>.svg`). Deterministic, cacheable.',
  params: Type.Object(
    {
      kind: Type.Union([
        Type.Literal('game'),
        Type.Literal('channel'),
        Type.Literal('type'),
        Type.Literal('banner'),
        Type.Literal('promotion'),
        Type.Literal('vip'),
      ]),
      file: Type.String({ pattern: MEDIA_FILE_PATTERN }),
    },
    { additionalProperties: false },
  ),
  response: Type.String({ description: 'image/svg+xml' }),
  idempotent: true,
  duringMaintenance: true,
});

/** Every member-facing endpoint of the area. */
export const gamesEndpoints = [
  listGameTypes,
  listChannelsByType,
  listChannels,
  listGames,
  listHotGames,
  listBannerGames,
  listGameNames,
  listTopWinners,
  collectGame,
  desertGame,
  listFavourites,
  launchGame,
  demoLaunchGame,
  listBetLog,
  getMedia,
] as const;

/** GET /demo/provider/play: the demo provider's game page (HTML), opened by the launch URL. */
export const demoProviderPlay = defineEndpoint({
  id: 'provider.play',
  method: 'GET',
  path: '/demo/provider/play',
  auth: false,
  summary: 'Demo provider: game page (HTML)',
  description:
    'A play-money session (games.demoLaunch) shows a "Play money — demo" badge and its play balance instead of the game wallet.',
  query: Type.Object(
    {
      token: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
      timestamp: Type.Optional(Type.Integer({ minimum: 0, maximum: 9_999_999_999 })),
      is_mobile: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
      base: Type.Optional(Type.String({ maxLength: 256 })),
      theme: Type.Optional(Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9_-]*$' })),
    },
    { additionalProperties: false },
  ),
  response: Type.String({ description: 'text/html' }),
  tags: ['provider'],
});

/** POST /demo/provider/round: the demo provider plays one round (its page calls this). */
export const demoProviderRound = defineEndpoint({
  id: 'provider.round',
  method: 'POST',
  path: '/demo/provider/round',
  auth: false,
  summary: 'Demo provider: play one round',
  description:
    'slot: bet only. dice: target 2–98 and over (true) or under. The provider debits and settles through the signed wallet API; on a play-money session (games.demoLaunch) it moves only the play balance of the session, and balance is that play balance. 400 INSUFFICIENT_BALANCE when the bet is more than the wallet (or play balance) holds.',
  body: Type.Object(
    {
      token: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
      bet: AmountField,
      target: Type.Optional(Type.Integer({ minimum: 2, maximum: 98 })),
      over: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: Type.Object(
    {
      round_id: Type.String(),
      game: Type.String(),
      bet: NonNegativeMinorUnits,
      payout: NonNegativeMinorUnits,
      balance: MinorUnits,
      reels: Type.Optional(Type.Array(Type.Array(Type.String()))),
      roll: Type.Optional(Type.Integer()),
      lines: Type.Optional(Type.Array(Type.Integer())),
    },
    { additionalProperties: false },
  ),
  tags: ['provider'],
});

/**
 * POST /demo/provider/reality_check: the demo provider's game page asks for, continues after or
 * logs out at the member's reality check (issue 17), authenticated by its launch token, so the
 * check reaches the member over a game in its own window too.
 */
export const demoProviderRealityCheck = defineEndpoint({
  id: 'provider.realityCheck',
  method: 'POST',
  path: '/demo/provider/reality_check',
  auth: false,
  summary: 'Demo provider: the reality check of the session behind a launch token',
  description:
    'action status answers the status of the member session that launched the game (reality_check null on a play-money session); continue acknowledges a due check as POST /member/responsible_gambling/reality_check/acknowledge does; logout ends that member session (every token of the sign-in) and the launch token, answering ended true. 401 UNAUTHENTICATED for an unknown or expired launch token or an ended session.',
  body: Type.Object(
    {
      token: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
      action: Type.Enum(['status', 'continue', 'logout']),
    },
    { additionalProperties: false },
  ),
  response: Type.Object(
    {
      reality_check: Type.Union([RealityCheckStatus, Type.Null()]),
      ended: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
  tags: ['provider'],
});

/**
 * The provider-facing endpoints: the signed wallet API (`@lobby/contract/wallet`) and the demo
 * provider's pages that call it.
 */
export const providerEndpoints = [
  ...providerWalletEndpoints,
  demoProviderPlay,
  demoProviderRound,
  demoProviderRealityCheck,
] as const;
