/**
 * Lists exported names that no other file imports: `node tooling/scripts/unused-exports.ts
 * [folder…]` prints `file: name` lines and a count (folders filter the files reported; the
 * whole of `apps/`, `packages/` and `tooling/` is always read for imports).
 *
 * A name counts as used when another file imports it (`import`, `import type`, `export … from`),
 * by relative path or by a workspace package's `source` export condition. A namespace import,
 * an `export *`, a dynamic `import()` or a `vi.mock` of a file counts as using all its names.
 * Default exports, stories and config files are skipped: tools load them by convention; so are
 * package entry points, whose names are the public API (see the API reports, `api/*.api.md`),
 * unless `--entries` is given (then names no workspace imports from an entry are listed too).
 * Syntactic only (no type checker), so it errs towards "used"; `tsc` catches the rest.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '../..');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', 'reports']);
const SOURCE = /\.(ts|tsx|mts)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (SKIP_DIRS.has(entry) || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** A workspace package: its name, folder and `exports` map (source condition). */
interface WorkspacePackage {
  name: string;
  dir: string;
  exports: Record<string, string>;
}

function workspacePackages(): WorkspacePackage[] {
  const dirs = ['apps', 'packages', 'packages/features', 'tooling'].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => join(root, group, name)),
  );
  return dirs
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name: string;
        exports?: Record<string, string | { source?: string }>;
      };
      const exports: Record<string, string> = {};
      for (const [key, value] of Object.entries(manifest.exports ?? {})) {
        const target = typeof value === 'string' ? value : value.source;
        if (target && SOURCE.test(target)) exports[key] = target;
      }
      return { name: manifest.name, dir, exports };
    });
}

const packages = workspacePackages();

function resolveFile(base: string): string | undefined {
  const candidates = [base, ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((x) => base + x)];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** The source file a module specifier names, or undefined for a third-party module. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  const pkg = packages.find((p) => specifier === p.name || specifier.startsWith(`${p.name}/`));
  if (!pkg) return undefined;
  const subpath = `.${specifier.slice(pkg.name.length)}`;
  for (const [key, target] of Object.entries(pkg.exports)) {
    if (key === subpath) return resolveFile(join(pkg.dir, target));
    const star = key.indexOf('*');
    if (
      star >= 0 &&
      subpath.startsWith(key.slice(0, star)) &&
      subpath.endsWith(key.slice(star + 1))
    ) {
      const part = subpath.slice(star, subpath.length - (key.length - star - 1));
      return resolveFile(join(pkg.dir, target.replace('*', part)));
    }
  }
  return undefined;
}

const files = ['apps', 'packages', 'tooling'].flatMap((dir) => walk(join(root, dir)));
/** Per file: the names it exports (with their line). */
const exported = new Map<string, Map<string, number>>();
/** Per file: names other files import from it; `*` means all of them. */
const used = new Map<string, Set<string>>();

function markUsed(file: string | undefined, name: string): void {
  if (!file) return;
  const names = used.get(file) ?? new Set<string>();
  names.add(name);
  used.set(file, names);
}

const hasExport = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefault = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const names = new Map<string, number>();
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = resolveSpecifier(file, statement.moduleSpecifier.text);
      const clause = statement.importClause;
      if (!clause) continue;
      if (clause.name) markUsed(target, 'default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) markUsed(target, '*');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) markUsed(target, (el.propertyName ?? el.name).text);
      }
    } else if (ts.isExportDeclaration(statement)) {
      const target =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? resolveSpecifier(file, statement.moduleSpecifier.text)
          : undefined;
      const clause = statement.exportClause;
      if (!clause) {
        markUsed(target, '*');
      } else if (ts.isNamespaceExport(clause)) {
        markUsed(target, '*');
        names.set(clause.name.text, line(statement));
      } else {
        for (const el of clause.elements) {
          if (statement.moduleSpecifier) markUsed(target, (el.propertyName ?? el.name).text);
          names.set(el.name.text, line(el));
        }
      }
    } else if (hasExport(statement) && !hasDefault(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const decl of statement.declarationList.declarations) {
          if (ts.isIdentifier(decl.name)) names.set(decl.name.text, line(decl));
        }
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement) ||
          ts.isModuleDeclaration(statement)) &&
        statement.name &&
        ts.isIdentifier(statement.name)
      ) {
        names.set(statement.name.text, line(statement));
      }
    }
  }
  // import('x'), vi.mock('x') and import.meta.glob-free lazy loads use every name of x.
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression.getText(source);
      if (
        node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        /^vi\.(mock|doMock)$/.test(callee)
      ) {
        markUsed(resolveSpecifier(file, node.arguments[0].text), '*');
      }
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) markUsed(resolveSpecifier(file, literal.text), '*');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  exported.set(file, names);
}

/** Package entry points: their names are the public API (the API reports watch those). */
const entries = new Set(
  packages.flatMap((pkg) =>
    Object.values(pkg.exports)
      .filter((target) => !target.includes('*'))
      .map((target) => resolve(pkg.dir, target)),
  ),
);
const withEntries = process.argv.includes('--entries');
const skipped = (file: string) =>
  (!withEntries && entries.has(file)) ||
  /\.(stories|test|spec|bench|type-test)\.tsx?$/.test(file) ||
  /(^|\/)[^/]*\.config\.[cm]?ts$/.test(file) ||
  /\/(scripts|e2e)\//.test(file);

const filters = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map((folder) => resolve(root, folder));
let count = 0;
for (const [file, names] of exported) {
  if (skipped(file)) continue;
  if (filters.length > 0 && !filters.some((folder) => file.startsWith(folder))) continue;
  const usedNames = used.get(file) ?? new Set<string>();
  if (usedNames.has('*')) continue;
  for (const [name, at] of names) {
    if (usedNames.has(name)) continue;
    count += 1;
    console.log(`${relative(root, file)}:${at}: ${name}`);
  }
}
console.log(`${count} exported names imported nowhere else`);
