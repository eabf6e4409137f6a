/**
 * Counts the SQL round trips a piece of work makes on an in-memory PGlite: every statement the
 * driver sends (inside or outside a transaction) and every transaction it opens, for the work
 * run inside {@link StatementCounter.count} only. Work of the same server that is not part of
 * it (the sweeper's timer, another request) runs in another async context and is not counted,
 * so the count is deterministic. Used to pin how many round trips a request makes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Database } from '../db/client.ts';

/** One statement the driver sent. */
export interface CountedStatement {
  /** The SQL text, whitespace collapsed. */
  sql: string;
  /** The 1-based number of the transaction it ran in, or 0 outside any. */
  transaction: number;
}

/** What a counted piece of work sent. */
export interface StatementCount {
  statements: CountedStatement[];
  /** Transactions opened (each is a BEGIN and a COMMIT or ROLLBACK besides its statements). */
  transactions: number;
}

/** Counts round trips on one PGlite-backed database (see {@link countStatements}). */
export interface StatementCounter {
  /** Runs `work`, answering its result and what it sent. */
  count<T>(work: () => Promise<T>): Promise<{ result: T; sent: StatementCount }>;
}

/**
 * Wraps the PGlite client under `db` (once per database) so the work run by the answered
 * counter has its statements and transactions tallied. PGlite only: a PostgreSQL pool hands
 * out connections whose queries are not reachable so simply, and PGlite runs the same SQL.
 */
export function countStatements(db: Database): StatementCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = wrap(db);
    counters.set(db, counter);
  }
  return counter;
}

const counters = new WeakMap<Database, StatementCounter>();

/** Installs the counting wrappers on `db`'s PGlite client. */
function wrap(db: Database): StatementCounter {
  const client = (db as unknown as { $client?: PGlite }).$client;
  if (!client || typeof client.transaction !== 'function')
    throw new Error('countStatements: the database is not PGlite');
  const tallies = new AsyncLocalStorage<StatementCount>();
  const note = (sqlText: unknown, inTransaction: number) => {
    const tally = tallies.getStore();
    if (!tally || typeof sqlText !== 'string') return;
    tally.statements.push({ sql: sqlText.replace(/\s+/g, ' ').trim(), transaction: inTransaction });
  };
  const query = client.query.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    note(text, 0);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const tally = tallies.getStore();
      if (!tally) return callback(tx);
      tally.transactions += 1;
      const number = tally.transactions;
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, ...rest: unknown[]) => {
        note(text, number);
        return (txQuery as (...args: unknown[]) => unknown)(text, ...rest);
      }) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
  return {
    async count(work) {
      const tally: StatementCount = { statements: [], transactions: 0 };
      const result = await tallies.run(tally, work);
      return { result, sent: { statements: tally.statements, transactions: tally.transactions } };
    },
  };
}
