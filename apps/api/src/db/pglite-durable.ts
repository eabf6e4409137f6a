/**
 * Durable commits on a PGlite folder. Out of the box PGlite makes no fsync call at all: it
 * starts PostgreSQL with `-F` (fsync off), and its Node filesystem (Emscripten's NODEFS) has no
 * `fsync` operation, so even PostgreSQL's own calls would do nothing. A commit then lives in
 * the operating system's page cache: it survives the process being killed, but not a power cut
 * or a kernel crash, which can lose acknowledged money moves or leave the folder corrupt.
 *
 * With {@link durablePgliteOptions} PostgreSQL runs with `fsync=on` and
 * `wal_sync_method=fsync` (its `fdatasync` call is a no-op stub in this build; `fsync` reaches
 * the filesystem), and NODEFS gains an `fsync` that calls the real one. So every commit flushes
 * its WAL before it is acknowledged, and checkpoints flush the data files, as on a server.
 * `relaxedDurability`, PGlite's own option, only concerns the browser filesystems.
 */
import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The part of Emscripten's module the patch touches. */
interface NodefsModule {
  NODEFS: {
    stream_ops: { fsync?: (stream: { nfd?: number }) => number };
    tryFSOperation?: <T>(operation: () => T) => T;
  };
}

type InitResult = Awaited<ReturnType<NodeFS['init']>>;

/** NODEFS with a working `fsync`: PostgreSQL's flushes reach the disk. */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): Promise<InitResult> {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod: unknown) => {
        const { NODEFS } = mod as NodefsModule;
        // The stream operations are shared by every NODEFS file, so one assignment covers all.
        NODEFS.stream_ops.fsync = (stream) => {
          if (typeof stream.nfd !== 'number') return 0;
          const nfd = stream.nfd;
          // tryFSOperation turns a Node error into the errno PostgreSQL expects (it then stops).
          if (NODEFS.tryFSOperation) NODEFS.tryFSOperation(() => fsyncSync(nfd));
          else fsyncSync(nfd);
          return 0;
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as InitResult['emscriptenOpts'] };
  }
}

/** PostgreSQL's start parameters with fsync on, flushing the WAL with `fsync()` at each commit. */
export function durableStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=fsync',
  ];
}

/** PGlite options for a durable folder-backed database. */
export function durablePgliteOptions(dataDir: string): PGliteOptions {
  return { fs: new DurableNodeFS(dataDir), startParams: durableStartParams() };
}

function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Flushes every file and folder under `dataDir`, and the folder's own entry. A new database's
 * files are unpacked by PGlite's initdb outside PostgreSQL's WAL, so nothing else flushes them;
 * done once, when a folder is created.
 */
export function syncTree(dataDir: string): void {
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) syncPath(path);
    }
    syncPath(dir);
  };
  walk(dataDir);
  syncPath(dirname(dataDir));
}
