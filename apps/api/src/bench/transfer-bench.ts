/**
 * Transfer bench: POST /member/game/transfer against the demo provider with 32 concurrent
 * clients, beside the raw rate of the same money work as one plain SQL transaction
 * (`raw-transfer.ts`) measured in the same run on the same database, on PGlite and on
 * PostgreSQL, in two shapes: uncontended (one member per client) and contended (32 clients over
 * 4 members), then an open-loop run at half the uncontended rate (`open-loop.ts`). Each client
 * alternates in and out with a fresh Idempotency-Key per request.
 * Every load is warmed up first (discarded), only 2xx answers and committed transactions count,
 * servers listen on free ports, and each database's durability is printed beside its numbers.
 * On PostgreSQL both sides prepare their statements by name (parsed and planned once per
 * connection), so neither is credited with work only the other repeats.
 * Run alone (`node --conditions=source src/bench/transfer-bench.ts`) or from `pnpm bench`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { TransferAction } from '@lobby/domain';
import autocannon from 'autocannon';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../base/config.ts';
import { ensureAccount, reconcile } from '../core/money/ledger.ts';
import { findMemberByUsername } from '../core/security/members.ts';
import { openDatabase } from '../db/client.ts';
import { gameChannels } from '../db/schema/games.ts';
import { runOps } from '../ops/dispatch.ts';
import { openContext } from '../server.ts';
import {
  benchPostgres,
  cpuMsOf,
  percentiles,
  startServer,
  stopServer,
  withDatabase,
} from './bench-kit.ts';
import type { BenchPostgres, BenchServer } from './bench-kit.ts';
import { openLoop } from './open-loop.ts';
import type { OpenLoopResult } from './open-loop.ts';
import { pgliteTransactions, poolTransactions, rawRate } from './raw-transfer.ts';
import type { RawResult, RawSetup, RawWallet, RunTransaction } from './raw-transfer.ts';

/** Measured seconds of each run (`LOBBY_BENCH_SECONDS`). */
export const SECONDS = Number(process.env.LOBBY_BENCH_SECONDS ?? 6);
/** Discarded before each measured run: connections, caches and the JIT settle. */
export const WARMUP_S = Math.min(2, Math.max(1, SECONDS / 3));
/** Whether PGlite flushes each commit (`LOBBY_PGLITE_SYNC=0` measures it without). */
const PGLITE_DURABLE = loadConfig(process.env).pgliteDurable;
/** Concurrent closed-loop clients of every transfer load. */
export const CLIENTS = 32;
/**
 * The latency target of a transfer, met at a steady open-loop load of half the maximum: at
 * {@link CLIENTS} closed-loop clients Little's law bounds the mean at clients ÷ rate instead.
 */
export const P99_TARGET_MS = 50;
const AMOUNT = 100;
/** Sequential transfers whose server CPU time is measured (after as many discarded). */
const CPU_TRANSFERS = 400;
const here = fileURLToPath(new URL('.', import.meta.url));

/** A load shape: how many members the 32 clients share. */
interface Shape {
  name: 'uncontended' | 'contended';
  members: number;
}
const SHAPES: readonly Shape[] = [
  { name: 'uncontended', members: CLIENTS },
  { name: 'contended', members: 4 },
];
const shapeLabel = (shape: Shape) =>
  shape.members === CLIENTS
    ? `${CLIENTS} clients, one member each`
    : `${CLIENTS} clients over ${shape.members} members`;

/** What one timed run measured: 2xx answers per second, their latency (ms), the rest. */
export type LoadResult = RawResult;

/** One shape on one database: the transfers beside the raw baseline. */
export interface TransferBenchRow {
  database: string;
  durability: string;
  shape: Shape['name'];
  transfers: LoadResult;
  raw: RawResult;
  /** transfers.rate / raw.rate */
  ratio: number;
  /** The server's CPU time per transfer, one at a time (ms), where it could be read. */
  cpuMsPerTransfer: number | undefined;
  /** The uncontended shape only: an open-loop run at half its measured rate. */
  openLoop?: OpenLoopResult | undefined;
}

