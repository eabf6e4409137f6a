/**
 * `pnpm --filter @lobby/api start`: migrates and seeds the database (PGlite under `.data/` unless
 * DATABASE_URL is set), listens, prints the URL (and the metrics URL with `LOBBY_METRICS_PORT`),
 * and on SIGINT/SIGTERM drains (`platform/lifecycle.ts`): readiness fails first, then it stops
 * taking connections, finishes the requests in flight, ends the push streams and closes the
 * database, within `LOBBY_SHUTDOWN_MS`. A setting it cannot accept (a bad value, or a development
 * default in production mode) is printed and exits 1.
 */
import { resolve } from 'node:path';
import { loadConfig } from './config.ts';
import type { ServerConfig } from './config.ts';
import { DatabaseInUseError } from './db/folder-lock.ts';
import { addControlRoute, writeControlFile } from './ops/control.ts';
import { controlFilePath } from './ops/paths.ts';
import { closeReapingIdle, createDrain } from './platform/lifecycle.ts';
import { serveMetrics } from './platform/metrics.ts';
import { NotProductionReady, announceMode } from './platform/mode.ts';
import { registerSite } from './platform/site.ts';
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
const controlPath = database.kind === 'pglite' ? controlFilePath(config) : undefined;
const secret = controlPath ? addControlRoute(app, ctx) : undefined;
await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const removeControl =
  controlPath && secret
    ? writeControlFile(
        controlPath,
        {
          pid: process.pid,
          port,
          secret,
          ...(config.dataDir ? { dataDir: resolve(config.dataDir) } : {}),
        },
        (holder) =>
          app.log.warn(
            `${controlPath} belongs to the server of ${holder.dataDir ?? 'another folder'} (process ${holder.pid}); the ops CLI cannot reach this one while it runs`,
          ),
      )
    : () => {};
const url = `http://${config.host}:${port}`;
console.log(
  `Lobby API listening on ${url}  (database: ${database.kind}${database.kind === 'pglite' && config.dataDir ? ` at ${config.dataDir}` : ''})`,
);
console.log(`API reference: ${url}/api/docs   health: ${url}/healthz   ready: ${url}/readyz`);
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
