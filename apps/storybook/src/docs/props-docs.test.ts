/**
 * Every prop in a Storybook props table has a description. The tables are read by react-docgen
 * (`typescript.reactDocgen` in .storybook/main.ts); this test parses the same files with the
 * same react-docgen (the copy Storybook's framework loads) and resolver, and fails on any
 * exported component's prop without TSDoc.
 *
 * Scope: every component `@lobby/ui` exports, whose stories name their components
 * (`component:`) and so get props tables; and the components the feature packages and the site
 * export from their entry (their stories show screens rather than tables, but their props are
 * the public API the site and brand apps build on).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The part of react-docgen's API this test uses. */
interface ReactDocgen {
  parse(
    source: string,
    options: {
      filename: string;
      resolver: unknown;
      handlers: unknown[];
      importer: unknown;
      babelOptions: Record<string, unknown>;
    },
  ): { displayName?: string; props?: Record<string, { description?: string }> }[];
  builtinHandlers: Record<string, unknown>;
  builtinResolvers: { FindExportedDefinitionsResolver: new () => unknown };
  makeFsImporter(): unknown;
  ERROR_CODES: { MISSING_DEFINITION: string };
}

/** react-docgen as Storybook's React framework resolves it, so the versions cannot drift. */
async function loadReactDocgen(): Promise<ReactDocgen> {
  const fromHere = createRequire(import.meta.url);
  const fromFramework = createRequire(fromHere.resolve('@storybook/react-vite'));
  return (await import(fromFramework.resolve('react-docgen'))) as ReactDocgen;
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A source file to check, and which of its components (all when absent). */
interface Checked {
  readonly file: string;
  readonly components?: ReadonlySet<string>;
}

/** Component sources under a folder: .tsx files, not stories or tests. */
function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : componentFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.(stories|test)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** Every component source of `@lobby/ui`: its stories give them props tables. */
function uiSources(): Checked[] {
  return componentFiles(join(repoRoot, 'packages/ui/src')).map((file) => ({ file }));
}

/**
 * The components a package's entry exports as values (`export { A, B as C } from './x.tsx'`),
 * by the file that defines them; types are left out.
 */
function entrySources(folder: string): Checked[] {
  const entry = join(repoRoot, folder, 'index.ts');
  const byFile = new Map<string, Set<string>>();
  const reExports = readFileSync(entry, 'utf8').matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g,
  );
  for (const [, list = '', from = ''] of reExports) {
    if (!from.startsWith('.') || !from.endsWith('.tsx')) continue;
    const file = join(repoRoot, folder, from);
    const names = byFile.get(file) ?? new Set<string>();
    for (const item of list.split(',')) {
      const name = item.trim();
      // A component's docs go by its own name, the one before `as`.
      if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0] ?? name);
    }
    byFile.set(file, names);
  }
  return [...byFile].map(([file, components]) => ({ file, components }));
}

const featureFolders = readdirSync(join(repoRoot, 'packages/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `packages/features/${entry.name}/src`);

/** Everything checked. */
function checkedSources(): Checked[] {
  return [...uiSources(), ...[...featureFolders, 'packages/site/src'].flatMap(entrySources)];
}

/** `file: Component.prop` for every documented component's prop with no description. */
async function undocumentedProps(): Promise<{ checked: number; missing: string[] }> {
  const docgen = await loadReactDocgen();
  const resolver = new docgen.builtinResolvers.FindExportedDefinitionsResolver();
  const handlers = Object.values(docgen.builtinHandlers);
  const importer = docgen.makeFsImporter();
  let checked = 0;
  const missing: string[] = [];
  for (const { file, components: exported } of checkedSources()) {
    let components: ReturnType<ReactDocgen['parse']>;
    try {
      components = docgen.parse(readFileSync(file, 'utf8'), {
        filename: file,
        resolver,
        handlers,
        importer,
        babelOptions: { babelrc: false, configFile: false },
      });
    } catch (error) {
      // A module that exports no component (hooks, helpers) has nothing to document.
      if ((error as { code?: string }).code === docgen.ERROR_CODES.MISSING_DEFINITION) continue;
      throw error;
    }
    for (const component of components) {
      if (exported && !exported.has(component.displayName ?? '')) continue;
      for (const [name, prop] of Object.entries(component.props ?? {})) {
        checked += 1;
        if (!prop.description?.trim())
          missing.push(`${relative(repoRoot, file)}: ${component.displayName ?? '?'}.${name}`);
      }
    }
  }
  return { checked, missing };
}

describe('props tables', () => {
  // Parsing some hundred sources takes seconds on a loaded machine.
  it('describe every prop of every exported component', { timeout: 60_000 }, async () => {
    const { checked, missing } = await undocumentedProps();
    // Guards the walk itself: a wrong folder or a parser that finds nothing would pass vacuously.
    expect(checked).toBeGreaterThan(400);
    expect(missing, 'props without a TSDoc description').toEqual([]);
  });
});
