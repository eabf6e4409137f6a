/**
 * One file's version, told without reading it: the site server's caches (the page, the assets,
 * the first screen's renderer) read a file again when its stamp changes.
 */
import { statSync } from 'node:fs';

/**
 * What tells one version of a file from the next without reading it: its inode, change time,
 * modification time and size. Modification time and size alone can stay the same across a
 * deployment: a copy that keeps times (`rsync -a`, `cp -p`, `tar`, an image layer, a
 * reproducible build's fixed time) of a page whose hashed names have the same length. The
 * change time cannot be set, and a file written anew (Vite empties `dist/` first) has a new inode.
 */
export function fileStamp(file: string): string {
  const { ino, ctimeMs, mtimeMs, size } = statSync(file);
  return `${ino}:${ctimeMs}:${mtimeMs}:${size}`;
}
