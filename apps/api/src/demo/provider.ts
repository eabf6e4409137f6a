/**
 * The demo game provider hosted by this API.
 *
 * - Transfers: the provider keeps its own book of our order numbers (accepted or refused), so
 *   applying twice or asking for the status is consistent; a channel's `demo_mode` makes it
 *   refuse (`fail`), apply without answering (`timeout`) or drop the call (`drop`) for drills.
 * - Launch: a short-lived launch token (stored hashed) opens its game page.
 * - Rounds: the provider plays a slot (3×3 reels, five lines) or a dice roll with crypto
 *   randomness, then debits the bet and credits the payout through the signed wallet API over
 *   HTTP (in-process), exactly as an external provider would.
 * - Play money: a fun session (anyone may open one) holds its own play balance, and its rounds
 *   move only that balance, in one conditional update: they never reach the wallet API, so no
 *   ledger transaction, bet record or member balance can come of them.
 *
 * Our side of the wallet API it calls is in the games area (`areas/games/provider-wallet.ts`).
 */
import { randomInt } from 'node:crypto';
import { PROVIDER_HEADERS } from '@lobby/contract/wallet';
import { formatMoney } from '@lobby/domain';
import type { TransferAction } from '@lobby/domain';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { currencyDecimals } from '../core/money/currency.ts';
import { memberBalance } from '../core/money/ledger.ts';
import type { Tx } from '../core/money/ledger.ts';
import { sign } from '../core/security/signatures.ts';
import { newToken, sha256 } from '../core/security/tokens.ts';
import type { ChannelRow, ProviderOutcome, TransferProvider } from '../core/money/transfers.ts';
import { ProviderNoAnswer } from '../core/money/transfers.ts';
import type { Database } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import {
  demoProviderTransfers,
  gameChannels,
  games,
  providerSessions,
} from '../db/schema/games.ts';
import type { Brand } from '../base/brands.ts';
import type { AppContext } from '../core/context.ts';
import { ApiError } from '../base/errors.ts';
import { safeHttpUrl } from '../base/origin.ts';
import { acknowledgeRealityCheck, realityCheckStatus } from '../core/compliance/reality-check.ts';
import type { RealityCheckStatus } from '@lobby/contract/responsible-gambling';
import { providerPage } from './pages.ts';

/**
 * How the demo services reach this server's own HTTP API, as an outside party would: one POST
 * (in-process), answering its status and JSON. The binding layer makes it from its server.
 */
export type HttpPost = (request: {
  url: string;
  headers: Record<string, string>;
  payload: string;
}) => Promise<{ statusCode: number; json(): unknown }>;

/**
 * Records an order's outcome in the demo provider's book unless it is there, answering it when
 * recorded: on every member transfer, so built once (db/prepared.ts).
 */
const insertOrder = preparedStatement<
  { brandId: string; orderNo: string; outcome: ProviderOutcome },
  ReturnType<typeof insertOrderQuery>
>('demo_provider_order', (db) => insertOrderQuery(db));
function insertOrderQuery(db: Database) {
  return db
    .insert(demoProviderTransfers)
    .values({
      brandId: sql.placeholder('brandId'),
      orderNo: sql.placeholder('orderNo'),
      outcome: sql.placeholder('outcome'),
    })
    .onConflictDoNothing()
    .returning({ outcome: demoProviderTransfers.outcome });
}

/**
 * The demo provider's side of transfers. Its book is a table of this database, so in its
 * normal mode it applies a transfer within our own transaction (`sameDatabase`): hold, apply
 * and settle commit together. Its drills (`fail`, `timeout`, `drop`) stand for an outside
 * provider, so they take the two phases, through its own commits.
 */
