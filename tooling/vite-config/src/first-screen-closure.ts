/**
 * Which modules the first screen runs, found through the names it imports. A workspace package's
 * index re-exports every component or helper it has; following every import of such an index
 * put all of them on the first screen (the date selector, the text field and the bank-card
 * helpers as much as the header's button), though a lazy route alone used most of them. Here an
 * index that only re-exports, in a package declared free of side effects, is followed only
 * through the names asked of it; every other module is taken whole, with all it imports.
 */
import type { ESTree } from 'vite';

/** Every export of a module, as a namespace import or a root asks. */
export const ALL = '*';

/** What a module asks of another: the names it imports, or {@link ALL}. */
export type Wanted = ReadonlySet<string> | typeof ALL;

/** The import and export statements of a module that say where its names come from. */
export interface ModuleShape {
  /** Each static import: its source and the names it takes (an empty set: a bare import). */
  readonly imports: readonly { readonly source: string; readonly names: Wanted }[];
  /** Each named re-export: `export { from as name } from source` (`from` may be {@link ALL}). */
  readonly reexports: readonly {
    readonly source: string;
    readonly name: string;
    readonly from: string;
  }[];
  /** The sources of `export * from …`. */
  readonly stars: readonly string[];
  /** Whether the module holds nothing but re-exports (no code of its own to run or keep). */
  readonly barrel: boolean;
}

/** The name an import or export specifier carries (an identifier or a string literal). */
function nameOf(node: ESTree.IdentifierName | ESTree.IdentifierReference | ESTree.StringLiteral) {
  return node.type === 'Literal' ? String(node.value) : node.name;
}

/** Reads a module's imports and re-exports from its parsed code. */
export function shapeOf(program: ESTree.Program): ModuleShape {
  const imports: { source: string; names: Wanted }[] = [];
  const reexports: { source: string; name: string; from: string }[] = [];
  const stars: string[] = [];
  let barrel = true;
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      const names = new Set<string>();
      let wanted: Wanted = names;
      for (const s of node.specifiers) {
        if (s.type === 'ImportNamespaceSpecifier') wanted = ALL;
        else if (s.type === 'ImportDefaultSpecifier') names.add('default');
        else names.add(nameOf(s.imported));
      }
      imports.push({ source: node.source.value, names: wanted });
      // An import is kept only to be re-exported by a barrel, which re-exports with `from`.
      barrel = false;
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported)
        reexports.push({ source: node.source.value, name: nameOf(node.exported), from: ALL });
      else stars.push(node.source.value);
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      for (const s of node.specifiers)
        reexports.push({
          source: node.source.value,
          name: nameOf(s.exported),
          from: nameOf(s.local),
        });
    } else barrel = false;
  }
  return { imports, reexports, stars, barrel };
}

/** What the closure knows of one module. */
export interface ClosureModule {
  /** Its shape, or undefined when its code could not be read (it is then taken whole). */
  readonly shape: ModuleShape | undefined;
  /** Whether its package declares it free of side effects (only then may it be passed through). */
  readonly sideEffectFree: boolean;
  /** Every module it imports statically, as the bundler resolved them. */
  readonly importedIds: readonly string[];
}

/** The module graph as the closure reads it. */
export interface ClosureGraph {
  module(id: string): ClosureModule | undefined;
  /** The id an import's `source` resolves to from `importer`, if it is part of the graph. */
  resolve(source: string, importer: string): Promise<string | undefined>;
}

/**
 * The modules the `roots` run, each root taken with every export: a module is in when one of
 * them imports it, except a side-effect-free barrel, which only passes each name asked of it on
 * to the module that re-exports it (the barrel itself is listed, though it holds no code).
 */
export async function usedClosure(
  roots: Iterable<string>,
  graph: ClosureGraph,
): Promise<Set<string>> {
  const taken = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const queue: [string, Wanted][] = [...roots].map((id) => [id, ALL]);
  const follow = async (importer: string, source: string, wanted: Wanted) => {
    const id = await graph.resolve(source, importer);
    if (id !== undefined) queue.push([id, wanted]);
  };
  for (let next = queue.pop(); next; next = queue.pop()) {
    const [id, wanted] = next;
    const module = graph.module(id);
    if (!module) continue;
    const { shape } = module;
    if (!shape || !shape.barrel || !module.sideEffectFree) {
      if (taken.has(id)) continue;
      taken.add(id);
      if (!shape) {
        for (const imported of module.importedIds) queue.push([imported, ALL]);
        continue;
      }
      for (const { source, names } of shape.imports) await follow(id, source, names);
      for (const { source, from } of shape.reexports)
        await follow(id, source, from === ALL ? ALL : new Set([from]));
      for (const source of shape.stars) await follow(id, source, ALL);
      continue;
    }
    // A barrel: only the names not asked of it before go on.
    taken.add(id);
    const before = asked.get(id) ?? new Set<string>();
    asked.set(id, before);
    if (before.has(ALL)) continue;
    const names =
      wanted === ALL
        ? [...shape.reexports.map((r) => r.name), ALL]
        : [...wanted].filter((n) => !before.has(n));
    for (const name of names) before.add(name);
    const starNames = new Set<string>();
    for (const name of names) {
      const reexport = shape.reexports.find((r) => r.name === name);
      if (reexport)
        await follow(id, reexport.source, reexport.from === ALL ? ALL : new Set([reexport.from]));
      else starNames.add(name);
    }
    // A name the barrel does not re-export by name may come through any `export *`.
    if (starNames.size > 0)
      for (const source of shape.stars)
        await follow(id, source, starNames.has(ALL) ? ALL : starNames);
  }
  return taken;
}
