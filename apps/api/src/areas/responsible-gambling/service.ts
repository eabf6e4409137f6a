/**
 * The member's side of responsible gambling (issue 17): limits and their cooling-off, time-outs
 * and self-exclusions with the recall of every game wallet, the account history, and the
 * brand's compliance settings. The checks money paths make live in `core/compliance/responsible-gambling.ts`.
 */
import {
  LIMIT_KINDS,
  SELF_EXCLUSION_MONTHS,
  TIMEOUT_DAYS,
} from '@lobby/contract/responsible-gambling';
import type {
  ComplianceSettings,
  Exclusion,
  ExclusionKind,
  HistoryEntry,
  HistoryEvent,
  Limit,
  LimitKind,
} from '@lobby/contract/responsible-gambling';
import { and, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import {
  brandCompliance,
  brandOperators,
  memberExclusions,
  memberLimits,
  responsibleGamblingHistory,
} from '../../db/schema/responsible-gambling.ts';
import type { Brand } from '../../base/brands.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, fieldError } from '../../base/errors.ts';
import { ensureAccount, inTransaction, lockAccounts } from '../../core/money/ledger.ts';
import { resolveTransfer } from '../../core/money/transfers.ts';
import { gameTransfers } from '../../db/schema/games.ts';
import type { Tx } from '../../core/money/ledger.ts';
import { moneyOf } from '../../core/money/money-context.ts';
import type { MoneyServices } from '../../core/money/money-context.ts';
import type { Paging } from '../../core/lists/q-filters.ts';
import {
  DEFAULT_COMPLIANCE,
  addHistory,
  brandTime,
  complianceOf,
  excludedWithGameMoney,
  exclusionEnd,
  limitParts,
  loginOf,
  operatorOf,
  periodOf,
  usedInPeriods,
} from '../../core/compliance/responsible-gambling.ts';
import type { SessionService } from '../../core/security/sessions.ts';
import { recallWallets } from '../games/service.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** A limit row. */
type LimitRow = typeof memberLimits.$inferSelect;
/** An exclusion row. */
type ExclusionRow = typeof memberExclusions.$inferSelect;

/** Who asks: the brand, the member, the session and the time. */
export interface Asker {
  brand: Brand;
  memberId: number;
  sessionId: number;
  now: number;
}

/** The wire shape of every limit kind, from the member's rows and what each period used. */
async function limitsWire(db: Tx, asker: Asker, rows: LimitRow[]): Promise<Limit[]> {
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  const used = await usedInPeriods(db, asker.brand, asker.memberId, asker.now);
  const started = (await loginOf(db, asker.sessionId))?.started ?? asker.now;
  return LIMIT_KINDS.map((kind): Limit => {
    const row = byKind.get(kind);
    const value = row?.value ?? null;
    const { period } = limitParts(kind);
    const session = kind === 'session_minutes';
    return {
      kind,
      value,
      pending: Boolean(row?.pendingSince),
      pending_value: row?.pendingSince ? (row.pendingValue ?? null) : null,
      effective_at: row?.effectiveAt ? seconds(row.effectiveAt) : null,
      used: session
        ? Math.max(0, Math.floor((asker.now - started) / 60_000))
        : used[kind as Exclude<LimitKind, 'session_minutes'>],
      resets_at: session
        ? value === null
          ? null
          : Math.floor((started + value * 60_000) / 1000)
        : seconds(periodOf(period ?? 'day', asker.now, asker.brand.timezoneOffset).end),
    };
  });
}

async function limitRows(db: Tx, memberId: number): Promise<LimitRow[]> {
  return db.select().from(memberLimits).where(eq(memberLimits.memberId, memberId));
}

/** Every limit kind of the member, set or not. */
export async function limitsOf(db: Database, asker: Asker): Promise<{ list: Limit[] }> {
  return { list: await limitsWire(db, asker, await limitRows(db, asker.memberId)) };
}

async function oneLimit(tx: Tx, asker: Asker, kind: LimitKind): Promise<Limit> {
  const rows = await limitRows(tx, asker.memberId);
  const found = (await limitsWire(tx, asker, rows)).find((l) => l.kind === kind);
  if (!found) throw new ApiError('INTERNAL');
  return found;
}

/**
 * Sets one limit. A new or lower limit applies at once (dropping a pending raise); a higher one
 * or a removal waits the brand's cooling-off and a confirmation. The member's row is locked so
 * two changes of the same member apply one after the other.
 */
export async function setLimit(
  db: Database,
  asker: Asker,
  kind: LimitKind,
  value: number | null,
): Promise<Limit> {
  const at = new Date(asker.now);
  const { cooling_off_hours: hours } = await complianceOf(db, asker.brand.id);
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT id FROM members WHERE id = ${asker.memberId} FOR UPDATE`);
    const [row] = await tx
      .select()
      .from(memberLimits)
      .where(and(eq(memberLimits.memberId, asker.memberId), eq(memberLimits.kind, kind)));
    const current = row?.value ?? null;
    const tighter = value !== null && (current === null || value <= current);
    if (tighter || (value === null && current === null)) {
      await tx
        .insert(memberLimits)
        .values({ memberId: asker.memberId, kind, value, updatedAt: at })
        .onConflictDoUpdate({
          target: [memberLimits.memberId, memberLimits.kind],
          set: { value, pendingSince: null, pendingValue: null, effectiveAt: null, updatedAt: at },
        });
      if (value !== current || row?.pendingSince)
        await addHistory(tx, asker.memberId, {
          event: 'limit_set',
          kind,
          from: current,
          to: value,
          at,
        });
    } else {
      const effectiveAt = new Date(asker.now + hours * 3_600_000);
      await tx
        .update(memberLimits)
        .set({ pendingSince: at, pendingValue: value, effectiveAt, updatedAt: at })
        .where(and(eq(memberLimits.memberId, asker.memberId), eq(memberLimits.kind, kind)));
      await addHistory(tx, asker.memberId, {
        event: 'limit_pending',
        kind,
        from: current,
        to: value,
        effectiveAt,
        at,
      });
    }
    return oneLimit(tx, asker, kind);
  });
}

/**
 * Applies a pending raise or removal once its cooling-off has passed: 409 `RG_COOLING_OFF`
 * before, 409 `CONFLICT` when nothing waits.
 */
export async function confirmLimit(db: Database, asker: Asker, kind: LimitKind): Promise<Limit> {
  const at = new Date(asker.now);
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT id FROM members WHERE id = ${asker.memberId} FOR UPDATE`);
    const [row] = await tx
      .select()
      .from(memberLimits)
      .where(and(eq(memberLimits.memberId, asker.memberId), eq(memberLimits.kind, kind)));
    if (!row?.pendingSince || !row.effectiveAt) throw new ApiError('CONFLICT', { field: 'kind' });
    if (asker.now < row.effectiveAt.getTime())
      throw new ApiError('RG_COOLING_OFF', {
        field: 'kind',
        until: seconds(row.effectiveAt),
        values: { until: brandTime(row.effectiveAt.getTime(), asker.brand.timezoneOffset) },
      });
    await tx
      .update(memberLimits)
      .set({
        value: row.pendingValue,
        pendingSince: null,
        pendingValue: null,
        effectiveAt: null,
        updatedAt: at,
      })
      .where(and(eq(memberLimits.memberId, asker.memberId), eq(memberLimits.kind, kind)));
    await addHistory(tx, asker.memberId, {
      event: 'limit_confirmed',
      kind,
      from: row.value,
      to: row.pendingValue,
      at,
    });
    return oneLimit(tx, asker, kind);
  });
}

