/**
 * A Vitest global setup that starts the reference API once for a package's suites and hands
 * them its URL (`inject('apiUrl')`), its data folder (for {@link ops}) and the mailbox of a
 * local SMTP sink the API delivers verification codes to (`inject('mailboxUrl')`).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailSink } from './mail-sink.ts';
import { copySeededFolder } from './seeded-folder.ts';
import { apiEnvironment, freePort, startApi, stopApi } from './server.ts';
import type { PortRange } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the running reference API, e.g. `http://127.0.0.1:3211`. */
    apiUrl: string;
    /** The mailbox of the SMTP sink the API delivers to (`GET ?to=<address>`). */
    mailboxUrl: string;
    /** The API's temporary PGlite folder: the ops channel is found by it. */
    apiDataDir: string;
  }
}

/** Options of {@link createApiSetup}. */
export interface ApiSetupOptions {
  /** The loopback ports this package's suites own (API, SMTP sink and mailbox). */
  readonly ports: PortRange;
  /** Extra server settings (the API's `LOBBY_*` knobs) this package's suites rely on. */
  readonly env?: NodeJS.ProcessEnv;
}

/**
 * Where the throwaway PGlite folder goes: a memory-backed file system when the machine has one
 * (as fast as `LOBBY_DATA_DIR=memory`), else the temporary folder. A folder rather than
 * `memory` because the ops control file (port and secret) is written beside it.
 */
function scratchRoot(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}

/** Makes the global setup: start the sink and the API, provide their addresses, stop both after. */
export function createApiSetup(options: ApiSetupOptions) {
  return async function setup(project: TestProject): Promise<() => Promise<void>> {
    const tmp = await mkdtemp(join(scratchRoot(), 'lobby-test-api-'));
    const dataDir = join(tmp, 'pglite');
    const smtpPort = await freePort(options.ports);
    const httpPort = await freePort(options.ports, [smtpPort]);
    const sink = await startMailSink(smtpPort, httpPort);
    try {
      const port = await freePort(options.ports, [smtpPort, httpPort]);
      const env = {
        ...options.env,
        LOBBY_DATA_DIR: dataDir,
        LOBBY_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      };
      // The server starts on a copy of a seeded folder instead of seeding its own.
      await copySeededFolder(dataDir, apiEnvironment(port, env));
      const { url, child } = await startApi(port, env);
      project.provide('apiUrl', url);
      project.provide('mailboxUrl', sink.mailboxUrl);
      project.provide('apiDataDir', dataDir);
      return async () => {
        await stopApi(child);
        await sink.close();
        await rm(tmp, { recursive: true, force: true });
      };
    } catch (error) {
      await sink.close();
      await rm(tmp, { recursive: true, force: true });
      throw error;
    }
  };
}
