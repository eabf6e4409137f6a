/**
 * The responsible-gambling rules every money path asks (issue 17): a member's limits, what each
 * period has used of them, and exclusions. Payments ask before a deposit, the game transfer
 * before money goes into a game wallet, the games area before a launch, sign-in before a session.
 *
 * Periods are calendar periods in the brand's timezone: a day from 00:00, a week from Monday
 * 00:00, a month from the 1st. Rolling windows would never give the member one moment at which a
 * limit "resets"; calendar ones do, and match the daily withdrawal limit and the records' clock.
 */
import type {
  ComplianceSettings,
  HistoryEvent,
  LimitKind,
} from '@lobby/contract/responsible-gambling';
import { BetStatus, DepositStatus } from '@lobby/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/migrate.ts';
import { preparedStatement } from '../../db/prepared.ts';
import {
  brandCompliance,
  brandOperators,
  memberLimits,
  responsibleGamblingHistory,
} from '../../db/schema/responsible-gambling.ts';
import type { Brand } from '../../base/brands.ts';
import { ApiError } from '../../base/errors.ts';
import type { Tx } from '../money/ledger.ts';

/**
 * Writes one entry of the member's account history (every limit change, check and exclusion;
 * the member's own unless `actor` says the operator, with its `note`).
 */
export async function addHistory(
  tx: Tx,
  memberId: number,
  entry: {
    event: HistoryEvent;
    kind: string;
    from?: number | null;
    to?: number | null;
    effectiveAt?: Date | null;
    actor?: 'member' | 'operator';
    note?: string;
    at: Date;
  },
): Promise<void> {
  await tx.insert(responsibleGamblingHistory).values({
    memberId,
    event: entry.event,
    kind: entry.kind,
    fromValue: entry.from ?? null,
    toValue: entry.to ?? null,
    effectiveAt: entry.effectiveAt ?? null,
    ...(entry.actor ? { actor: entry.actor } : {}),
    ...(entry.note !== undefined ? { note: entry.note } : {}),
    createdAt: entry.at,
  });
}

/** The operator of a brand without a row in `brand_operators`: every seeded brand. */
export const DEFAULT_OPERATOR = 'default';

/** Compliance settings of a brand no operator has configured. */
export const DEFAULT_COMPLIANCE: ComplianceSettings = {
  minimum_age: 18,
  self_exclusion_scheme_url: '',
  cooling_off_hours: 24,
  bonus_wagering_cap: 0,
  licence_badge_url: '',
  licence_page_url: '',
};

const DAY_MS = 86_400_000;

/** A calendar period: its start and the moment it resets. */
export interface Period {
  start: Date;
  end: Date;
}

/** What a limit counts, and over which calendar period. */
export function limitParts(kind: LimitKind): {
  measure: 'deposit' | 'loss' | 'wager' | 'session';
  period: 'day' | 'week' | 'month' | null;
} {
  if (kind === 'session_minutes') return { measure: 'session', period: null };
  const [measure, period] = kind.split('_') as [
    'deposit' | 'loss' | 'wager',
    'day' | 'week' | 'month',
  ];
  return { measure, period };
}

/** The calendar period containing `now` in a timezone `offsetHours` from UTC. */
export function periodOf(
  period: 'day' | 'week' | 'month',
  now: number,
  offsetHours: number,
): Period {
  const shift = offsetHours * 3_600_000;
  const local = now + shift;
  if (period === 'month') {
    const d = new Date(local);
    const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - shift;
    const end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - shift;
    return { start: new Date(start), end: new Date(end) };
  }
  const day = Math.floor(local / DAY_MS);
  // Day 0 of the epoch was a Thursday: (day + 3) % 7 counts days since Monday.
  const first = period === 'week' ? day - ((day + 3) % 7) : day;
  const length = period === 'week' ? 7 : 1;
  return {
    start: new Date(first * DAY_MS - shift),
    end: new Date((first + length) * DAY_MS - shift),
  };
}

