/**
 * The ops CLI's logic, apart from `cli.ts` so tests can run it in-process. It decides where a
 * command runs: in the running server when one holds the configured PGlite folder (through the
 * control channel), else on the database itself; and it refuses when that would quietly open a
 * different database from the running server's, a folder another process holds, or a database
 * that does not exist yet (PGlite would make an empty one and the change would land nowhere).
 */
import { existsSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR, loadConfig } from '../base/config.ts';
import type { ServerConfig } from '../base/config.ts';
import { lockHolder, processAlive } from '../db/folder-lock.ts';
import { openContext } from '../server.ts';
import { readControlFile } from './control.ts';
import type { ControlFile } from './control.ts';
import { runOps } from './dispatch.ts';
import { describeOpsError } from './errors.ts';
import { helpText } from './help.ts';
import { OpsError } from './ops-error.ts';
import { controlFilePath, describeDatabaseUrl } from './paths.ts';
import { USAGE, findOpsCommand } from './registry.ts';
import type { AmountUnit, OpsArgs, OpsCommand } from './types.ts';

/** Where a command runs. */
export type OpsRoute = { via: 'server'; file: ControlFile } | { via: 'direct' };

/** Where the CLI's output goes (the console, or a test's buffers). */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

/** CLI-only flag: amounts in minor units, for scripts that compute them (the e2e suite). */
const MINOR_UNITS_FLAG = 'minor-units';

