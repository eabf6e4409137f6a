/**
 * One process per PGlite folder. PGlite is PostgreSQL's single-user mode compiled to
 * WebAssembly: it takes no lock of its own, so two processes opening one folder both write its
 * files and corrupt it. `openDatabase` takes `<folder>/.lobby.lock` (holding the pid) first; a
 * second process is refused with a sentence naming the holder, and a lock left by a process that
 * died (SIGKILL, power cut) is taken over.
 */
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The lock file's name inside a PGlite folder. */
export const LOCK_FILE = '.lobby.lock';

/** The lock file of a folder. */
export function lockFilePath(dataDir: string): string {
  return join(resolve(dataDir), LOCK_FILE);
}

/** Refusal to open a folder another live process holds. */
export class DatabaseInUseError extends Error {
  /** The folder asked for. */
  readonly dataDir: string;
  /** The process holding it. */
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is in use by process ${pid} (pnpm start is already running?)`,
    );
    this.name = 'DatabaseInUseError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

/** Whether a process exists (EPERM: it exists but belongs to another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid a lock file names, or undefined when there is none or it is unreadable. */
function readHolder(path: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

/** The live process holding a folder's lock, if any (the ops CLI asks before opening). */
export function lockHolder(dataDir: string): number | undefined {
  const pid = readHolder(lockFilePath(dataDir));
  return pid !== undefined && processAlive(pid) ? pid : undefined;
}

/** A held lock. */
export interface FolderLock {
  /** The lock file. */
  readonly path: string;
  /** Removes the lock file if it is still this process's; safe to call twice. */
  release(): void;
}

/**
 * Takes a folder's lock or throws {@link DatabaseInUseError}. The lock file is written whole
 * under a private name and hard-linked into place, so no reader ever sees it empty; a stale one
 * is first moved aside (atomic) and only deleted when it is still the dead process's, so two
 * processes taking over the same stale lock cannot both win.
 */
export function acquireFolderLock(dataDir: string): FolderLock {
  const path = lockFilePath(dataDir);
  const own = `${path}.${process.pid}`;
  writeFileSync(own, `${process.pid}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(own, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
      }
      const holder = readHolder(path);
      if (holder !== undefined && processAlive(holder))
        throw new DatabaseInUseError(dataDir, holder);
      takeOverStale(path, holder);
    }
  } finally {
    rmSync(own, { force: true });
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readHolder(path) === process.pid) rmSync(path, { force: true });
  };
  // An exit without close (an uncaught error) leaves no lock behind for the next start to judge.
  process.on('exit', release);
  return { path, release };
}

/** Moves a dead holder's lock aside and deletes it; puts back one that changed meanwhile. */
function takeOverStale(path: string, deadHolder: number | undefined): void {
  const aside = `${path}.stale.${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readHolder(aside) !== deadHolder) {
    // Another process took the stale lock over between our read and the rename: give it back.
    try {
      linkSync(aside, path);
    } catch {
      // A third process holds the folder now; the next attempt reads and names it.
    }
  }
  rmSync(aside, { force: true });
}
