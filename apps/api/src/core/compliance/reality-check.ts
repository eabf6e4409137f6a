/**
 * Reality checks (issue 17): at the interval the member chose, the site and the game page stop
 * the member with the session's time and net position. Everything the dialog shows is computed
 * here, so the member site and the demo provider's game page show the same figures; they only
 * ask when the next check is due and tell when the member chose Continue.
 *
 * The session is the sign-in (its token family): a token refresh is the same session, a new
 * sign-in a new one, as for the session-time limit. The net position is what the member's
 * rounds over every provider paid out less what they staked since the session began (an open
 * round counts its stake, no payout yet, as the loss limits do), and beside it what the main
 * wallet and every provider wallet hold now.
 */
import { REALITY_CHECK_MINUTES } from '@lobby/contract/responsible-gambling';
import type { RealityCheckStatus } from '@lobby/contract/responsible-gambling';
import { BetStatus } from '@lobby/domain';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/migrate.ts';
import type { Database } from '../../db/client.ts';
import { memberRealityChecks, realityCheckSessions } from '../../db/schema/responsible-gambling.ts';
import { fieldError } from '../../base/errors.ts';
import { gameBalances, inTransaction, mainWalletBalance } from '../money/ledger.ts';
import { addHistory, loginOf } from './responsible-gambling.ts';
import type { Tx } from '../money/ledger.ts';

/** Whose reality check: the brand, the member, their sign-in session and the time. */
export interface RealityCheckAsker {
  brandId: string;
  memberId: number;
  sessionId: number;
  now: number;
  /** How long one minute of the interval lasts: 60 000 but in test suites (see the config). */
  minuteMs?: number | undefined;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The reality-check status of the asker's session (see `RealityCheckStatus`). */
export async function realityCheckStatus(
  db: Tx,
  asker: RealityCheckAsker,
): Promise<RealityCheckStatus> {
  const session = await loginOf(db, asker.sessionId);
  const started = session?.started ?? asker.now;
  const [choice] = await db
    .select({ minutes: memberRealityChecks.intervalMinutes })
    .from(memberRealityChecks)
    .where(eq(memberRealityChecks.memberId, asker.memberId));
  const [counted] = session
    ? await db
        .select({ from: realityCheckSessions.countedFrom })
        .from(realityCheckSessions)
        .where(eq(realityCheckSessions.family, session.family))
    : [];
  const countedFrom = Math.max(started, counted?.from.getTime() ?? started);
  const [bets] = rowsOf<{ staked: string | number | null; paid: string | number | null }>(
    await db.execute(sql`
      SELECT sum(bet_amount) AS staked, sum(payout) AS paid
      FROM bet_records
      WHERE member_id = ${asker.memberId} AND bet_time >= ${new Date(started)}
        AND status IN (${BetStatus.Pending}, ${BetStatus.Settled})`),
  );
  const staked = Number(bets?.staked ?? 0);
  const paid = Number(bets?.paid ?? 0);
  const main = await mainWalletBalance(db, asker.brandId, asker.memberId);
  let game = 0;
  for (const balance of (await gameBalances(db, asker.brandId, asker.memberId)).values())
    game += balance;
  const minutes = choice?.minutes ?? null;
  const dueAt = minutes === null ? null : countedFrom + minutes * (asker.minuteMs ?? 60_000);
  return {
    interval_minutes: minutes,
    session_started_at: seconds(started),
    elapsed_seconds: Math.max(0, seconds(asker.now - started)),
    staked,
    paid_out: paid,
    session_net: paid - staked,
    main_balance: main,
    game_balance: game,
    total_balance: main + game,
    counted_from: seconds(countedFrom),
    due_at: dueAt === null ? null : seconds(dueAt),
    due: dueAt !== null && asker.now >= dueAt,
  };
}

/** Moves where the session's interval counts from to now. */
async function countFromNow(tx: Tx, asker: RealityCheckAsker): Promise<void> {
  const session = await loginOf(tx, asker.sessionId);
  if (!session) return;
  const at = new Date(asker.now);
  await tx
    .insert(realityCheckSessions)
    .values({ family: session.family, memberId: asker.memberId, countedFrom: at })
    .onConflictDoUpdate({ target: realityCheckSessions.family, set: { countedFrom: at } });
}

/**
 * Sets the member's interval (null: off). Only the contract's values are taken, so a site
 * cannot offer a check every minute; the next check counts from now, so choosing a shorter
 * interval late in a session does not stop the member the moment they choose it.
 */
export async function setRealityCheckInterval(
  db: Database,
  asker: RealityCheckAsker,
  minutes: number | null,
): Promise<RealityCheckStatus> {
  if (minutes !== null && !(REALITY_CHECK_MINUTES as readonly number[]).includes(minutes))
    // "Please Select": the interval is a choice from a fixed list, and the message is translated.
    throw fieldError('minutes', 'PLEASE_SELECT');
  const at = new Date(asker.now);
  return inTransaction(db, async (tx) => {
    // The member's row is locked so two changes record their from/to one after the other.
    await tx.execute(sql`SELECT id FROM members WHERE id = ${asker.memberId} FOR UPDATE`);
    const [before] = await tx
      .select({ minutes: memberRealityChecks.intervalMinutes })
      .from(memberRealityChecks)
      .where(eq(memberRealityChecks.memberId, asker.memberId));
    const from = before?.minutes ?? null;
    await tx
      .insert(memberRealityChecks)
      .values({ memberId: asker.memberId, intervalMinutes: minutes, updatedAt: at })
      .onConflictDoUpdate({
        target: memberRealityChecks.memberId,
        set: { intervalMinutes: minutes, updatedAt: at },
      });
    await countFromNow(tx, asker);
    if (from !== minutes)
      await addHistory(tx, asker.memberId, {
        event: 'reality_check_set',
        kind: 'reality_check',
        from,
        to: minutes,
        at,
      });
    return realityCheckStatus(tx, asker);
  });
}

/**
 * The member chose Continue: when a check is due, records it in the account history (with the
 * session's minutes so far) and counts the next interval from now. When none is due (the same
 * check already answered in another window) nothing changes, so a second Continue is harmless.
 */
export async function acknowledgeRealityCheck(
  db: Database,
  asker: RealityCheckAsker,
): Promise<RealityCheckStatus> {
  return inTransaction(db, async (tx) => {
    // Locked so the site and the game page answering the same check record it once.
    await tx.execute(sql`SELECT id FROM members WHERE id = ${asker.memberId} FOR UPDATE`);
    const status = await realityCheckStatus(tx, asker);
    if (!status.due) return status;
    await countFromNow(tx, asker);
    await addHistory(tx, asker.memberId, {
      event: 'reality_check',
      kind: 'reality_check',
      to: Math.floor(status.elapsed_seconds / 60),
      at: new Date(asker.now),
    });
    return realityCheckStatus(tx, asker);
  });
}