/** `--name value` pairs; a `--flag` followed by another option (or nothing) is `'true'`. */
export function parseOptions(list: readonly string[]): OpsArgs {
  const out: OpsArgs = {};
  for (let i = 0; i < list.length; i += 1) {
    const item = list[i] as string;
    if (!item.startsWith('--')) throw new OpsError(`Unexpected argument "${item}"`);
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

/** A folder's path for comparison: symlinks resolved where it exists. */
function canonical(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** What {@link chooseRoute} needs to know besides the configuration. */
export interface RouteOptions {
  /** The folder `pnpm start` uses, whose server is looked for too (tests isolate it). */
  defaultDataDir?: string;
  /** Whether `LOBBY_DATA_DIR` was set, rather than the default folder taken. */
  explicitDataDir?: boolean;
}

/**
 * Decides where a command runs, or refuses with an OpsError. The control files looked at are
 * the one beside the configured folder and the one beside the default folder (`pnpm start`'s),
 * so a CLI pointed elsewhere still notices the usual server. It never lets a command open a
 * database other than the running server's, nor create one: a PGlite folder must hold a
 * database already (a server made it), and in production mode it must be named.
 */
export function chooseRoute(config: ServerConfig, options: RouteOptions = {}): OpsRoute {
  const defaultDataDir = options.defaultDataDir ?? DEFAULT_DATA_DIR;
  const own = controlFilePath(config);
  const paths = new Set(
    [own, controlFilePath({ dataDir: defaultDataDir })].filter((p) => p !== undefined),
  );
  const running = [...paths].flatMap((path) => {
    const file = readControlFile(path);
    return file && processAlive(file.pid) ? [{ path, file }] : [];
  });
  const onPostgres = running.find(({ file }) => file.database !== undefined)?.file;
  const onFolders = running.filter(({ file }) => file.database === undefined);
  if (config.databaseUrl) {
    const target = describeDatabaseUrl(config.databaseUrl);
    const server = onFolders[0]?.file;
    if (server)
      throw new OpsError(
        `A Lobby server (process ${server.pid}) is running on the database folder ${server.dataDir ?? '(unknown)'}, but DATABASE_URL points this command at ${target}. Unset DATABASE_URL to run the command in that server, or stop the server first.`,
      );
    if (onPostgres && onPostgres.database !== target)
      throw new OpsError(
        `A Lobby server (process ${onPostgres.pid}) is running on the PostgreSQL database ${onPostgres.database}, but DATABASE_URL points this command at ${target}. Use that server's DATABASE_URL, or stop the server first.`,
      );
    if (onPostgres?.mode === 'production' && config.mode !== 'production')
      throw new OpsError(
        `The Lobby server (process ${onPostgres.pid}) on ${target} runs in production mode, and this command would run in development mode. Run it with NODE_ENV=production (or LOBBY_MODE=production) as the server is.`,
      );
    return { via: 'direct' };
  }
  // A file without dataDir was written before servers recorded it: trusted beside our folder.
  const wanted = config.dataDir ? canonical(config.dataDir) : undefined;
  const same = onFolders.find(({ path, file }) =>
    file.dataDir === undefined ? path === own : canonical(file.dataDir) === wanted,
  );
  // A server on the very folder the command names is the one meant, even while another runs on
  // PostgreSQL beside pnpm start's folder.
  if (onPostgres && !same)
    throw new OpsError(
      `A Lobby server (process ${onPostgres.pid}) is running on the PostgreSQL database ${onPostgres.database}, but this command has no DATABASE_URL and would open a PGlite folder instead. Run it with DATABASE_URL set as the server's is.`,
    );
  if (!config.dataDir)
    throw new OpsError(
      "LOBBY_DATA_DIR=memory: the command would change a new in-memory database that is gone when it exits. Name the server's folder in LOBBY_DATA_DIR, or set DATABASE_URL.",
    );
  if (config.mode === 'production' && !options.explicitDataDir)
    throw new OpsError(
      `Production mode: name the server's database, with DATABASE_URL (PostgreSQL) or LOBBY_DATA_DIR (a PGlite folder); this command will not assume the default folder ${config.dataDir}.`,
    );
  if (same) return { via: 'server', file: same.file };
  const other = onFolders.find(({ file }) => file.dataDir !== undefined)?.file;
  if (other?.dataDir) {
    const usual = canonical(other.dataDir) === canonical(defaultDataDir);
    throw new OpsError(
      `A Lobby server (process ${other.pid}) is running on the database folder ${other.dataDir}, but LOBBY_DATA_DIR points this command at ${config.dataDir}. Run the command with LOBBY_DATA_DIR=${other.dataDir}${usual ? ' (or without LOBBY_DATA_DIR)' : ''} to run it in that server, or stop the server first.`,
    );
  }
  const holder = lockHolder(config.dataDir);
  if (holder !== undefined)
    throw new OpsError(
      `The database folder ${config.dataDir} is in use by process ${holder}, which takes no ops commands (no control file beside the folder). Stop that process first.`,
    );
  // PGlite would make a new, empty database here: the command's change would land nowhere
  // the server reads (a mistyped folder, or a server that runs on PostgreSQL).
  if (!existsSync(join(config.dataDir, 'PG_VERSION')))
    throw new OpsError(
      `No Lobby database in ${config.dataDir}, and the ops CLI never creates one. Start the server once (pnpm --filter @lobby/api start) to create it, name its folder in LOBBY_DATA_DIR, or set DATABASE_URL to the server's PostgreSQL database.`,
    );
  return { via: 'direct' };
}

async function viaServer(
  file: ControlFile,
  command: string,
  args: OpsArgs,
  amounts: AmountUnit,
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${file.port}/_ops/${encodeURIComponent(command)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-lobby-ops-secret': file.secret,
        'x-lobby-ops-amounts': amounts,
      },
      body: JSON.stringify(args),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    throw new OpsError(
      `The running server (process ${file.pid}) did not answer on 127.0.0.1:${file.port} (${cause}).`,
    );
  }
  const body = (await res.json().catch(() => ({}))) as {
    ok?: boolean;
    result?: unknown;
    error?: string;
    message?: string;
  };
  if (body.ok === true) return body.result;
  if (body.error) throw new OpsError(body.error);
  if (res.status === 404)
    throw new OpsError(
      `The running server (process ${file.pid}) refused the control file's secret: restart it.`,
    );
  throw new OpsError(
    `The server could not run the command (HTTP ${res.status}${body.message ? `: ${body.message}` : ''}); its log has the details.`,
  );
}

/** Refuses options a command does not take: a typo must not be silently ignored. */
function checkOptions(command: OpsCommand, args: OpsArgs): void {
  const known = new Set(command.help.options.map((o) => o.name));
  const unknown = Object.keys(args).filter((name) => !known.has(name));
  if (unknown.length)
    throw new OpsError(
      `${command.name} takes no option ${unknown.map((n) => `--${n}`).join(', ')}; see \`ops ${command.name} --help\``,
    );
}

/** What {@link runCli} takes besides the words and the environment. */
export interface CliOptions {
  /** The folder `pnpm start` uses, whose server is looked for too (tests isolate it). */
  defaultDataDir?: string;
}

/**
 * Runs a known command with the options after its name: parsed, checked against its help, then
 * run where {@link chooseRoute} says. Answers the exit code; throws for a refusal.
 */
async function runCommand(
  command: OpsCommand,
  words: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  output: CliOutput,
  options: CliOptions,
): Promise<number> {
  const args = parseOptions(words);
  const amounts: AmountUnit = args[MINOR_UNITS_FLAG] === 'true' ? 'minor' : 'major';
  delete args[MINOR_UNITS_FLAG];
  checkOptions(command, args);
  // A command may run in the server, whose working directory is not the operator's.
  if (args.file !== undefined && args.file !== 'true') args.file = resolve(args.file);
  let config: ServerConfig;
  try {
    config = loadConfig({ LOG_LEVEL: 'warn', ...env });
  } catch (error) {
    throw new OpsError(`A setting cannot be read: ${(error as Error).message}`);
  }
  const route = chooseRoute(config, {
    ...(options.defaultDataDir !== undefined ? { defaultDataDir: options.defaultDataDir } : {}),
    explicitDataDir: Boolean(env.LOBBY_DATA_DIR),
  });
  const result = await runRouted(route, config, command.name, args, amounts);
  output.out(JSON.stringify(result, null, 2));
  return command.exitCode?.(result) ?? 0;
}

/** Runs a command in the running server, or on the database opened here. */
async function runRouted(
  route: OpsRoute,
  config: ServerConfig,
  command: string,
  args: OpsArgs,
  amounts: AmountUnit,
): Promise<unknown> {
  if (route.via === 'server') return viaServer(route.file, command, args, amounts);
  // No seed: the server seeded its database in its own mode (see ContextOptions.seed).
  const { ctx, database } = await openContext({ config, cacheMs: 0, seed: false });
  try {
    return await runOps(ctx, command, args, { amounts });
  } finally {
    await database.close();
  }
}

/**
 * Runs the CLI for `argv` (the words after `ops`) and answers the exit code: 0 done, 1 a
 * reconciliation found differences or no command was given, 2 refused.
 */
export async function runCli(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  output: CliOutput,
  options: CliOptions = {},
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    const topic = name === 'help' ? rest[0] : undefined;
    const text = topic ? helpText(topic) : undefined;
    output.out(text ?? USAGE);
    return name ? 0 : 1;
  }
  const command = findOpsCommand(name);
  if (!command) {
    output.err(`ops: Unknown command "${name}"\n\n${USAGE}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    output.out(helpText(name) ?? USAGE);
    return 0;
  }
  try {
    return await runCommand(command, rest, env, output, options);
  } catch (error) {
    const message = describeOpsError(error);
    if (message === undefined) throw error;
    output.err(`ops: ${message}`);
    return 2;
  }
}