/** A bench member: its session and the ledger ids the baseline needs. */
export interface BenchWallet extends RawWallet {
  token: string;
}

/**
 * Makes `count` bench members through the application's own services before the server starts
 * (so a PGlite folder is free): each funded through the ledger, its game wallet and the
 * transfer suspense account opened, and a session issued (logins are not what is measured).
 */
export async function prepareMembers(env: Record<string, string>, count: number) {
  const { ctx, database } = await openContext({
    config: loadConfig({
      ...env,
      LOG_LEVEL: 'silent',
      LOBBY_ARGON2_MEMORY_KIB: '64',
      LOBBY_ARGON2_PASSES: '1',
    }),
    cacheMs: 0,
  });
  try {
    const brand = await ctx.brands.byId('default');
    if (!brand) throw new Error('no default brand');
    const [channel] = await ctx.db
      .select()
      .from(gameChannels)
      .where(and(eq(gameChannels.brandId, brand.id), eq(gameChannels.code, 'AUR')));
    if (!channel) throw new Error('no AUR channel');
    const open = (ref: Parameters<typeof ensureAccount>[3]) =>
      ensureAccount(ctx.db, brand.id, brand.currencyCode, ref);
    const setup: RawSetup = {
      brandId: brand.id,
      channelId: channel.id,
      channelName: channel.name,
      suspenseAccountId: await open({ kind: 'transfer_suspense' }),
      amount: AMOUNT,
    };
    const wallets: BenchWallet[] = [];
    const suffix = Date.now().toString(36).slice(-4);
    for (let i = 0; i < count; i += 1) {
      const username = `bench${i}x${suffix}`;
      await runOps(ctx, 'member:create', { brand: brand.id, username, password: 'Kettle-Moss-42' });
      await runOps(ctx, 'wallet:adjust', {
        brand: brand.id,
        username,
        amount: '1000000000',
        remark: 'bench float',
      });
      const member = await findMemberByUsername(ctx.db, brand.id, username);
      if (!member) throw new Error(`${username} was not created`);
      wallets.push({
        memberId: member.id,
        token: (await ctx.sessions.issue(brand.id, member.id, {})).token,
        mainAccountId: await open({ kind: 'main', memberId: member.id }),
        gameAccountId: await open({ kind: 'game', memberId: member.id, channelId: channel.id }),
      });
    }
    return { setup, wallets };
  } finally {
    await database.close();
  }
}

/**
 * One autocannon run of transfers (client i on member i mod n, alternating in and out): the
 * first `warmupS` seconds warm the same connections and are discarded, then the requests sent
 * and answered within the next `seconds` are counted (2xx in the rate and the latencies, the
 * rest as errors). Measuring on warmed connections leaves out how fast a saturated server
 * accepts 32 new ones, which is not what a transfer costs.
 */
