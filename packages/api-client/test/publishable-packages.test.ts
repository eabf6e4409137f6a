/**
 * What a registry shows of each publishable package (every package under `packages/` and
 * `packages/features/` that is not private): a licence, where its source lives, whether a
 * bundler may drop its unused modules, the LICENSE file in the tarball, and a README whose links
 * work on the registry's page (which resolves no path relative to the repository).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const REPOSITORY = 'https://github.com/lobby-dev/lobby.git';

/** The folders of the publishable packages, relative to the repository root. */
function publishable(): string[] {
  const folders: string[] = [];
  for (const parent of ['packages', 'packages/features']) {
    for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) {
      const folder = `${parent}/${entry.name}`;
      const manifest = join(root, folder, 'package.json');
      if (!entry.isDirectory() || !existsSync(manifest)) continue;
      if (!(JSON.parse(readFileSync(manifest, 'utf8')) as { private?: boolean }).private)
        folders.push(folder);
    }
  }
  return folders.sort();
}

/** A package's manifest, as much of it as is checked here. */
interface Manifest {
  license?: string;
  repository?: { type?: string; url?: string; directory?: string };
  sideEffects?: boolean | string[];
  files?: string[];
  exports?: Record<string, unknown>;
  scripts?: Record<string, string>;
}

/** Every problem a package has, in words; none for a package that follows the rules. */
function problemsOf(folder: string): string[] {
  const text = readFileSync(join(root, folder, 'package.json'), 'utf8');
  const manifest = JSON.parse(text) as Manifest;
  const problems: string[] = [];
  if (manifest.license !== 'MIT') problems.push(`license is ${manifest.license}`);
  const { repository } = manifest;
  if (
    repository?.type !== 'git' ||
    repository.url !== REPOSITORY ||
    repository.directory !== folder
  )
    problems.push(`repository is ${JSON.stringify(repository)}`);
  if (manifest.sideEffects === undefined || manifest.sideEffects === true)
    problems.push('sideEffects is not false (or a list)');
  if (!manifest.files?.includes('LICENSE')) problems.push('files leaves out LICENSE');
  if (!manifest.scripts?.prepack?.includes('copy-license'))
    problems.push('no prepack copies the LICENSE');
  // JSON.parse keeps the last of two equal keys silently: count them in the text.
  for (const key of Object.keys(manifest.exports ?? {})) {
    const written = text.split(`${JSON.stringify(key)}:`).length - 1;
    if (written !== 1) problems.push(`export ${key} is written ${written} times`);
  }
  const readme = join(root, folder, 'README.md');
  if (!existsSync(readme)) problems.push('no README.md');
  else
    problems.push(...relativeLinks(readFileSync(readme, 'utf8')).map((l) => `README links ${l}`));
  return problems;
}

/** The link targets of a Markdown text that a registry page cannot follow. */
export function relativeLinks(markdown: string): string[] {
  const targets = [
    ...[...markdown.matchAll(/\]\(\s*<?([^)\s>]+)/g)].map((m) => m[1] as string),
    ...[...markdown.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/gm)].map((m) => m[1] as string),
    ...[...markdown.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/g)].map((m) => m[1] as string),
  ];
  return targets.filter((target) => !/^(https?:|mailto:|#)/.test(target));
}

describe('the publishable packages', () => {
  it('are the SDK, its features and their building blocks', () => {
    expect(publishable()).toEqual(
      expect.arrayContaining(['packages/api-client', 'packages/contract', 'packages/domain']),
    );
    expect(publishable().filter((f) => f.startsWith('packages/features/')).length).toBeGreaterThan(
      0,
    );
  });

  it('each carry a licence, their repository, sideEffects, the LICENSE and registry-safe links', () => {
    const found = Object.fromEntries(publishable().map((folder) => [folder, problemsOf(folder)]));
    expect(Object.entries(found).filter(([, problems]) => problems.length > 0)).toEqual([]);
  });

  it('find the links a registry page cannot follow', () => {
    expect(
      relativeLinks(
        '[a](../contract) [b](https://x.dev/y) [c](#money) <img src="./logo.svg">\n[d]: docs/x.md\n',
      ),
    ).toEqual(['../contract', 'docs/x.md', './logo.svg']);
  });

  it('ship the repository LICENSE, whose single copy is at the root', () => {
    const license = readFileSync(join(root, 'LICENSE'), 'utf8');
    expect(license).toMatch(/^MIT License/);
    expect(license).toContain('Copyright (c) 2026 Lobby contributors');
    expect(existsSync(join(root, 'tooling/scripts/copy-license.ts'))).toBe(true);
  });
});
