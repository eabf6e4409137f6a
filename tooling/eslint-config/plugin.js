// @ts-check
/**
 * The `lobby` ESLint plugin: the layer rules of ARCHITECTURE §1 and the file-naming rule.
 *
 * Layers are read from where a file lives and from package names, so adding a package
 * needs no change here unless it opens a new layer.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep, basename } from 'node:path';

/** Rank of each named layer; an import may only point at an equal or lower rank. */
const LAYER_RANK = {
  '@lobby/domain': 0,
  '@lobby/contract': 1,
  '@lobby/api-client': 2,
  '@lobby/tokens': 2,
  '@lobby/ui': 3,
  '@lobby/i18n': 3,
  '@lobby/site': 5,
};
const FEATURE_RANK = 4;
const APP_RANK = 6;
const FEATURE_PREFIX = '@lobby/feature-';

/** @type {Map<string, {name: string, root: string} | null>} */
const packageCache = new Map();

/** Finds the package a file belongs to: its name and root folder. */
function owningPackage(file) {
  let dir = dirname(resolve(file));
  const seen = [];
  while (true) {
    if (packageCache.has(dir)) {
      const hit = packageCache.get(dir) ?? null;
      for (const d of seen) packageCache.set(d, hit);
      return hit;
    }
    seen.push(dir);
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      let name;
      try {
        name = JSON.parse(readFileSync(manifest, 'utf8')).name ?? '';
      } catch {
        name = '';
      }
      const hit = { name, root: dir };
      for (const d of seen) packageCache.set(d, hit);
      return hit;
    }
    const parent = dirname(dir);
    if (parent === dir) {
      for (const d of seen) packageCache.set(d, null);
      return null;
    }
    dir = parent;
  }
}

/** @type {Map<string, Set<string>>} */
const appNamesCache = new Map();

/** Names of every package under the workspace's apps/ folder. */
function appNames(fromDir) {
  let dir = fromDir;
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) return new Set();
    dir = parent;
  }
  const cached = appNamesCache.get(dir);
  if (cached) return cached;
  const names = new Set();
  const appsDir = join(dir, 'apps');
  if (existsSync(appsDir)) {
    for (const entry of readdirSync(appsDir)) {
      const manifest = join(appsDir, entry, 'package.json');
      if (!existsSync(manifest)) continue;
      try {
        const name = JSON.parse(readFileSync(manifest, 'utf8')).name;
        if (name) names.add(name);
      } catch {
        // An unreadable manifest names no app.
      }
    }
  }
  appNamesCache.set(dir, names);
  return names;
}

/** The rank of a package by name, or undefined for tooling and third-party packages. */
function rankOf(name, workspaceDir, isAppPath = false) {
  if (isAppPath) return APP_RANK;
  if (name in LAYER_RANK) return LAYER_RANK[/** @type {keyof typeof LAYER_RANK} */ (name)];
  if (name.startsWith(FEATURE_PREFIX)) return FEATURE_RANK;
  if (appNames(workspaceDir).has(name)) return APP_RANK;
  return undefined;
}

/** Splits `@scope/name/sub/path` into the package name and the rest. */
function splitSpecifier(spec) {
  const parts = spec.split('/');
  if (spec.startsWith('@')) return { name: parts.slice(0, 2).join('/'), rest: parts.slice(2) };
  return { name: parts[0] ?? '', rest: parts.slice(1) };
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the Lobby layer rules (ARCHITECTURE §1).' },
    schema: [],
    messages: {
      crossFeature:
        "A feature never imports another feature: '{{target}}' from '{{self}}'. Move what they share into domain, ui, api-client or i18n.",
      upward:
        "'{{self}}' may not import '{{target}}': imports point down the layers (domain → contract → api-client/tokens → ui/i18n → features → site → apps).",
      deep: "No deep imports into another package's src/: import '{{target}}' through its package exports.",
      escape:
        "A relative import may not leave its package ('{{spec}}'): import the other package by name.",
    },
  },
  create(context) {
    const file = context.filename;
    const self = owningPackage(file);
    if (!self) return {};
    const selfIsApp = self.root.split(sep).includes('apps');
    const selfRank = rankOf(self.name, self.root, selfIsApp);

    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.')) {
        const target = resolve(dirname(file), spec);
        const rel = relative(self.root, target);
        if (rel.startsWith('..')) context.report({ node, messageId: 'escape', data: { spec } });
        return;
      }
      if (!spec.startsWith('@lobby/')) return;
      const { name, rest } = splitSpecifier(spec);
      if (name === self.name) return;
      if (rest[0] === 'src') {
        context.report({ node, messageId: 'deep', data: { target: name } });
        return;
      }
      if (self.name.startsWith(FEATURE_PREFIX) && name.startsWith(FEATURE_PREFIX)) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { target: name, self: self.name },
        });
        return;
      }
      const targetRank = rankOf(name, self.root);
      if (selfRank !== undefined && targetRank !== undefined && targetRank > selfRank) {
        context.report({ node, messageId: 'upward', data: { target: name, self: self.name } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const filenameCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case (dots allowed between parts).' },
    schema: [],
    messages: { kebab: "File name '{{name}}' is not kebab-case." },
  },
  create(context) {
    return {
      Program(node) {
        const name = basename(context.filename);
        if (name.startsWith('<')) return;
        if (!KEBAB.test(name)) context.report({ node, messageId: 'kebab', data: { name } });
      },
    };
  },
};

/** The plugin object to register under the `lobby` namespace. */
const plugin = {
  meta: { name: '@lobby/eslint-plugin', version: '0.0.0' },
  rules: { layers, 'filename-case': filenameCase },
};

export default plugin;