/** A time in the brand's timezone as `yyyy-MM-dd HH:mm` (spec §9), for refusal messages. */
export function brandTime(ms: number, offsetHours: number): string {
  return new Date(ms + offsetHours * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The operator a brand belongs to. */
export async function operatorOf(db: Tx, brandId: string): Promise<string> {
  const [row] = await db
    .select({ id: brandOperators.operatorId })
    .from(brandOperators)
    .where(eq(brandOperators.brandId, brandId));
  return row?.id ?? DEFAULT_OPERATOR;
}

/** A brand's compliance settings, its defaults where none are stored. */
export async function complianceOf(db: Tx, brandId: string): Promise<ComplianceSettings> {
  const [row] = await db.select().from(brandCompliance).where(eq(brandCompliance.brandId, brandId));
  if (!row) return DEFAULT_COMPLIANCE;
  return {
    minimum_age: row.minimumAge,
    self_exclusion_scheme_url: row.selfExclusionSchemeUrl,
    cooling_off_hours: row.coolingOffHours,
    bonus_wagering_cap: row.bonusWageringCap,
    licence_badge_url: row.licenceBadgeUrl,
    licence_page_url: row.licencePageUrl,
  };
}

/** The limits in force for a member, by kind (kinds without one are absent). */
export async function limitsInForce(db: Tx, memberId: number): Promise<Map<LimitKind, number>> {
  const rows = await db
    .select({ kind: memberLimits.kind, value: memberLimits.value })
    .from(memberLimits)
    .where(and(eq(memberLimits.memberId, memberId), sql`${memberLimits.value} IS NOT NULL`));
  return new Map(rows.map((r) => [r.kind as LimitKind, Number(r.value)]));
}

/** What a member has deposited, wagered and lost in each period containing `now`. */
export async function usedInPeriods(
  db: Tx,
  brand: Pick<Brand, 'timezoneOffset'>,
  memberId: number,
  now: number,
): Promise<Record<Exclude<LimitKind, 'session_minutes'>, number>> {
  const day = periodOf('day', now, brand.timezoneOffset).start;
  const week = periodOf('week', now, brand.timezoneOffset).start;
  const month = periodOf('month', now, brand.timezoneOffset).start;
  const since = new Date(Math.min(day.getTime(), week.getTime(), month.getTime()));
  // Pending deposits count: fifty waiting for the gateway must not all fit under one limit.
  const [deposits] = rowsOf<Record<string, string | null>>(
    await db.execute(sql`
      SELECT
        sum(amount) FILTER (WHERE created_at >= ${day}) AS d,
        sum(amount) FILTER (WHERE created_at >= ${week}) AS w,
        sum(amount) FILTER (WHERE created_at >= ${month}) AS m
      FROM deposits
      WHERE member_id = ${memberId} AND created_at >= ${since}
        AND status IN (${DepositStatus.Pending}, ${DepositStatus.Success})`),
  );
  // A round still open counts its whole stake as lost until it pays.
  const [bets] = rowsOf<Record<string, string | null>>(
    await db.execute(sql`
      SELECT
        sum(bet_amount) FILTER (WHERE bet_time >= ${day}) AS wd,
        sum(bet_amount) FILTER (WHERE bet_time >= ${week}) AS ww,
        sum(bet_amount) FILTER (WHERE bet_time >= ${month}) AS wm,
        sum(bet_amount - payout) FILTER (WHERE bet_time >= ${day}) AS ld,
        sum(bet_amount - payout) FILTER (WHERE bet_time >= ${week}) AS lw,
        sum(bet_amount - payout) FILTER (WHERE bet_time >= ${month}) AS lm
      FROM bet_records
      WHERE member_id = ${memberId} AND bet_time >= ${since}
        AND status IN (${BetStatus.Pending}, ${BetStatus.Settled})`),
  );
  const n = (v: string | null | undefined) => Math.max(0, Number(v ?? 0));
  return {
    deposit_day: n(deposits?.d),
    deposit_week: n(deposits?.w),
    deposit_month: n(deposits?.m),
    wager_day: n(bets?.wd),
    wager_week: n(bets?.ww),
    wager_month: n(bets?.wm),
    loss_day: n(bets?.ld),
    loss_week: n(bets?.lw),
    loss_month: n(bets?.lm),
  };
}

/**
 * The login a session belongs to: its token family and when it began (its first token), Unix
 * ms. The session-time limit and the reality check both count from it.
 */
export async function loginOf(
  db: Tx,
  sessionId: number,
): Promise<{ family: string; started: number } | undefined> {
  const [row] = rowsOf<{ family: string; started: Date | string | null }>(
    await db.execute(sql`
      SELECT s.family, min(f.created_at) AS started
      FROM sessions s JOIN sessions f ON f.family = s.family
      WHERE s.id = ${sessionId}
      GROUP BY s.family`),
  );
  return row?.started
    ? { family: row.family, started: new Date(row.started).getTime() }
    : undefined;
}

/**
 * The latest end of an exclusion that covers the member now: one of their own (`own`), or a
 * self-exclusion taken on another brand of the same operator by a member with the same verified
 * email or mobile. An exclusion covers until it is ended, even past its end time.
 */
export async function exclusionEnd(
  db: Tx,
  memberId: number,
  own: boolean,
): Promise<number | undefined> {
  const [row] = rowsOf<{ ends_at: Date | string }>(
    await db.execute(sql`
      SELECT e.ends_at
      FROM members m
      JOIN member_exclusions e ON e.ended_at IS NULL AND ${covers(own)}
      WHERE m.id = ${memberId}
      ORDER BY e.ends_at DESC
      LIMIT 1`),
  );
  return row ? new Date(row.ends_at).getTime() : undefined;
}

/**
 * Members an exclusion covers now whose game wallets still hold money: a recall cut short (the
 * server stopped between the exclusion and its recall) or payouts of rounds opened before it
 * that landed after. At most `limit`, for one sweep.
 */
export async function excludedWithGameMoney(
  db: Tx,
  limit = 100,
): Promise<{ memberId: number; brandId: string }[]> {
  return rowsOf<{ member_id: number | string; brand_id: string }>(
    await db.execute(sql`
      SELECT DISTINCT m.id AS member_id, m.brand_id
      FROM ledger_accounts a
      JOIN members m ON m.id = a.member_id
      JOIN member_exclusions e ON e.ended_at IS NULL AND ${covers(true)}
      WHERE a.kind = 'game' AND a.balance > 0
      LIMIT ${limit}`),
  ).map((r) => ({ memberId: Number(r.member_id), brandId: r.brand_id }));
}

/**
 * Whether exclusion `e` covers member `m` (the aliases of the query it goes in): one of the
 * member's own (with `own`), or a self-exclusion on another brand of the member's operator by a
 * member with the same verified email or mobile. One definition for every check, so what
 * refuses sign-in and money is also what stops marketing.
 */
function covers(own: boolean): SQL {
  return sql`(
    ${own ? sql`e.member_id = m.id OR` : sql``}
    (e.member_id <> m.id AND e.kind = 'self_exclusion'
      AND e.operator_id = coalesce(
        (SELECT operator_id FROM brand_operators WHERE brand_id = m.brand_id), ${DEFAULT_OPERATOR})
      AND ((m.email_verified_at IS NOT NULL AND e.email = lower(m.email))
        OR (m.mobile_verified_at IS NOT NULL AND e.mobile = m.mobile_area || m.mobile))))`;
}

/**
 * SQL true when a marketing message created at `createdAt` is withheld from the member: an
 * exclusion covers them now (nothing promotional reaches them while it is in force, whenever it
 * was sent), or covered them when it was sent (what was sent during the exclusion was never
 * theirs, so it does not arrive once the exclusion ends either).
 */
export function marketingWithheld(memberId: number, createdAt: SQL | AnyColumn): SQL<boolean> {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM members m
    JOIN member_exclusions e ON ${covers(true)}
    WHERE m.id = ${memberId}
      AND (e.ended_at IS NULL OR (e.started_at <= ${createdAt} AND e.ended_at > ${createdAt})))`;
}

/** Throws 409 `RG_EXCLUDED` (until its end) when an exclusion covers the member. */
export async function assertNotExcluded(
  db: Tx,
  brand: Pick<Brand, 'timezoneOffset'>,
  memberId: number,
  options: { own: boolean } = { own: true },
): Promise<void> {
  const end = await exclusionEnd(db, memberId, options.own);
  if (end !== undefined) throw excluded(end, brand.timezoneOffset);
}

/** 409 `RG_EXCLUDED` until `end`. */
function excluded(end: number, offsetHours: number): ApiError {
  return new ApiError('RG_EXCLUDED', {
    until: Math.floor(end / 1000),
    values: { until: brandTime(end, offsetHours) },
  });
}

// Read before every transfer in and launch: built once (db/prepared.ts).
const exclusionAndLimitsStatement = preparedStatement<{ memberId: number }, SQL>(
  'rg_exclusion_and_limits',
  () => {
    const memberId = sql.placeholder('memberId');
    return sql`
      SELECT
        (SELECT e.ends_at
          FROM members m
          JOIN member_exclusions e ON e.ended_at IS NULL AND ${covers(true)}
          WHERE m.id = ${memberId}
          ORDER BY e.ends_at DESC
          LIMIT 1) AS ends_at,
        (SELECT json_agg(json_build_object('kind', l.kind, 'value', l.value::text))
          FROM member_limits l
          WHERE l.member_id = ${memberId} AND l.value IS NOT NULL) AS limits`;
  },
);

/**
 * {@link exclusionEnd} (the member's own exclusions included) and {@link limitsInForce}, read in
 * one statement: the two questions every check before play asks first, one round trip for both.
 */
async function exclusionAndLimits(
  db: Tx,
  memberId: number,
): Promise<{ end: number | undefined; limits: Map<LimitKind, number> }> {
  const [row] = rowsOf<{ ends_at: Date | string | null; limits: unknown }>(
    await exclusionAndLimitsStatement(db, { memberId }),
  );
  // json arrives parsed from both drivers; text is parsed here should a driver leave it so.
  const raw = typeof row?.limits === 'string' ? (JSON.parse(row.limits) as unknown) : row?.limits;
  const list = (raw ?? []) as { kind: string; value: string }[];
  return {
    end: row?.ends_at ? new Date(row.ends_at).getTime() : undefined,
    limits: new Map(list.map((l) => [l.kind as LimitKind, Number(l.value)])),
  };
}

function limitReached(kind: LimitKind, resetsAt: number, offsetHours: number): ApiError {
  return new ApiError('RG_LIMIT_REACHED', {
    field: kind,
    until: Math.floor(resetsAt / 1000),
    values: { until: brandTime(resetsAt, offsetHours) },
  });
}

/**
 * Before a deposit of `amount`, in the deposit's transaction: no exclusion, and no deposit limit
 * passed with it. The member's row is locked first, so a member's deposits are checked one
 * after another and parallel ones cannot each fit under the same limit.
 */
export async function assertMayDeposit(
  tx: Tx,
  brand: Pick<Brand, 'timezoneOffset'>,
  memberId: number,
  amount: number,
  now: number,
): Promise<void> {
  await tx.execute(sql`SELECT id FROM members WHERE id = ${memberId} FOR UPDATE`);
  await assertNotExcluded(tx, brand, memberId);
  const limits = await limitsInForce(tx, memberId);
  const kinds = (['deposit_day', 'deposit_week', 'deposit_month'] as const).filter((k) =>
    limits.has(k),
  );
  if (kinds.length === 0) return;
  refuseOver(kinds, limits, await usedInPeriods(tx, brand, memberId, now), amount, brand, now);
}

/**
 * Refuses with the first of `kinds` that `amount` more would pass (`used + amount > limit`),
 * saying when that limit's period resets.
 */
function refuseOver(
  kinds: readonly Exclude<LimitKind, 'session_minutes'>[],
  limits: ReadonlyMap<LimitKind, number>,
  used: Readonly<Record<Exclude<LimitKind, 'session_minutes'>, number>>,
  amount: number,
  brand: Pick<Brand, 'timezoneOffset'>,
  now: number,
): void {
  for (const kind of kinds) {
    if (used[kind] + amount <= (limits.get(kind) as number)) continue;
    const period = limitParts(kind).period ?? 'day';
    throw limitReached(
      kind,
      periodOf(period, now, brand.timezoneOffset).end.getTime(),
      brand.timezoneOffset,
    );
  }
}

/**
 * Before money goes into a game wallet or a game is launched: no exclusion, no loss or wager
 * limit already reached this period, and the session within its time limit (`sessionId`, when
 * the call comes with one).
 */
export async function assertMayPlay(
  db: Tx,
  brand: Pick<Brand, 'timezoneOffset'>,
  memberId: number,
  now: number,
  sessionId?: number,
): Promise<void> {
  const { end, limits } = await exclusionAndLimits(db, memberId);
  if (end !== undefined) throw excluded(end, brand.timezoneOffset);
  if (limits.size === 0) return;
  const money = [...limits.keys()].filter(
    (k): k is Exclude<LimitKind, 'session_minutes' | `deposit_${string}`> =>
      k.startsWith('loss_') || k.startsWith('wager_'),
  );
  if (money.length) {
    // A limit already reached refuses play: one more minor unit would pass it.
    refuseOver(money, limits, await usedInPeriods(db, brand, memberId, now), 1, brand, now);
  }
  const minutes = limits.get('session_minutes');
  if (minutes !== undefined && sessionId !== undefined) {
    const started = (await loginOf(db, sessionId))?.started ?? now;
    const reached = started + minutes * 60_000;
    // A new sign-in starts a new session: the limit is per session, not per day.
    if (now >= reached) throw limitReached('session_minutes', reached, brand.timezoneOffset);
  }
}

/**
 * Before a provider takes a stake of `amount` (a round's debit), in its transaction: no
 * exclusion, and no loss or wager limit passed with it. The member's row is held while it checks
 * (shared; exclusive for a member with such a limit, whose parallel rounds are then counted one
 * after another), so an exclusion being started at the same time is either after it or seen.
 */
export async function assertMayStake(
  tx: Tx,
  brand: Pick<Brand, 'timezoneOffset'>,
  memberId: number,
  amount: number,
  now: number,
): Promise<void> {
  const limits = await limitsInForce(tx, memberId);
  const kinds = [...limits.keys()].filter(
    (k): k is Exclude<LimitKind, 'session_minutes' | `deposit_${string}`> =>
      k.startsWith('loss_') || k.startsWith('wager_'),
  );
  // The member's row before the exclusion check: an exclusion being started holds it until it
  // commits, so this stake either committed first (and has the earlier time) or waits and is
  // refused below. Shared, unless a loss or wager limit must count parallel rounds in turn.
  await tx.execute(
    kinds.length === 0
      ? sql`SELECT id FROM members WHERE id = ${memberId} FOR SHARE`
      : sql`SELECT id FROM members WHERE id = ${memberId} FOR UPDATE`,
  );
  await assertNotExcluded(tx, brand, memberId);
  if (kinds.length === 0) return;
  refuseOver(kinds, limits, await usedInPeriods(tx, brand, memberId, now), amount, brand, now);
}
