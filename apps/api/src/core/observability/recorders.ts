/**
 * What the core services report to the server's metrics, as small interfaces with no HTTP or
 * metrics library behind them (`core/observability/metrics.ts` implements them): money moved, messages
 * delivered, sweeps run. A service given none reports nowhere.
 *
 * The ledger finds its recorder by database, as the balance push finds its streams (a test file
 * may run several servers, each on its own database): {@link recordMoneyTo} is called once per
 * server, and `inTransaction` reports through {@link moneyRecorderOf}.
 */
import type { Database } from '../../db/client.ts';

/**
 * How a ledger transaction ended: `committed`; `refused` when the database refused a negative
 * member balance (`INSUFFICIENT_BALANCE`); `failed` when it rolled back for any other reason.
 */
export type MoneyOutcome = 'committed' | 'refused' | 'failed';

/** Counts ledger transactions by kind (`deposit`, `withdraw_hold`, `transfer_hold`, `bet`, …). */
export interface MoneyRecorder {
  moneyOperation(kind: string, outcome: MoneyOutcome): void;
}

/** Counts messages handed to the mail/SMS port. */
export interface DeliveryRecorder {
  delivered(channel: 'email' | 'sms', outcome: 'sent' | 'failed'): void;
}

/** Counts sweeps and the rows each deleted. */
export interface SweepRecorder {
  /** A sweep finished: rows deleted per table (or per extra sweep), or `failed`. */
  swept(result: Readonly<Record<string, number>> | 'failed'): void;
}

const moneyRecorders = new WeakMap<Database, MoneyRecorder>();

/** Makes `recorder` count the ledger transactions run on `db`. */
export function recordMoneyTo(db: Database, recorder: MoneyRecorder): void {
  moneyRecorders.set(db, recorder);
}

/** The recorder of `db`'s server, if it has one. */
export function moneyRecorderOf(db: Database): MoneyRecorder | undefined {
  return moneyRecorders.get(db);
}