export function createDemoTransferProvider(db: Database): TransferProvider {
  // The book: an order's outcome, recorded once; asking again answers the first one.
  async function record(
    on: Tx,
    channel: ChannelRow,
    order: string,
    outcome: ProviderOutcome,
  ): Promise<ProviderOutcome> {
    const inserted = await insertOrder(on, { brandId: channel.brandId, orderNo: order, outcome });
    if (inserted[0]) return inserted[0].outcome as ProviderOutcome;
    const [row] = await on
      .select({ outcome: demoProviderTransfers.outcome })
      .from(demoProviderTransfers)
      .where(
        and(
          eq(demoProviderTransfers.brandId, channel.brandId),
          eq(demoProviderTransfers.orderNo, order),
        ),
      );
    return (row?.outcome as ProviderOutcome | undefined) ?? outcome;
  }
  return {
    async apply(channel, order, _action: TransferAction, _amount) {
      switch (channel.demoMode) {
        case 'fail':
          return record(db, channel, order, 'refused');
        case 'timeout':
          await record(db, channel, order, 'accepted');
          throw new ProviderNoAnswer('provider timed out');
        case 'drop':
          throw new ProviderNoAnswer('provider unreachable');
        default:
          return record(db, channel, order, 'accepted');
      }
    },
    async status(channel, order) {
      return record(db, channel, order, 'refused');
    },
    sameDatabase: {
      covers: (channel) => !isDrill(channel),
      apply: (tx, channel, order) => record(tx, channel, order, 'accepted'),
    },
  };
}

/** Whether a channel's demo mode is a drill of an outside provider failing. */
function isDrill(channel: ChannelRow): boolean {
  return (
    channel.demoMode === 'fail' || channel.demoMode === 'timeout' || channel.demoMode === 'drop'
  );
}

/** A provider session opened by a launch. */
export type ProviderSession = typeof providerSessions.$inferSelect;

/** Opens a launch token for a member and a game. */
export async function openLaunchToken(
  db: Database,
  input: {
    brandId: string;
    memberId: number;
    /** The member's sign-in session that launches (its reality check shows over the game). */
    sessionId?: number | undefined;
    channelId: number;
    gameId: number;
    locale: string;
    now: number;
    /** How long the token lives (`launchTtlMs` of the configuration). */
    ttlMs: number;
  },
): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const expiresAt = input.now + input.ttlMs;
  await db.insert(providerSessions).values({
    tokenHash: sha256(token),
    brandId: input.brandId,
    memberId: input.memberId,
    sessionId: input.sessionId ?? null,
    channelId: input.channelId,
    gameId: input.gameId,
    locale: input.locale,
    expiresAt: new Date(expiresAt),
  });
  return { token, expiresAt };
}

/** What a play-money session starts with, in the brand currency's major units. */
export const PLAY_MONEY_START = 1_000;

/** {@link PLAY_MONEY_START} in minor units of a currency with `decimals`. */
export function playMoneyStart(decimals: number): number {
  return PLAY_MONEY_START * 10 ** decimals;
}

/**
 * Opens a play-money session of a game: no member, its own play balance. Anyone may open one,
 * so it carries nothing a real session could be confused with (see the table's check).
 */
export async function openFunSession(
  db: Database,
  input: {
    brandId: string;
    channelId: number;
    gameId: number;
    locale: string;
    now: number;
    /** The play balance to start with, minor units. */
    playBalance: number;
    /** How long the token lives (`launchTtlMs` of the configuration). */
    ttlMs: number;
  },
): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const expiresAt = input.now + input.ttlMs;
  await db.insert(providerSessions).values({
    tokenHash: sha256(token),
    brandId: input.brandId,
    memberId: null,
    channelId: input.channelId,
    gameId: input.gameId,
    locale: input.locale,
    expiresAt: new Date(expiresAt),
    fun: true,
    playBalance: input.playBalance,
  });
  return { token, expiresAt };
}

/** The session of a launch token, or 401 UNAUTHENTICATED. */
export async function sessionOf(
  db: Database,
  token: string,
  now: number,
): Promise<ProviderSession> {
  const [row] = await db
    .select()
    .from(providerSessions)
    .where(
      and(
        eq(providerSessions.tokenHash, sha256(token)),
        gt(providerSessions.expiresAt, new Date(now)),
      ),
    );
  if (!row) throw new ApiError('UNAUTHENTICATED');
  return row;
}

