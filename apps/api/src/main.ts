/**
 * `pnpm --filter @lobby/api start`: migrates and seeds the database (PGlite under `.data/` unless
 * DATABASE_URL is set), listens, prints the URL (and the metrics URL with `LOBBY_METRICS_PORT`),
 * and on SIGINT/SIGTERM drains (`base/lifecycle.ts`): readiness fails first, then it stops
 * taking connections, finishes the requests in flight, ends the push streams and closes the
 * database, within `LOBBY_SHUTDOWN_MS`. A setting it cannot accept (a bad value, or a development
 * default in production mode) is printed and exits 1.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DEFAULT_DATA_DIR, loadConfig } from './base/config.ts';
import type { ServerConfig } from './base/config.ts';
import { DatabaseInUseError } from './db/folder-lock.ts';
import { addControlRoute, writeControlFile } from './ops/control.ts';
import { controlFilePath, describeDatabaseUrl } from './ops/paths.ts';
import { closeReapingIdle, createDrain } from './base/lifecycle.ts';
import { serveMetrics } from './http/metrics-listener.ts';
import { NotProductionReady, announceMode } from './base/mode.ts';
import { registerSite } from './http/site.ts';
import { createServer } from './server.ts';

/** A refused start: the reason alone on stderr (it names the settings) and exit code 1. */
function refuse(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  refuse(error);
}
const { app, ctx, database } = await createServer({ config }).catch((error: unknown) => {
  // A second start on a folder in use says so in one line (the folder and the other pid).
  if (error instanceof NotProductionReady || error instanceof DatabaseInUseError) refuse(error);
  throw error;
});
announceMode(app.log, config);
registerSite(app, ctx.brands);
// PGlite: the CLI runs its commands in this server. PostgreSQL: a marker naming the database,
// beside the default folder (where a CLI without DATABASE_URL looks), so that CLI refuses
// rather than opening a PGlite folder of its own.
const controlPath =
  database.kind === 'pglite'
    ? controlFilePath(config)
    : controlFilePath({ dataDir: config.dataDir ?? DEFAULT_DATA_DIR });
const secret = database.kind === 'pglite' && controlPath ? addControlRoute(app, ctx) : '';
await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
if (controlPath && database.kind === 'postgres')
  mkdirSync(dirname(controlPath), { recursive: true });
const removeControl = controlPath
  ? writeControlFile(
      controlPath,
      {
        pid: process.pid,
        port,
        secret,
        mode: config.mode,
        ...(database.kind === 'pglite' && config.dataDir
          ? { dataDir: resolve(config.dataDir) }
          : {}),
        ...(database.kind === 'postgres' && config.databaseUrl
          ? { database: describeDatabaseUrl(config.databaseUrl) }
          : {}),
      },
      (holder) =>
        app.log.warn(
          `${controlPath} belongs to the server of ${holder.dataDir ?? holder.database ?? 'another folder'} (process ${holder.pid}); the ops CLI cannot tell this one is running`,
        ),
    )
  : () => {};
const url = `http://${config.host}:${port}`;
console.log(
  `Lobby API listening on ${url}  (database: ${database.kind}${database.kind === 'pglite' && config.dataDir ? ` at ${config.dataDir}` : ''})`,
);
console.log(
  config.docs
    ? `API reference: ${url}/api/docs   health: ${url}/healthz   ready: ${url}/readyz`
    : `health: ${url}/healthz   ready: ${url}/readyz   (API reference off: LOBBY_DOCS=1 serves it)`,
);
const metrics =
  config.metricsPort === undefined
    ? undefined
    : await serveMetrics(ctx.metrics, { host: config.metricsHost, port: config.metricsPort });
if (metrics) console.log(`Metrics: ${metrics.url}`);

const drain = createDrain({
  lifecycle: ctx.lifecycle,
  drainDelayMs: config.drainDelayMs,
  shutdownMs: config.shutdownMs,
  log: app.log,
  async close() {
    removeControl();
    await closeReapingIdle(app);
    await metrics?.close();
  },
  exit: (code) => process.exit(code),
});
process.on('SIGINT', () => void drain.stop('SIGINT'));
process.on('SIGTERM', () => void drain.stop('SIGTERM'));