function exclusionWire(row: ExclusionRow, now: number): Exclusion {
  return {
    kind: row.kind as ExclusionKind,
    started_at: seconds(row.startedAt),
    ends_at: seconds(row.endsAt),
    ended_at: row.endedAt ? seconds(row.endedAt) : null,
    active: row.endedAt === null,
    can_end: row.endedAt === null && now >= row.endsAt.getTime(),
  };
}

async function lastExclusion(db: Tx, memberId: number): Promise<ExclusionRow | undefined> {
  const [row] = await db
    .select()
    .from(memberExclusions)
    .where(eq(memberExclusions.memberId, memberId))
    .orderBy(desc(memberExclusions.id))
    .limit(1);
  return row;
}

/** The member's current or last exclusion. */
export async function exclusionOf(
  db: Database,
  asker: Asker,
): Promise<{ exclusion: Exclusion | null }> {
  const row = await lastExclusion(db, asker.memberId);
  return { exclusion: row ? exclusionWire(row, asker.now) : null };
}

/** When an exclusion of `kind` and `duration` (days or months) taken at `now` ends. */
export function exclusionEndsAt(kind: ExclusionKind, duration: number, now: number): Date {
  if (kind === 'timeout') {
    if (duration < TIMEOUT_DAYS.min || duration > TIMEOUT_DAYS.max)
      throw fieldError('duration', duration < TIMEOUT_DAYS.min ? 'MIN' : 'MAX', {
        min: TIMEOUT_DAYS.min,
        max: TIMEOUT_DAYS.max,
      });
    return new Date(now + duration * 86_400_000);
  }
  if (duration < SELF_EXCLUSION_MONTHS.min || duration > SELF_EXCLUSION_MONTHS.max)
    throw fieldError('duration', duration < SELF_EXCLUSION_MONTHS.min ? 'MIN' : 'MAX', {
      min: SELF_EXCLUSION_MONTHS.min,
      max: SELF_EXCLUSION_MONTHS.max,
    });
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + duration);
  return end;
}

