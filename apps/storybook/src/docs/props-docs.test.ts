/**
 * Every prop in a Storybook props table has a description. The tables are read by react-docgen
 * (`typescript.reactDocgen` in .storybook/main.ts); this test parses the same files with the
 * same react-docgen (the copy Storybook's framework loads) and resolver, and fails on any
 * exported component's prop without TSDoc.
 *
 * Scope: `@lobby/ui`, whose stories name their components (`component:`) and so get props
 * tables. The screen stories of the feature packages and the site name none: they show screens,
 * not tables.
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
/** Source folders whose components get props tables. */
const documented = ['packages/ui/src'];

/** Component sources under a folder: .tsx files, not stories or tests. */
function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : componentFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.(stories|test)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** `file: Component.prop` for every documented component's prop with no description. */
async function undocumentedProps(): Promise<{ checked: number; missing: string[] }> {
  const docgen = await loadReactDocgen();
  const resolver = new docgen.builtinResolvers.FindExportedDefinitionsResolver();
  const handlers = Object.values(docgen.builtinHandlers);
  const importer = docgen.makeFsImporter();
  let checked = 0;
  const missing: string[] = [];
  for (const folder of documented) {
    for (const file of componentFiles(join(repoRoot, folder))) {
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
        for (const [name, prop] of Object.entries(component.props ?? {})) {
          checked += 1;
          if (!prop.description?.trim())
            missing.push(`${relative(repoRoot, file)}: ${component.displayName ?? '?'}.${name}`);
        }
      }
    }
  }
  return { checked, missing };
}

describe('props tables', () => {
  it('describe every prop of every exported component', async () => {
    const { checked, missing } = await undocumentedProps();
    // Guards the walk itself: a wrong folder or a parser that finds nothing would pass vacuously.
    expect(checked).toBeGreaterThan(200);
    expect(missing, 'props without a TSDoc description').toEqual([]);
  });
});
