/**
 * The test servers' configuration and what their seed depends on, apart from the harness so the
 * image script (`make-pglite-image.ts`, run by plain Node) can read them without Vitest.
 */
import type { ServerConfig } from '../base/config.ts';
import { seedsDemo } from '../base/mode.ts';

/**
 * The configuration every test server starts from (options add to it): in memory, a cheap
 * password hash and rate limits high enough for suites that sign in many times.
 */
export const TEST_ENV: Readonly<Record<string, string>> = {
  LOBBY_DATA_DIR: 'memory',
  // argon2id at 64 KiB and one pass: a hash in well under a millisecond.
  LOBBY_ARGON2_MEMORY_KIB: '64',
  LOBBY_ARGON2_PASSES: '1',
  LOBBY_RL_LOGIN: '1000',
  LOBBY_RL_REGISTER: '1000',
  LOBBY_RL_CODE: '1000',
  LOBBY_RL_RESET: '1000',
  LOBBY_RL_LOOKUP: '1000',
  LOG_LEVEL: 'silent',
};

/** A seeded PGlite image made once per run (`pglite-image.ts`) and what its seed depended on. */
export interface PgliteImage {
  path: string;
  seedKey: string;
}

/** What the seed's content depends on: a server may open the image only when these match. */
export function seedKey(
  config: Pick<ServerConfig, 'argon2' | 'providerMasterSecret' | 'mode'>,
): string {
  return `argon2id:${config.argon2.memoryKiB}:${config.argon2.passes}:${config.providerMasterSecret}:${seedsDemo(config) ? 'demo' : 'bare'}`;
}
