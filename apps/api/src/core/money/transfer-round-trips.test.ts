/**
 * Pins the database round trips of one member transfer (POST /member/game/transfer with the
 * demo provider, a new Idempotency-Key), from the request's arrival to its answer, so a change
 * that adds one fails here (issue 14). Counted on PGlite with the server's own cache time, as
 * in production: brand, maintenance and channel come from the cache, so what is left outside
 * the transaction is the session lookup. Each transaction is a BEGIN and a COMMIT besides.
 *
 * In (7 statements in the transaction): lock both wallets; the play guard (exclusion and
 * limits in one read); the transfer row, written posted; the provider's book; the hold and the
 * settle in one posting statement; the wallet record, answering both balances; the key, done.
 * Out: the same without the guard (6).
 */
import { TransferAction } from '@lobby/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { channelByCode, keyed, ledgerSound, mainOf, newMember } from '../../test/money-kit.ts';
import { countStatements } from '../../test/statement-count.ts';
import type { StatementCount } from '../../test/statement-count.ts';

// PGlite only: the counter wraps its client (PostgreSQL runs the same statements).
const pglite = process.env.LOBBY_TEST_DB !== 'postgres' || !process.env.TEST_DATABASE_URL;

let server: TestServer;
beforeAll(async () => {
  if (pglite) server = await startTestServer({ cacheMs: 2_000 });
});
afterAll(async () => {
  await server?.close();
});

/** The statements, one a line with the transaction they ran in, for a failing count's message. */
const listing = (sent: StatementCount) =>
  sent.statements.map((s) => `[${s.transaction}] ${s.sql.slice(0, 120)}`).join('\n');

describe.runIf(pglite)('round trips of one transfer', () => {
  it('a transfer in makes at most 8 statements, 7 of them in its 1 transaction; out 7 and 6', async () => {
    const counter = countStatements(server.ctx.db);
    const m = await newMember(server, { balance: 10_000 });
    const aur = await channelByCode(server, 'AUR');
    const send = (action: TransferAction) =>
      keyed(server, m, '/member/game/transfer', { action, amount: 300, channel_id: aur.id });
    // The first transfer opens the game wallet and fills the caches: not what one costs after.
    expect((await send(TransferAction.In)).statusCode).toBe(200);
    expect((await send(TransferAction.Out)).statusCode).toBe(200);

    const limits = { [TransferAction.In]: 8, [TransferAction.Out]: 7 };
    for (const action of [TransferAction.In, TransferAction.Out]) {
      const { result, sent } = await counter.count(() => send(action));
      expect(result.statusCode, result.body).toBe(200);
      expect(sent.transactions, listing(sent)).toBe(1);
      expect(sent.statements.length, listing(sent)).toBeLessThanOrEqual(limits[action]);
      // Outside the transaction only the session's lookup (with its member).
      const outside = sent.statements.filter((s) => s.transaction === 0);
      expect(outside.length, listing(sent)).toBeLessThanOrEqual(1);
    }
    await ledgerSound(server);
  });

  it('a retried request (same key) moves nothing again, in at most 2 transactions', async () => {
    const counter = countStatements(server.ctx.db);
    const m = await newMember(server, { balance: 10_000 });
    const aur = await channelByCode(server, 'AUR');
    const body = { action: TransferAction.In, amount: 400, channel_id: aur.id };
    const first = await keyed(server, m, '/member/game/transfer', body, 'round-trips-retry');
    expect(first.statusCode).toBe(200);
    const main = await mainOf(server, m);
    const { result, sent } = await counter.count(() =>
      keyed(server, m, '/member/game/transfer', body, 'round-trips-retry'),
    );
    expect(result.json()).toEqual(first.json());
    expect(await mainOf(server, m)).toBe(main);
    // The one-commit try rolls back on the key; the claim's transaction replays the answer.
    expect(sent.transactions, listing(sent)).toBeLessThanOrEqual(2);
    await ledgerSound(server);
  });
});