/** What starting an exclusion needs beyond the database. */
export interface ExclusionServices {
  money: MoneyServices;
  sessions: SessionService;
  /** A brand by id (the other brands of the operator a self-exclusion reaches). */
  brandById: (id: string) => Promise<Brand | undefined>;
}

/**
 * Starts a time-out or self-exclusion. Its row commits with the member's main wallet locked, so
 * a transfer in either commits before it (and is recalled below) or sees it and is refused.
 * Then every session ends and every game wallet is recalled through the transfer machinery
 * (balanced ledger postings). A self-exclusion does the same for the members of the operator's other
 * brands with the same verified email or mobile, whose sign-in it refuses from now on.
 */
export async function startExclusion(
  db: Database,
  services: ExclusionServices,
  asker: Asker,
  kind: ExclusionKind,
  duration: number,
): Promise<{ exclusion: Exclusion; recalled: number }> {
  const { brand, memberId, now } = asker;
  const endsAt = exclusionEndsAt(kind, duration, now);
  const row = await inTransaction(db, async (tx) => {
    await ensureAccount(tx, brand.id, brand.currencyCode, { kind: 'main', memberId });
    await lockAccounts(tx, brand.id, [{ kind: 'main', memberId }]);
    const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
    if (!member) throw new ApiError('NOT_FOUND');
    // Stamped once the main wallet and the member's row are held, not when the request came:
    // a transfer or stake that held them first committed before, at an earlier time, and every
    // later one waits for this commit and is refused. "Nothing after the start" then holds.
    const at = new Date(Math.max(now, services.money.now()));
    const [active] = await tx
      .select()
      .from(memberExclusions)
      .where(and(eq(memberExclusions.memberId, memberId), isNull(memberExclusions.endedAt)));
    if (active)
      throw new ApiError('RG_EXCLUDED', {
        until: seconds(active.endsAt),
        values: { until: brandTime(active.endsAt.getTime(), brand.timezoneOffset) },
      });
    const [inserted] = await tx
      .insert(memberExclusions)
      .values({
        brandId: brand.id,
        memberId,
        kind,
        operatorId: await operatorOf(tx, brand.id),
        email: member.email && member.emailVerifiedAt ? member.email.toLowerCase() : null,
        mobile:
          member.mobile && member.mobileVerifiedAt
            ? `${member.mobileArea ?? ''}${member.mobile}`
            : null,
        startedAt: at,
        endsAt,
      })
      .returning();
    if (!inserted) throw new Error('exclusion not created');
    await addHistory(tx, memberId, {
      event: 'exclusion_started',
      kind,
      effectiveAt: endsAt,
      at,
    });
    return inserted;
  });
  // Sessions end first: should a provider fail the recall, no session is left to play with.
  await services.sessions.revokeMember(memberId, kind);
  await settlePending(services.money, brand, memberId);
  const { recalled } = await recallWallets(services.money, brand, memberId);
  if (kind === 'self_exclusion') await excludeElsewhere(db, services, row);
  return { exclusion: exclusionWire(row, now), recalled };
}

