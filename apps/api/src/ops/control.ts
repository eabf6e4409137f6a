/**
 * The loopback control channel: while `main.ts` runs on PGlite (which one process at a time may
 * open), the ops CLI sends its command to the running server instead of opening the database.
 * The server writes `<data dir>/../ops.json` with its port and a random secret (mode 0600);
 * the route answers only loopback clients presenting that secret, and is not part of the API.
 */
import { timingSafeEqual } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { newToken } from '../services/tokens.ts';
import { OpsError } from './commands.ts';
import { runOps } from './dispatch.ts';
import type { OpsArgs } from './dispatch.ts';

/** Where the control file lives. */
export interface ControlFile {
  pid: number;
  port: number;
  secret: string;
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
    try {
      return { ok: true, result: await runOps(ctx, command, (request.body ?? {}) as OpsArgs) };
    } catch (error) {
      if (error instanceof OpsError) {
        reply.status(400);
        return { ok: false, error: error.message };
      }
      throw error;
    }
  });
  return secret;
}

/** Writes the control file; answers a function removing it. */
export function writeControlFile(path: string, file: ControlFile): () => void {
  writeFileSync(path, JSON.stringify(file), { mode: 0o600 });
  return () => rmSync(path, { force: true });
}
