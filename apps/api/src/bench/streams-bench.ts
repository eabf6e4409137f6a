/**
 * Idle push streams: one server holding `LOBBY_BENCH_STREAMS` (default 10,000) open balance
 * streams (`wallet.events`) of one member on loopback, as many tabs and devices would. It prints
 * the server's memory and CPU before and with the streams open, its CPU over an idle minute's
 * fraction (heartbeats and session checks only), how long a bare /healthz takes while it holds
 * them (the event loop stays free), and the time from one transfer's answer until every stream
 * has the new balance (one note fanned out). On PostgreSQL when one is reachable (where the
 * note travels through LISTEN/NOTIFY), else PGlite. Run alone
 * (`node --conditions=source src/bench/streams-bench.ts`) or from `pnpm bench`.
 */
import { request } from 'node:http';
import type { ClientRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { TransferAction } from '@lobby/domain';
import {
  benchPostgres,
  cpuMsOf,
  percentiles,
  startServer,
  stopServer,
  withDatabase,
} from './bench-kit.ts';
import type { BenchPostgres, BenchServer } from './bench-kit.ts';
import { prepareMembers } from './transfer-bench.ts';

const STREAMS = Number(process.env.LOBBY_BENCH_STREAMS ?? 10_000);
/** Streams opening at once: under the listen backlog, so no connection is dropped and retried. */
const OPENING_AT_ONCE = 200;
/** The server's heartbeat during the bench: several pass in the idle window. */
const HEARTBEAT_MS = 5_000;
const IDLE_S = 12;
const here = fileURLToPath(new URL('.', import.meta.url));

/** One open stream: the balances it received, and how to close it. */
interface Stream {
  balances: number[];
  request: ClientRequest;
}

/** A process's resident memory (MiB), from /proc; undefined off Linux. */
function rssMiB(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** Opens one stream and resolves once its first balance (the greeting) arrived. */
function openStream(server: BenchServer, token: string, onBalance: () => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { balances: [], request: undefined as unknown as ClientRequest };
    stream.request = request(
      `${server.base}/api/v1/member/wallet/events`,
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`a stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (!block.startsWith('event: balance')) continue;
            const data = block.slice(block.indexOf('data: ') + 6);
            stream.balances.push((JSON.parse(data) as { money: number }).money);
            if (stream.balances.length === 1) resolve(stream);
            else onBalance();
          }
        });
      },
    );
    stream.request.on('error', reject);
    stream.request.end();
  });
}

/** Bare /healthz latencies (ms), one every 50 ms for `seconds`. */
async function probeHealth(server: BenchServer, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${server.base}/healthz`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latencies;
}

/** The figures of one database. */
interface StreamsRow {
  database: string;
  streams: number;
  rssBefore: number | undefined;
  rssWith: number | undefined;
  openS: number;
  idleCpuPct: number | undefined;
  health: { p50: number; p99: number };
  fanOutMs: number;
}

async function measure(database: string, env: Record<string, string>): Promise<StreamsRow> {
  const { wallets, setup } = await prepareMembers(env, 1);
  const member = wallets[0];
  if (!member) throw new Error('no bench member');
  const server = await startServer(join(here, 'bench-server.ts'), {
    ...env,
    LOBBY_STREAMS_PER_MEMBER: String(STREAMS),
    LOBBY_STREAM_HEARTBEAT_MS: String(HEARTBEAT_MS),
  });
  const streams: Stream[] = [];
  try {
    const pid = server.child.pid;
    // Start-up's garbage is collected once the server has been serving a while.
    await probeHealth(server, 3);
    const rssBefore = rssMiB(pid);
    let moved = 0;
    let allMoved: () => void = () => {};
    const onBalance = () => {
      moved += 1;
      if (moved === STREAMS) allMoved();
    };
    const opening = performance.now();
    for (let i = 0; i < STREAMS; i += OPENING_AT_ONCE) {
      const batch = Math.min(OPENING_AT_ONCE, STREAMS - i);
      streams.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () => openStream(server, member.token, onBalance)),
        )),
      );
    }
    const openS = (performance.now() - opening) / 1000;
    const rssWith = rssMiB(pid);
    const cpuBefore = cpuMsOf(pid);
    const health = percentiles(await probeHealth(server, IDLE_S));
    const cpuAfter = cpuMsOf(pid);
    const idleCpuPct =
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : ((cpuAfter - cpuBefore) / (IDLE_S * 1000)) * 100;
    // One transfer moves the member's money: one note, every stream told.
    const everyone = new Promise<void>((resolve) => {
      allMoved = resolve;
    });
    const sent = await fetch(`${server.base}/api/v1/member/game/transfer`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${member.token}`,
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ action: TransferAction.In, amount: 100, channel_id: setup.channelId }),
    });
    await sent.arrayBuffer();
    if (!sent.ok) throw new Error(`the transfer answered ${sent.status}`);
    const answered = performance.now();
    await everyone;
    return {
      database,
      streams: STREAMS,
      rssBefore,
      rssWith,
      openS,
      idleCpuPct,
      health,
      fanOutMs: Math.round(performance.now() - answered),
    };
  } finally {
    for (const stream of streams) stream.request.destroy();
    await stopServer(server);
  }
}

function print(row: StreamsRow): void {
  const mib = (v: number | undefined) => (v === undefined ? 'n/a' : `${v} MiB`);
  console.log(
    `${row.database}: ${row.streams} streams opened in ${row.openS.toFixed(1)} s; server RSS ${mib(row.rssBefore)} before, ${mib(row.rssWith)} with them (${row.rssBefore !== undefined && row.rssWith !== undefined ? `${(((row.rssWith - row.rssBefore) * 1024) / row.streams).toFixed(1)} KiB a stream` : 'n/a'})`,
  );
  console.log(
    `  idle (${IDLE_S} s, heartbeat every ${HEARTBEAT_MS / 1000} s): server CPU ${row.idleCpuPct === undefined ? 'n/a' : `${row.idleCpuPct.toFixed(1)} % of a core`}; GET /healthz meanwhile p50 ${row.health.p50} ms, p99 ${row.health.p99} ms`,
  );
  console.log(
    `  one transfer's balance note reached all ${row.streams} streams ${row.fanOutMs} ms after its answer`,
  );
}

/** Runs the streams bench on PostgreSQL (`pgServer`, else one found) or PGlite, and prints it. */
export async function runStreamsBench(pgServer?: BenchPostgres): Promise<StreamsRow> {
  console.log(
    `\nstreams bench: ${STREAMS} idle balance streams of one member on one server, loopback`,
  );
  const postgres = pgServer ?? (await benchPostgres());
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-streams-bench-'));
  try {
    const row = postgres
      ? await withDatabase(postgres, 'lobby_sbench', (url) =>
          measure('PostgreSQL', { DATABASE_URL: url }),
        )
      : await measure('PGlite', { LOBBY_DATA_DIR: join(dataDir, 'pglite'), DATABASE_URL: '' });
    print(row);
    return row;
  } finally {
    if (!pgServer) await postgres?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runStreamsBench();