/**
 * The sweep behind every exclusion: recalls what the game wallets of members an exclusion covers
 * still hold (a recall the server did not finish, or a payout of a round opened before the
 * exclusion that landed after it), through the same transfer machinery. Answers how many members
 * it recalled for.
 */
export async function recallUnderExclusion(
  db: Database,
  services: Omit<ExclusionServices, 'sessions'>,
): Promise<number> {
  let recalled = 0;
  for (const { memberId, brandId } of await excludedWithGameMoney(db)) {
    const brand = await services.brandById(brandId);
    if (!brand) continue;
    await emptyGameWallets(services.money, brand, memberId);
    recalled += 1;
  }
  return recalled;
}

/**
 * {@link recallUnderExclusion} with the services of a server's context: the sweeper and `ops
 * transfers:recover` both run it, so they build its services in one place.
 */
export function recallUnderExclusionOf(ctx: AppContext): Promise<number> {
  return recallUnderExclusion(ctx.db, {
    money: moneyOf(ctx),
    brandById: (id) => ctx.brands.byId(id),
  });
}

/**
 * Recalls the member's game wallets when an exclusion covers them now; answers whether one
 * does. A member's retry runs it after finishing a transfer an earlier request held: held before
 * the exclusion began, it may land in a game wallet after it, and must not wait for the sweep.
 */
export async function recallIfExcluded(
  money: MoneyServices,
  brand: Brand,
  memberId: number,
): Promise<boolean> {
  if ((await exclusionEnd(money.db, memberId, true)) === undefined) return false;
  await emptyGameWallets(money, brand, memberId);
  return true;
}

/**
 * Settles the member's pending transfers, then recalls every game wallet: what each recall under
 * an exclusion does, through the transfer machinery (balanced postings, each settle once).
 */
async function emptyGameWallets(money: MoneyServices, brand: Brand, memberId: number) {
  await settlePending(money, brand, memberId);
  await recallWallets(money, brand, memberId);
}

/** Recalls the game wallets and ends the sessions of the members a self-exclusion reaches. */
async function excludeElsewhere(
  db: Database,
  services: ExclusionServices,
  row: ExclusionRow,
): Promise<void> {
  if (!row.email && !row.mobile) return;
  const matches = [
    ...(row.email
      ? [
          and(
            sql`lower(${members.email}) = ${row.email}`,
            sql`${members.emailVerifiedAt} IS NOT NULL`,
          ),
        ]
      : []),
    ...(row.mobile
      ? [
          and(
            sql`${members.mobileArea} || ${members.mobile} = ${row.mobile}`,
            sql`${members.mobileVerifiedAt} IS NOT NULL`,
          ),
        ]
      : []),
  ];
  const others = await db
    .select({ id: members.id, brandId: members.brandId })
    .from(members)
    .leftJoin(brandOperators, eq(brandOperators.brandId, members.brandId))
    .where(
      and(
        ne(members.id, row.memberId),
        sql`coalesce(${brandOperators.operatorId}, 'default') = ${row.operatorId}`,
        or(...matches),
      ),
    );
  for (const other of others) {
    const brand = await services.brandById(other.brandId);
    if (!brand) continue;
    await services.sessions.revokeMember(other.id, 'self_exclusion');
    // The exclusion has committed. Taking the member's main-wallet lock (the one a transfer in
    // holds while it checks for exclusions) waits out a transfer in already past that check, so
    // it lands before the balances are read below and is recalled; one after sees the exclusion.
    await inTransaction(db, async (tx) => {
      await ensureAccount(tx, brand.id, brand.currencyCode, { kind: 'main', memberId: other.id });
      await lockAccounts(tx, brand.id, [{ kind: 'main', memberId: other.id }]);
    });
    await settlePending(services.money, brand, other.id);
    await recallWallets(services.money, brand, other.id);
  }
}

