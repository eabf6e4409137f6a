/**
 * The house's floors and its import graph, checked over every non-test source file of `src/`:
 * no file imports a higher floor (db < base < core < areas < http < top, `apiFloorOf` of the
 * lint plugin, the one definition the `lobby/api-floors` rule uses too), and no import cycle,
 * counting what lint's `lobby/no-cycle` does not: type-only imports and dynamic `import()`.
 * A cycle of types still ties two modules together, so they could not be moved or reasoned
 * about apart.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_FLOORS, apiFloorOf } from '@lobby/eslint-config/plugin';
import { describe, expect, it } from 'vitest';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(API_ROOT, 'src');

/** Every `.ts` file under `dir`, as paths inside the package (`src/...`, `/`-separated). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [relative(API_ROOT, path).split(sep).join('/')] : [];
  });
}

/**
 * Relative specifiers a file imports: `import` and `import type` (with or without bindings),
 * `export … from` and `export type … from`, and dynamic `import('…')`.
 */
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The import graph of `files`: each file's imported files inside the package. */
export function importGraph(
  files: readonly string[],
  read: (file: string) => string,
): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const match of read(file).matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? '';
      const target = relative(API_ROOT, resolve(API_ROOT, dirname(file), spec))
        .split(sep)
        .join('/');
      // Specifiers name `.ts` files (Node's type stripping): no extension guessing needed.
      if (known.has(target)) targets.add(target);
      else targets.add(`${target} (unresolved)`);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Every cycle of the graph, one per strongly connected component (Tarjan), as a file path. */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let popped: string;
    do {
      popped = stack.pop()!;
      onStack.delete(popped);
      component.push(popped);
    } while (popped !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components.map((component) => pathThrough(graph, new Set(component)));
}

/** One closed path of imports through a component, for the failure message. */
function pathThrough(graph: ReadonlyMap<string, readonly string[]>, within: Set<string>): string[] {
  const start = [...within].sort()[0]!;
  const trail = [start];
  const seen = new Set(trail);
  // Depth-first inside the component until an import leads back to the start.
  const walk = (node: string): boolean => {
    for (const next of graph.get(node) ?? []) {
      if (!within.has(next)) continue;
      if (next === start) {
        trail.push(start);
        return true;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      trail.push(next);
      if (walk(next)) return true;
      trail.pop();
    }
    return false;
  };
  walk(start);
  return trail;
}

/** Every import of a file on a higher floor than the file's own. */
export function upwardImports(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    const floor = apiFloorOf(file);
    if (!floor) continue;
    for (const target of targets) {
      const above = apiFloorOf(target);
      if (above && API_FLOORS.indexOf(above) > API_FLOORS.indexOf(floor))
        found.push(`${file} (${floor}) imports ${target} (${above})`);
    }
  }
  return found;
}

const files = sourceFiles(SRC).filter((file) => !/\.test\.ts$/.test(file));
const graph = importGraph(files, (file) => readFileSync(join(API_ROOT, file), 'utf8'));

describe('the house of src/', () => {
  it('reads the imports it should (every kind, resolved)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(graph.get('src/server.ts')).toContain('src/core/context.ts');
    const unresolved = [...graph].flatMap(([file, targets]) =>
      targets.filter((t) => t.endsWith('(unresolved)')).map((t) => `${file} → ${t}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('has no import cycle, type-only and dynamic imports included', () => {
    const cycles = cyclesOf(graph).map((cycle) => cycle.join(' → '));
    expect(cycles).toEqual([]);
  });

  it('has no file importing a higher floor', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('finds a cycle and an upward import when there is one', () => {
    const made = importGraph(
      ['src/core/a.ts', 'src/core/b.ts', 'src/http/c.ts'],
      (file) =>
        ({
          'src/core/a.ts': "import type { B } from './b.ts';\nimport { c } from '../http/c.ts';",
          'src/core/b.ts': "export const load = () => import('./a.ts');",
          'src/http/c.ts': 'export const c = 1;',
        })[file] ?? '',
    );
    expect(cyclesOf(made)).toEqual([['src/core/a.ts', 'src/core/b.ts', 'src/core/a.ts']]);
    expect(upwardImports(made)).toEqual(['src/core/a.ts (core) imports src/http/c.ts (http)']);
  });
});
