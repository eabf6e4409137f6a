/**
 * `pnpm --filter @lobby/api ops <command> [--option value ...]`: operator commands. With a
 * PGlite server running it goes through the server's loopback control channel; otherwise (or
 * with DATABASE_URL) it opens the database itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openContext } from '../server.ts';
import { OpsError } from './commands.ts';
import type { ControlFile } from './control.ts';
import { USAGE, runOps } from './dispatch.ts';
import type { OpsArgs } from './dispatch.ts';
import { controlFilePath } from './paths.ts';

const [command, ...rest] = process.argv.slice(2);
if (!command || command === 'help' || command === '--help') {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}

/** `--name value` pairs; a `--flag` followed by another option (or nothing) is `'true'`. */
function parseOptions(list: string[]): OpsArgs {
  const out: OpsArgs = {};
  for (let i = 0; i < list.length; i += 1) {
    const item = list[i] as string;
    if (!item.startsWith('--')) throw new OpsError(`Unexpected argument "${item}"\n\n${USAGE}`);
    const [name, inline] = item.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const next = list[i + 1];
    if (inline !== undefined) out[name] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      out[name] = next;
      i += 1;
    } else out[name] = 'true';
  }
  return out;
}
const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function viaServer(file: ControlFile, args: OpsArgs): Promise<unknown> {
  const res = await fetch(
    `http://127.0.0.1:${file.port}/_ops/${encodeURIComponent(command as string)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lobby-ops-secret': file.secret },
      body: JSON.stringify(args),
    },
  );
  const body = (await res.json()) as { ok: boolean; result?: unknown; error?: string };
  if (!body.ok) throw new OpsError(body.error ?? `server answered ${res.status}`);
  return body.result;
}

async function direct(args: OpsArgs): Promise<unknown> {
  const { ctx, database } = await openContext({ config, cacheMs: 0 });
  try {
    return await runOps(ctx, command as string, args);
  } finally {
    await database.close();
  }
}

try {
  const args = parseOptions(rest);
  const path = config.databaseUrl ? undefined : controlFilePath(config);
  const file =
    path && existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ControlFile) : undefined;
  const result = file && alive(file.pid) ? await viaServer(file, args) : await direct(args);
  console.log(JSON.stringify(result, null, 2));
} catch (error) {
  if (error instanceof OpsError) {
    console.error(`ops: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
