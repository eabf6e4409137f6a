/**
 * `prepack` of every publishable package: copies the repository's `LICENSE` (the one place the
 * licence text lives) into the package being packed, so the tarball carries it. The copy is
 * ignored by git (`packages/**\/LICENSE` in `.gitignore`).
 *
 * Run from the package's folder (`node ../../tooling/scripts/copy-license.ts`, as `pnpm pack`
 * runs lifecycle scripts there).
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
copyFileSync(join(root, 'LICENSE'), join(process.cwd(), 'LICENSE'));