/**
 * Settles the member's transfers still pending with an outside provider, so one held before the
 * exclusion lands in (or goes back from) its game wallet before the recall reads the balances.
 * Asking settles it for good: a provider refuses for ever an order it is asked about unseen.
 */
async function settlePending(money: MoneyServices, brand: Brand, memberId: number): Promise<void> {
  const pending = await money.db
    .select({ id: gameTransfers.id })
    .from(gameTransfers)
    .where(and(eq(gameTransfers.memberId, memberId), eq(gameTransfers.state, 'pending')));
  for (const row of pending) await resolveTransfer(money, brand, row.id);
}

/**
 * Ends the member's exclusion once its time has passed (never by itself): 409 `RG_EXCLUDED`
 * before, 409 `CONFLICT` when none is in force.
 */
export async function endExclusion(db: Database, asker: Asker): Promise<{ exclusion: Exclusion }> {
  const at = new Date(asker.now);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(memberExclusions)
      .where(and(eq(memberExclusions.memberId, asker.memberId), isNull(memberExclusions.endedAt)))
      .for('update');
    if (!row) throw new ApiError('CONFLICT');
    if (asker.now < row.endsAt.getTime())
      throw new ApiError('RG_EXCLUDED', {
        until: seconds(row.endsAt),
        values: { until: brandTime(row.endsAt.getTime(), asker.brand.timezoneOffset) },
      });
    const [ended] = await tx
      .update(memberExclusions)
      .set({ endedAt: at })
      .where(eq(memberExclusions.id, row.id))
      .returning();
    await addHistory(tx, asker.memberId, { event: 'exclusion_ended', kind: row.kind, at });
    return { exclusion: exclusionWire(ended ?? row, asker.now) };
  });
}

/** The member's account history, newest first. */
export async function historyOf(db: Database, memberId: number, paging: Paging) {
  const where = eq(responsibleGamblingHistory.memberId, memberId);
  const [total] = await db.select({ n: count() }).from(responsibleGamblingHistory).where(where);
  const rows = await db
    .select()
    .from(responsibleGamblingHistory)
    .where(where)
    .orderBy(desc(responsibleGamblingHistory.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return {
    list: rows.map((r): HistoryEntry => ({
      id: r.id,
      event: r.event as HistoryEvent,
      kind: r.kind,
      from_value: r.fromValue,
      to_value: r.toValue,
      effective_at: r.effectiveAt ? seconds(r.effectiveAt) : null,
      created_at: seconds(r.createdAt),
    })),
    total: Number(total?.n ?? 0),
    page: paging.page,
    page_size: paging.pageSize,
  };
}

/** A brand's compliance settings as the site reads them. */
export async function complianceSettings(db: Database, brandId: string) {
  return complianceOf(db, brandId);
}

/** The settings an operator may change, by their `ops` option names. */
export type ComplianceChange = Partial<ComplianceSettings> & { operator?: string };

/** Stores a brand's compliance settings (defaults for what was never set) and its operator. */
export async function setCompliance(
  db: Database,
  brandId: string,
  change: ComplianceChange,
  at: Date,
): Promise<ComplianceSettings & { operator: string }> {
  return inTransaction(db, async (tx) => {
    const { operator, ...settings } = change;
    const next = { ...DEFAULT_COMPLIANCE, ...(await complianceOf(tx, brandId)), ...settings };
    const values = {
      minimumAge: next.minimum_age,
      selfExclusionSchemeUrl: next.self_exclusion_scheme_url,
      coolingOffHours: next.cooling_off_hours,
      bonusWageringCap: next.bonus_wagering_cap,
      licenceBadgeUrl: next.licence_badge_url,
      licencePageUrl: next.licence_page_url,
      updatedAt: at,
    };
    await tx
      .insert(brandCompliance)
      .values({ brandId, ...values })
      .onConflictDoUpdate({ target: brandCompliance.brandId, set: values });
    if (operator !== undefined)
      await tx
        .insert(brandOperators)
        .values({ brandId, operatorId: operator })
        .onConflictDoUpdate({ target: brandOperators.brandId, set: { operatorId: operator } });
    return { ...next, operator: await operatorOf(tx, brandId) };
  });
}
