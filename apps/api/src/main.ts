/**
 * `pnpm --filter @lobby/api start`: migrates and seeds the database (PGlite under `.data/` unless
 * DATABASE_URL is set), listens, prints the URL, and on SIGINT/SIGTERM stops taking new
 * connections, finishes the requests in flight, then closes the database.
 */
import { loadConfig } from './config.ts';
import { addControlRoute, writeControlFile } from './ops/control.ts';
import { controlFilePath } from './ops/paths.ts';
import { registerSite } from './platform/site.ts';
import { createServer } from './server.ts';

const config = loadConfig();
const { app, ctx, database } = await createServer({ config });
registerSite(app, ctx.brands);
const controlPath = database.kind === 'pglite' ? controlFilePath(config) : undefined;
const secret = controlPath ? addControlRoute(app, ctx) : undefined;
await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const removeControl =
  controlPath && secret
    ? writeControlFile(controlPath, { pid: process.pid, port, secret })
    : () => {};
const url = `http://${config.host}:${port}`;
console.log(
  `Lobby API listening on ${url}  (database: ${database.kind}${database.kind === 'pglite' && config.dataDir ? ` at ${config.dataDir}` : ''})`,
);
console.log(`API reference: ${url}/api/docs   health: ${url}/healthz`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error('shutdown took too long, exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  removeControl();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
