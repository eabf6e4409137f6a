/**
 * The loopback control channel: while `main.ts` runs on PGlite (which one process at a time may
 * open), the ops CLI sends its command to the running server instead of opening the database.
 * The server writes `<data dir>/../ops.json` with its pid, port, folder and a random secret
 * (mode 0600); the route answers only loopback clients presenting that secret, and is not part
 * of the API. A server on PostgreSQL writes the same file naming its database (host and name,
 * never the password) and no secret: it takes no commands, but a CLI about to open a PGlite
 * folder instead learns where the server's data is and refuses. Amounts are minor units unless the request says `x-lobby-ops-amounts: major`
 * (the CLI does: see `amounts.ts`).
 */
import { timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ServerMode } from '../base/config.ts';
import { processAlive } from '../db/folder-lock.ts';
import type { AppContext } from '../core/context.ts';
import { newToken } from '../core/security/tokens.ts';
import { runOps } from './dispatch.ts';
import type { OpsArgs } from './dispatch.ts';
import { describeOpsError } from './errors.ts';

/** What the control file holds. */
export interface ControlFile {
  pid: number;
  port: number;
  secret: string;
  /**
   * The PGlite folder the server holds (absolute), so the CLI can tell whether it was pointed
   * at the same database; absent in files written before it was added.
   */
  dataDir?: string;
  /**
   * A server on PostgreSQL: its database as `host:port/name` (no user or password); such a file
   * has no control route behind it (an empty secret).
   */
  database?: string;
  /** The server's mode, so a CLI in another mode against the same database is refused. */
  mode?: ServerMode;
}

/** Reads a control file; undefined when it is missing or unreadable. */
export function readControlFile(path: string): ControlFile | undefined {
  try {
    const file = JSON.parse(readFileSync(path, 'utf8')) as Partial<ControlFile>;
    return typeof file.pid === 'number' &&
      typeof file.port === 'number' &&
      typeof file.secret === 'string'
      ? (file as ControlFile)
      : undefined;
  } catch {
    return undefined;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Adds the control route to the app (before it listens) and answers the secret. */
export function addControlRoute(app: FastifyInstance, ctx: AppContext): string {
  const secret = newToken();
  app.post('/_ops/:command', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(String(request.headers['x-lobby-ops-secret'] ?? ''));
    const want = Buffer.from(secret);
    if (
      !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
      given.length !== want.length ||
      !timingSafeEqual(given, want)
    ) {
      reply.status(404);
      return { code: 'NOT_FOUND', message: 'Not found' };
    }
    const { command } = request.params as { command: string };
    const amounts = request.headers['x-lobby-ops-amounts'] === 'major' ? 'major' : 'minor';
    try {
      return {
        ok: true,
        result: await runOps(ctx, command, (request.body ?? {}) as OpsArgs, { amounts }),
      };
    } catch (error) {
      // A refusal the operator can act on travels as a sentence; anything else is a bug (500).
      const message = describeOpsError(error);
      if (message !== undefined) {
        reply.status(400);
        return { ok: false, error: message };
      }
      throw error;
    }
  });
  return secret;
}

/**
 * Writes the control file and answers a function removing it. A file of another live server
 * (one on another folder beside this one) is left alone and `onTaken` told; the remover deletes
 * the file only while it is still this server's, so a server stopping never removes the file of
 * one still running.
 */
export function writeControlFile(
  path: string,
  file: ControlFile,
  onTaken: (holder: ControlFile) => void = () => {},
): () => void {
  const existing = readControlFile(path);
  if (existing && existing.pid !== file.pid && processAlive(existing.pid)) {
    onTaken(existing);
    return () => {};
  }
  writeFileSync(path, JSON.stringify(file), { mode: 0o600 });
  return () => {
    const current = readControlFile(path);
    if (current?.pid === file.pid && current.secret === file.secret) rmSync(path, { force: true });
  };
}