export async function loadTransfers(
  base: string,
  tokens: readonly string[],
  channelId: number,
  warmupS: number,
  seconds: number,
): Promise<LoadResult> {
  let nextClient = 0;
  const instance = autocannon({
    url: `${base}/api/v1/member/game/transfer`,
    connections: CLIENTS,
    duration: warmupS + seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
          if (context.token === undefined) {
            context.token = tokens[nextClient % tokens.length];
            context.action = TransferAction.In;
            nextClient += 1;
          }
          const action = context.action as TransferAction;
          context.action = action === TransferAction.In ? TransferAction.Out : TransferAction.In;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${String(context.token)}`,
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ action, amount: AMOUNT, channel_id: channelId }),
          };
        },
      },
    ],
  } as unknown as autocannon.Options) as unknown as autocannon.Instance &
    Promise<autocannon.Result>;
  const from = Date.now() + warmupS * 1000;
  const until = from + seconds * 1000;
  // A request counts when it was sent and answered within the window.
  const inWindow = (ms: number) => {
    const now = Date.now();
    return now - ms >= from && now <= until;
  };
  const latencies: number[] = [];
  let errors = 0;
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (!inWindow(ms)) return;
    // Only answers that moved money count; a refusal or a failure is an error, not a rate.
    if (status >= 200 && status < 300) latencies.push(ms);
    else errors += 1;
  });
  instance.on('reqError', () => {
    if (inWindow(0)) errors += 1;
  });
  await instance;
  return { rate: Math.round(latencies.length / seconds), ...percentiles(latencies), errors };
}

/**
 * The server's CPU time per transfer, sent one at a time by one member (in and out in turn,
 * each 2xx, as many discarded first): what a transfer costs the server, less noisy than a rate
 * on a shared machine because waiting for the database or the CPU does not count.
 */
async function cpuPerTransfer(
  server: BenchServer,
  token: string,
  channelId: number,
): Promise<number | undefined> {
  let action: TransferAction = TransferAction.In;
  const send = async () => {
    const response = await fetch(`${server.base}/api/v1/member/game/transfer`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ action, amount: AMOUNT, channel_id: channelId }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`a sequential transfer answered ${response.status}`);
    action = action === TransferAction.In ? TransferAction.Out : TransferAction.In;
  };
  for (let i = 0; i < CPU_TRANSFERS; i += 1) await send();
  const before = cpuMsOf(server.child.pid);
  for (let i = 0; i < CPU_TRANSFERS; i += 1) await send();
  const after = cpuMsOf(server.child.pid);
  return before === undefined || after === undefined ? undefined : (after - before) / CPU_TRANSFERS;
}

/**
 * Transfers at a fixed arrival rate (open loop): request n goes to member n mod the members, each
 * member alternating in and out, latency counted from the intended send time. Every member's
 * first request is an in, so an out never finds the game wallet empty.
 */
export async function openLoopTransfers(
  base: string,
  tokens: readonly string[],
  channelId: number,
  rate: number,
): Promise<OpenLoopResult> {
  const next = tokens.map((): TransferAction => TransferAction.In);
  return openLoop({
    rate,
    warmupS: WARMUP_S,
    seconds: SECONDS,
    async send(n) {
      const member = n % tokens.length;
      const action = next[member] as TransferAction;
      next[member] = action === TransferAction.In ? TransferAction.Out : TransferAction.In;
      const response = await fetch(`${base}/api/v1/member/game/transfer`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${String(tokens[member])}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ action, amount: AMOUNT, channel_id: channelId }),
      });
      await response.arrayBuffer();
      return response.ok;
    },
  });
}

/**
 * The transfers of every shape against one server (each warmed up, the warm-up discarded),
 * then its CPU time per transfer.
 */
async function measureTransfers(
  env: Record<string, string>,
  wallets: readonly BenchWallet[],
  channelId: number,
): Promise<{
  loads: Map<Shape['name'], LoadResult>;
  cpuMs: number | undefined;
  open: OpenLoopResult | undefined;
}> {
  const server = await startServer(join(here, 'bench-server.ts'), env);
  const loads = new Map<Shape['name'], LoadResult>();
  try {
    for (const shape of SHAPES) {
      const tokens = wallets.slice(0, shape.members).map((w) => w.token);
      loads.set(shape.name, await loadTransfers(server.base, tokens, channelId, WARMUP_S, SECONDS));
    }
    // Half the closed-loop maximum, uncontended: the latency a member sees at a steady load.
    const max = loads.get('uncontended')?.rate ?? 0;
    const open =
      max > 1
        ? await openLoopTransfers(
            server.base,
            wallets.map((w) => w.token),
            channelId,
            Math.floor(max / 2),
          )
        : undefined;
    const first = wallets[0];
    const cpuMs = first ? await cpuPerTransfer(server, first.token, channelId) : undefined;
    return { loads, cpuMs, open };
  } finally {
    await stopServer(server);
  }
}

/** The raw baseline of every shape on `run`. */
async function measureRaw(
  run: RunTransaction,
  setup: RawSetup,
  wallets: readonly BenchWallet[],
): Promise<Map<Shape['name'], RawResult>> {
  const results = new Map<Shape['name'], RawResult>();
  for (const shape of SHAPES)
    results.set(
      shape.name,
      await rawRate(run, setup, wallets.slice(0, shape.members), {
        clients: CLIENTS,
        warmupS: WARMUP_S,
        seconds: SECONDS,
      }),
    );
  return results;
}

/** Where a database lives, for the server (its environment) and for the bench's own connections. */
type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** Opens `target` for the bench's own connections: the raw baseline and the final reconcile. */
async function openRaw(target: Target) {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: CLIENTS });
    pool.on('error', () => {});
    const database = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });
    return {
      run: poolTransactions(pool),
      db: database.db,
      close: async () => {
        await pool.end();
        await database.close();
      },
    };
  }
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: target.dataDir,
    durable: PGLITE_DURABLE,
  });
  return {
    run: pgliteTransactions((database.db as unknown as { $client: PGlite }).$client),
    db: database.db,
    close: () => database.close(),
  };
}

/**
 * One database: members first, then the raw baseline (before the transfers, so the baseline
 * never runs on the smaller tables), then the transfers through the server, then a reconcile
 * of the whole ledger.
 */
async function measure(
  database: string,
  durability: string,
  target: Target,
): Promise<TransferBenchRow[]> {
  const env: Record<string, string> =
    target.kind === 'postgres'
      ? { DATABASE_URL: target.url }
      : { LOBBY_DATA_DIR: target.dataDir, DATABASE_URL: '' };
  const { setup, wallets } = await prepareMembers(env, CLIENTS);
  let raw = await openRaw(target);
  let rawResults: Map<Shape['name'], RawResult>;
  try {
    rawResults = await measureRaw(raw.run, setup, wallets);
  } finally {
    // PGlite's folder takes one process at a time: the server opens it next.
    if (target.kind === 'pglite') await raw.close();
  }
  const {
    loads: transferResults,
    cpuMs,
    open,
  } = await measureTransfers(env, wallets, setup.channelId);
  if (target.kind === 'pglite') raw = await openRaw(target);
  try {
    const report = await reconcile(raw.db);
    console.log(
      `${database}: the ledger reconciles ${report.differences.length === 0 ? 'clean' : `WITH ${report.differences.length} DIFFERENCES`} over ${report.entries} entries`,
    );
  } finally {
    await raw.close();
  }
  return SHAPES.map((shape) => {
    const transfers = transferResults.get(shape.name) as LoadResult;
    const baseline = rawResults.get(shape.name) as RawResult;
    return {
      database,
      durability,
      shape: shape.name,
      transfers,
      raw: baseline,
      ratio: baseline.rate > 0 ? transfers.rate / baseline.rate : 0,
      cpuMsPerTransfer: cpuMs,
      ...(shape.name === 'uncontended' ? { openLoop: open } : {}),
    };
  });
}

function printRows(rows: readonly TransferBenchRow[]): void {
  console.log(
    '\nPOST /member/game/transfer (2xx/s) beside the raw transfer transaction (commits/s), same database, same run',
  );
  console.log(
    'database    shape         transfer/s    raw/s   ratio   p50 ms   p99 ms   errors | raw p50   raw p99  raw errors',
  );
  for (const r of rows) {
    const t = r.transfers;
    console.log(
      `${r.database.padEnd(11)} ${r.shape.padEnd(12)} ${String(t.rate).padStart(11)} ${String(r.raw.rate).padStart(8)} ${r.ratio.toFixed(2).padStart(7)} ${String(t.p50).padStart(8)} ${String(t.p99).padStart(8)} ${String(t.errors).padStart(8)} | ${String(r.raw.p50).padStart(7)} ${String(r.raw.p99).padStart(9)} ${String(r.raw.errors).padStart(11)}`,
    );
  }
  // Closed-loop clients wait for each answer, so their mean latency is clients ÷ rate (Little's
  // law): a rate bounds the latency any request mix can have, the raw transaction's included.
  const meanMs = (rate: number) => (rate > 0 ? Math.round((CLIENTS / rate) * 1000) : Infinity);
  console.log(
    `mean latency at ${CLIENTS} clients = clients ÷ rate; a p99 under ${P99_TARGET_MS} ms needs more than ${Math.round(CLIENTS / (P99_TARGET_MS / 1000))}/s:`,
  );
  for (const r of rows)
    console.log(
      `  ${r.database.padEnd(11)} ${r.shape.padEnd(12)} transfers ${meanMs(r.transfers.rate)} ms, the raw transaction alone ${meanMs(r.raw.rate)} ms`,
    );
  console.log(
    `open loop: transfers at a fixed arrival rate of half the uncontended maximum, over ${CLIENTS} members, latency from each request's intended send time (no coordinated omission), 2xx only; target p99 < ${P99_TARGET_MS} ms`,
  );
  for (const r of rows) {
    const o = r.openLoop;
    if (!o) continue;
    console.log(
      `  ${r.database.padEnd(11)} ${o.rate}/s asked, ${o.achieved}/s answered 2xx, p50 ${o.p50} ms, p99 ${o.p99} ms ${o.p99 < P99_TARGET_MS ? '(met)' : '(NOT met)'}, max ${o.max} ms, errors ${o.errors}, driver lag ≤ ${o.sendLagMs} ms`,
    );
  }
  for (const database of new Set(rows.map((r) => r.database))) {
    const row = rows.find((r) => r.database === database);
    console.log(`${database} durability: ${row?.durability ?? ''}`);
    const cpu = row?.cpuMsPerTransfer;
    console.log(
      `${database} server CPU per transfer: ${cpu === undefined ? 'not measured (no /proc)' : `${cpu.toFixed(2)} ms`} (${CPU_TRANSFERS} sequential, after ${CPU_TRANSFERS} discarded)`,
    );
  }
}

/**
 * Runs the transfer bench on PGlite and PostgreSQL (`pgServer`, else the one
 * {@link benchPostgres} finds) and prints its table.
 */
export async function runTransferBench(pgServer?: BenchPostgres): Promise<TransferBenchRow[]> {
  const rows: TransferBenchRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-transfer-bench-'));
  const postgres = pgServer ?? (await benchPostgres());
  try {
    console.log(
      `\ntransfer bench: ${CLIENTS} clients, ${WARMUP_S.toFixed(1)} s warm-up on the same connections (discarded) then ${SECONDS} s measured per run; shapes: ${SHAPES.map((s) => `${s.name} (${shapeLabel(s)})`).join(', ')}; a fresh Idempotency-Key per request; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      'raw transfer transaction: lock both wallets, insert the transfer, post hold and settle (transaction + 2 entries each, balance triggers), insert and update the wallet record, mark the transfer posted; one COMMIT',
    );
    const pgliteDurability = PGLITE_DURABLE
      ? 'fsync=on wal_sync_method=fsync (each commit flushed)'
      : 'no flushes (LOBBY_PGLITE_SYNC=0)';
    rows.push(
      ...(await measure('PGlite', pgliteDurability, {
        kind: 'pglite',
        dataDir: join(dataDir, 'pglite'),
      })),
    );
    if (postgres) {
      console.log(`transfer bench: PostgreSQL is ${postgres.origin}`);
      rows.push(
        ...(await withDatabase(postgres, 'lobby_tbench', (url) =>
          measure('PostgreSQL', postgres.durability, { kind: 'postgres', url }),
        )),
      );
    } else {
      console.log(
        'transfer bench: no PostgreSQL reachable (set TEST_DATABASE_URL); the PostgreSQL rows are skipped',
      );
    }
  } finally {
    if (!pgServer) await postgres?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  printRows(rows);
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runTransferBench();
