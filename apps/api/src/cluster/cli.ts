/**
 * `node --conditions=source src/cluster/cli.ts --instances N [--port P] [--host H]
 * [--database-url URL]`: N API instances on one PostgreSQL database behind HAProxy (what
 * `pnpm start --cluster` runs after building the brand). Without `--database-url` it starts a
 * throwaway PostgreSQL in a temporary folder. The instances inherit this process's environment
 * (`LOBBY_SITES`, `LOG_LEVEL`, …). Prints `Cluster ready: <url>` once HAProxy answers; SIGINT or
 * SIGTERM stops HAProxy, the instances and the throwaway PostgreSQL, and deletes its folder.
 */
import { parseArgs } from 'node:util';
import { startCluster } from './cluster.ts';
import type { Cluster } from './cluster.ts';
import { createDatabase, startThrowawayPostgres } from './postgres.ts';
import type { ThrowawayPostgres } from './postgres.ts';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'database-url': { type: 'string' },
  },
});
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 32) {
  console.error(`--instances must be a whole number from 1 to 32, got "${values.instances}"`);
  process.exit(2);
}

let postgres: ThrowawayPostgres | undefined;
let cluster: Cluster | undefined;
let stopping = false;

/** Stops what was started, in reverse order, then exits. */
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await cluster?.stop().catch((error: unknown) => console.error(error));
  await postgres?.close().catch((error: unknown) => console.error(error));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  let databaseUrl = values['database-url'];
  if (!databaseUrl) {
    console.log('Starting a throwaway PostgreSQL…');
    postgres = await startThrowawayPostgres();
    if (!postgres)
      throw new Error(
        'No PostgreSQL 15 to start (bash tooling/scripts/bootstrap installs it); or set DATABASE_URL',
      );
    databaseUrl = (await createDatabase(postgres.adminUrl, 'lobby')).url;
  }
  console.log(`Starting ${instances} API instances and HAProxy…`);
  cluster = await startCluster({
    instances,
    databaseUrl,
    host: values.host,
    ...(values.port ? { port: Number(values.port) } : {}),
    onLine: (name, line) => {
      // The instances' banners name their own ports; only HAProxy's address is for visitors.
      if (!/^Lobby API listening|^API reference/.test(line)) console.log(`[${name}] ${line}`);
    },
  });
  for (const instance of cluster.instances)
    instance.child?.once('exit', (code, signal) => {
      if (!stopping)
        console.error(
          `[${instance.name}] stopped (${signal ?? `exit ${code}`}); HAProxy takes it out of rotation.`,
        );
    });
  console.log(
    `Cluster ready: ${cluster.url}  (instances ${cluster.instances.map((i) => i.port).join(', ')}; database ${postgres ? 'throwaway' : 'DATABASE_URL'})`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await shutdown(1);
}
