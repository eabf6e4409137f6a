/**
 * The PGlite folder's guarantees: an acknowledged commit is on disk (fsync'd) before the
 * acknowledgement and survives the process being killed, and one process at a time holds a
 * folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../base/config.ts';
import { openDatabase } from './client.ts';
import { DatabaseInUseError, acquireFolderLock, lockFilePath } from './folder-lock.ts';
import { rowsOf } from './migrate.ts';

const root = mkdtempSync(join(tmpdir(), 'lobby-db-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** Spawns a node process and resolves with the first stdout line matching `pattern`. */
function spawnUntil(
  args: string[],
  pattern: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const child = spawn(process.execPath, ['--conditions=source', ...args], {
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve({ child, match });
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      reject(new Error(`child exited (${code}) before ${pattern}: ${output}`)),
    );
  });
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** A pid that is certainly not running: a process that has already exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid as number;
}

const inUse = (dir: string, pid: number) =>
  `The database folder ${dir} is in use by process ${pid} (pnpm start is already running?)`;

describe('a folder-backed PGlite', () => {
  it('flushes a commit to disk before acknowledging it, and keeps it through SIGKILL', async () => {
    const dir = join(root, 'durable');
    const child = fileURLToPath(new URL('../test/pglite-ack.ts', import.meta.url));
    const { child: proc, match } = await spawnUntil([child, dir, 'acked-row'], /acked (\d+)/);
    // Killed the moment it acknowledged: nothing of it runs after the ack.
    await kill(proc);
    expect(proc.signalCode).toBe('SIGKILL');
    // Its lock is left behind naming a dead process; reopening takes it over.
    expect(readFileSync(lockFilePath(dir), 'utf8').trim()).toBe(String(proc.pid));
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      const rows = rowsOf<{ v: string }>(
        await database.db.execute(sql`SELECT v FROM durability_probe`),
      );
      expect(rows.map((r) => r.v)).toEqual(['acked-row']);
    } finally {
      await database.close();
    }
    // The kill alone cannot tell: a killed process's writes stay in the page cache. What makes
    // the commit survive a power cut is the fsync before the ack (none at all without it).
    expect(Number(match[1]), 'fsync calls while committing').toBeGreaterThan(0);
  }, 180_000);

  it('is durable by default; LOBBY_PGLITE_SYNC=0 turns it off', () => {
    expect(loadConfig({}).pgliteDurable).toBe(true);
    expect(loadConfig({ LOBBY_PGLITE_SYNC: '1' }).pgliteDurable).toBe(true);
    expect(loadConfig({ LOBBY_PGLITE_SYNC: '0' }).pgliteDurable).toBe(false);
  });
});

describe('one process per PGlite folder', () => {
  it('refuses a second holder, in this process or another, naming the folder and the pid', async () => {
    const dir = join(root, 'locked');
    mkdirSync(dir, { recursive: true });
    const lock = acquireFolderLock(dir);
    expect(() => acquireFolderLock(dir)).toThrow(inUse(dir, process.pid));
    lock.release();
    expect(existsSync(lockFilePath(dir))).toBe(false);

    const holder = await spawnUntil(
      [
        '--input-type=module',
        '-e',
        `import { acquireFolderLock } from ${JSON.stringify(new URL('./folder-lock.ts', import.meta.url).href)};
         acquireFolderLock(process.argv[1]); console.log('held'); setInterval(() => {}, 60000);`,
        dir,
      ],
      /held/,
    );
    const pid = holder.child.pid as number;
    expect(() => acquireFolderLock(dir)).toThrow(DatabaseInUseError);
    expect(() => acquireFolderLock(dir)).toThrow(inUse(dir, pid));
    // openDatabase refuses before PGlite touches the folder.
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(inUse(dir, pid));
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(false);
    // Killed (no release): the lock is stale and the next holder takes it over.
    await kill(holder.child);
    const after = acquireFolderLock(dir);
    expect(readFileSync(after.path, 'utf8').trim()).toBe(String(process.pid));
    after.release();
  }, 60_000);

  it('takes over a stale lock (dead pid, or unreadable) and never removes a lock it lost', () => {
    const dir = join(root, 'stale');
    mkdirSync(dir, { recursive: true });
    for (const stale of [`${deadPid()}\n`, 'garbage', '']) {
      writeFileSync(lockFilePath(dir), stale);
      const lock = acquireFolderLock(dir);
      expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
      lock.release();
      expect(existsSync(lock.path)).toBe(false);
    }
    // A lock that is no longer this process's (taken over meanwhile) is not deleted on release.
    const lock = acquireFolderLock(dir);
    writeFileSync(lock.path, `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.ppid));
  });
});
