/**
 * Guards the React layer's one program (`tsconfig.react.json`): every workspace package without
 * a `typecheck` script of its own must have each folder its `tsconfig.json` includes inside
 * that program, so a package never drops out of type checking unnoticed. Exits 1 naming what
 * is left out.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const here = new URL('..', import.meta.url).pathname;
const root = join(here, '..', '..');

/** Reads a JSON file (tsconfig files here carry no comments). */
function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** A tsconfig `include` glob as a pattern over paths relative to this folder. */
function patternOf(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

// Normalised as the packages' folders are below (`../../tooling/x` is `../x` from here).
const group = (readJson(join(here, 'tsconfig.react.json')).include as string[]).map((glob) =>
  patternOf(relative(here, join(here, glob))),
);

/** Every workspace package folder (one level under each workspace group). */
function packageDirs(): string[] {
  const dirs: string[] = [];
  for (const base of ['apps', 'packages', 'packages/features', 'tooling']) {
    for (const entry of readdirSync(join(root, base), { withFileTypes: true })) {
      const dir = join(root, base, entry.name);
      if (entry.isDirectory() && existsSync(join(dir, 'package.json'))) dirs.push(dir);
    }
  }
  return dirs;
}

const missing: string[] = [];
for (const dir of packageDirs()) {
  const scripts = (readJson(join(dir, 'package.json')).scripts ?? {}) as Record<string, string>;
  if (scripts['typecheck'] || !existsSync(join(dir, 'tsconfig.json'))) continue;
  for (const include of (readJson(join(dir, 'tsconfig.json')).include ?? []) as string[]) {
    const path = relative(here, join(dir, include));
    if (!group.some((pattern) => pattern.test(path))) missing.push(path);
  }
}
if (missing.length > 0) {
  console.error(
    `These folders are in no type check: add them to tooling/typecheck/tsconfig.react.json, or give their package a typecheck script:\n  ${missing.join('\n  ')}`,
  );
  process.exit(1);
}