/** Slot symbols, weakest first, with their three-of-a-kind multipliers (× bet / 5 per line). */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'diamond', 'seven'] as const;
const SLOT_WEIGHTS = [30, 25, 18, 12, 9, 6];
const SLOT_PAYS = [6, 10, 16, 30, 60, 150];
/** The five lines: three rows and two diagonals, as [row, column] cells. */
export const SLOT_LINES: readonly (readonly [number, number])[][] = [
  [
    [0, 0],
    [0, 1],
    [0, 2],
  ],
  [
    [1, 0],
    [1, 1],
    [1, 2],
  ],
  [
    [2, 0],
    [2, 1],
    [2, 2],
  ],
  [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  [
    [2, 0],
    [1, 1],
    [0, 2],
  ],
];

function pickSymbol(random: (max: number) => number): number {
  const total = SLOT_WEIGHTS.reduce((a, b) => a + b, 0);
  let r = random(total);
  for (let i = 0; i < SLOT_WEIGHTS.length; i += 1) {
    r -= SLOT_WEIGHTS[i] ?? 0;
    if (r < 0) return i;
  }
  return 0;
}

/** One slot spin: the reels (rows of symbols), the winning lines and the payout. */
export function spinSlot(
  bet: number,
  random: (max: number) => number = randomInt,
): { reels: string[][]; lines: number[]; payout: number } {
  const grid = [0, 1, 2].map(() => [0, 1, 2].map(() => pickSymbol(random)));
  const lines: number[] = [];
  let multiplier = 0;
  SLOT_LINES.forEach((line, index) => {
    const symbols = line.map(([r, c]) => grid[r]?.[c] ?? -1);
    if (symbols.every((s) => s === symbols[0])) {
      lines.push(index);
      multiplier += SLOT_PAYS[symbols[0] ?? 0] ?? 0;
    }
  });
  // Per line the stake is bet/5; integer arithmetic, rounding down (never over-paying).
  const payout = Math.floor((bet * multiplier) / 5);
  return { reels: grid.map((row) => row.map((s) => SLOT_SYMBOLS[s] ?? 'cherry')), lines, payout };
}

/** One dice roll (0–99): over wins above `target`, under below it; pays 99 / chance. */
export function rollDice(
  bet: number,
  target: number,
  over: boolean,
  random: (max: number) => number = randomInt,
): { roll: number; payout: number } {
  const roll = random(100);
  const chance = over ? 99 - target : target;
  const win = over ? roll > target : roll < target;
  return { roll, payout: win && chance > 0 ? Math.floor((bet * 99) / chance) : 0 };
}

/** Calls our own wallet API as the provider would: signed JSON over HTTP (in-process). */
async function callWallet(
  post: HttpPost,
  brand: Brand,
  channel: ChannelRow,
  path: string,
  body: Record<string, unknown>,
  nowMs: number,
) {
  const timestamp = Math.floor(nowMs / 1000);
  const res = await post({
    url: `/api/v1${path}`,
    headers: {
      'content-type': 'application/json',
      'x-lobby-brand': brand.id,
      [PROVIDER_HEADERS.channel]: channel.code,
      [PROVIDER_HEADERS.timestamp]: String(timestamp),
      [PROVIDER_HEADERS.signature]: sign(channel.secret, timestamp, body),
    },
    payload: JSON.stringify(body),
  });
  const json = res.json() as Record<string, unknown>;
  if (res.statusCode !== 200)
    throw new ApiError(
      res.statusCode === 400 && json.code === 'INSUFFICIENT_BALANCE'
        ? 'INSUFFICIENT_BALANCE'
        : 'PROVIDER_UNAVAILABLE',
    );
  return json as { balance: number };
}

/** One drawn round: what it paid, how the bet record describes it and what the page shows. */
interface DrawnRound {
  payout: number;
  detail: string;
  extra: { reels: string[][]; lines: number[] } | { roll: number };
}

/** Draws the outcome of one round of `engine`; real and play money draw the same way. */
function drawRound(
  engine: string,
  input: { bet: number; target?: number | undefined; over?: boolean | undefined },
): DrawnRound {
  if (engine === 'dice') {
    const target = input.target ?? 50;
    const over = input.over ?? true;
    const roll = rollDice(input.bet, target, over);
    return {
      payout: roll.payout,
      detail: `dice ${over ? 'over' : 'under'} ${target}: rolled ${roll.roll}`,
      extra: { roll: roll.roll },
    };
  }
  const spin = spinSlot(input.bet);
  return {
    payout: spin.payout,
    detail: `slot ${spin.reels.map((r) => r.join(' ')).join(' / ')}${spin.lines.length ? `; lines ${spin.lines.join(',')}` : ''}`,
    extra: { reels: spin.reels, lines: spin.lines },
  };
}

/**
 * Settles a play-money round on its session alone: one conditional update takes the bet and
 * adds the payout only while the play balance covers the bet (and the session is live), so
 * concurrent rounds can never take it below zero. 400 INSUFFICIENT_BALANCE otherwise, as a
 * real round short of money answers.
 */
async function settleFunRound(
  db: Database,
  session: ProviderSession,
  bet: number,
  payout: number,
  now: number,
): Promise<number> {
  const [row] = await db
    .update(providerSessions)
    // Capped where JSON numbers stop being exact: a freak run of wins must not break answers.
    .set({
      playBalance: sql`LEAST(${providerSessions.playBalance} - ${bet} + ${payout}, ${Number.MAX_SAFE_INTEGER})`,
    })
    .where(
      and(
        eq(providerSessions.tokenHash, session.tokenHash),
        eq(providerSessions.fun, true),
        gte(providerSessions.playBalance, bet),
        gt(providerSessions.expiresAt, new Date(now)),
      ),
    )
    .returning({ playBalance: providerSessions.playBalance });
  if (!row || row.playBalance === null) throw new ApiError('INSUFFICIENT_BALANCE');
  return row.playBalance;
}

/**
 * Plays one round of the game behind a launch token: through the signed wallet API for a
 * member's session, on the session's play balance alone for a play-money one.
 */
export async function playRound(
  deps: { db: Database; now: () => number; post: HttpPost; brand: Brand },
  input: { token: string; bet: number; target?: number | undefined; over?: boolean | undefined },
) {
  const session = await sessionOf(deps.db, input.token, deps.now());
  if (session.brandId !== deps.brand.id) throw new ApiError('UNAUTHENTICATED');
  const [game] = await deps.db.select().from(games).where(eq(games.id, session.gameId));
  const [channel] = await deps.db
    .select()
    .from(gameChannels)
    .where(eq(gameChannels.id, session.channelId));
  if (!game || !channel) throw new ApiError('NOT_FOUND');
  if (game.status !== 1 || channel.status === 0 || channel.status === 2)
    throw new ApiError('GAME_UNAVAILABLE');
  const roundId = `R${deps.now().toString(36)}${newToken().slice(0, 10)}`.replace(
    /[^A-Za-z0-9_-]/g,
    'x',
  );
  // Refuse a bet the play balance cannot cover before drawing, as a real wallet would.
  if (session.fun && (session.playBalance ?? 0) < input.bet)
    throw new ApiError('INSUFFICIENT_BALANCE');
  const round = drawRound(game.engine, input);
  if (session.fun) {
    const balance = await settleFunRound(deps.db, session, input.bet, round.payout, deps.now());
    return {
      round_id: roundId,
      game: game.engine,
      bet: input.bet,
      payout: round.payout,
      balance,
      ...round.extra,
    };
  }
  // The table's check makes a real-money session a member's; this only narrows the type.
  if (session.memberId === null) throw new ApiError('UNAUTHENTICATED');
  const player = String(session.memberId);
  await callWallet(
    deps.post,
    deps.brand,
    channel,
    '/provider/wallet/debit',
    {
      player_id: player,
      transaction_id: `${roundId}-bet`,
      round_id: roundId,
      game_code: game.code,
      amount: input.bet,
    },
    deps.now(),
  );
  const settled = await callWallet(
    deps.post,
    deps.brand,
    channel,
    '/provider/wallet/credit',
    {
      player_id: player,
      transaction_id: `${roundId}-win`,
      round_id: roundId,
      amount: round.payout,
      detail: round.detail,
    },
    deps.now(),
  );
  return {
    round_id: roundId,
    game: game.engine,
    bet: input.bet,
    payout: round.payout,
    balance: settled.balance,
    ...round.extra,
  };
}

/** The game page of a launch token (HTML, with `nonce` for its inline script). */
export async function playPage(
  ctx: AppContext,
  brand: Brand,
  query: { token: string; base?: string | undefined },
  nonce: string,
): Promise<string> {
  const { db } = ctx;
  const session = await sessionOf(db, query.token, ctx.now());
  if (session.brandId !== brand.id) throw new ApiError('UNAUTHENTICATED');
  const [row] = await db
    .select({ g: games, channel: gameChannels.name })
    .from(games)
    .innerJoin(gameChannels, eq(gameChannels.id, games.channelId))
    .where(eq(games.id, session.gameId));
  if (!row) throw new ApiError('NOT_FOUND');
  const decimals = await currencyDecimals(db, brand);
  // A play-money page shows its own play balance; only a member's session reads a wallet.
  const balance =
    session.fun || session.memberId === null
      ? (session.playBalance ?? 0)
      : await memberBalance(db, brand.id, {
          kind: 'game',
          memberId: session.memberId,
          channelId: session.channelId,
        });
  return providerPage({
    nonce,
    token: query.token,
    brand: brand.id,
    game: row.g.name,
    engine: row.g.engine,
    provider: row.channel,
    balance: formatMoney(balance, { decimals }),
    balanceMinor: balance,
    decimals,
    back: safeHttpUrl(query.base),
    locale: session.locale,
    playMoney: session.fun,
    realityCheck: !session.fun && session.sessionId !== null,
  });
}

/**
 * The reality check over a game (issue 17): the game page, which has only its launch token, asks
 * for the status of the member session that launched it, continues after a due check, or logs
 * out (that sign-in session and the launch token end). A play-money session has no member and no
 * check; a launch token whose member session has ended is 401, as the session itself would be.
 */
export async function gameRealityCheck(
  ctx: Pick<AppContext, 'db' | 'now' | 'sessions' | 'config'>,
  brand: Brand,
  input: { token: string; action: 'status' | 'continue' | 'logout' },
): Promise<{ reality_check: RealityCheckStatus | null; ended: boolean }> {
  const session = await sessionOf(ctx.db, input.token, ctx.now());
  if (session.brandId !== brand.id) throw new ApiError('UNAUTHENTICATED');
  if (session.fun || session.memberId === null || session.sessionId === null)
    return { reality_check: null, ended: false };
  if (!(await ctx.sessions.isLive(session.sessionId))) throw new ApiError('UNAUTHENTICATED');
  const asker = {
    brandId: brand.id,
    memberId: session.memberId,
    sessionId: session.sessionId,
    now: ctx.now(),
    minuteMs: ctx.config.realityCheckMinuteMs,
  };
  if (input.action === 'logout') {
    await ctx.sessions.revoke(session.sessionId, 'logout');
    await ctx.db
      .update(providerSessions)
      .set({ expiresAt: new Date(asker.now) })
      .where(eq(providerSessions.tokenHash, session.tokenHash));
    return { reality_check: null, ended: true };
  }
  const status =
    input.action === 'continue'
      ? await acknowledgeRealityCheck(ctx.db, asker)
      : await realityCheckStatus(ctx.db, asker);
  return { reality_check: status, ended: false };
}
