// @ts-check
/**
 * The `lobby` ESLint plugin: the layer rules of ARCHITECTURE §1, import cycles, the reference
 * API's house rules, the file-naming rule and the styling rule (token reads as CSS variables).
 *
 * Layers are read from where a file lives and from package names, so adding a package
 * needs no change here unless it opens a new layer.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep, basename } from 'node:path';
import { classifyTokenRead, isEmittedPath } from './token-reads.js';

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
/** Tooling (test kits, configs) may use the libraries up to ui and i18n, never features or apps. */
const TOOLING_RANK = 3;

/**
 * Imports refused despite their ranks: the design system draws what it is given and knows
 * nothing of the API, so ui and tokens never import the SDK or the wire contract.
 */
const FORBIDDEN = {
  '@lobby/ui': ['@lobby/api-client', '@lobby/contract'],
  '@lobby/tokens': ['@lobby/api-client', '@lobby/contract'],
};
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

/** The workspace folder (the one holding pnpm-workspace.yaml) above `fromDir`, if any. */
function workspaceRoot(fromDir) {
  let dir = fromDir;
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  return dir;
}

/** @type {Map<string, Set<string>>} */
const appNamesCache = new Map();

/** Names of every package under the workspace's apps/ folder. */
function appNames(fromDir) {
  const dir = workspaceRoot(fromDir);
  if (!dir) return new Set();
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
      forbidden:
        "'{{self}}' may not import '{{target}}': ui and tokens know nothing of the API; a feature hands them data.",
    },
  },
  create(context) {
    const file = context.filename;
    const self = owningPackage(file);
    if (!self) return {};
    const segments = self.root.split(sep);
    const selfIsApp = segments.includes('apps');
    const selfRank = segments.includes('tooling')
      ? TOOLING_RANK
      : rankOf(self.name, self.root, selfIsApp);
    const forbidden = FORBIDDEN[/** @type {keyof typeof FORBIDDEN} */ (self.name)] ?? [];

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
      if (forbidden.includes(name)) {
        context.report({ node, messageId: 'forbidden', data: { target: name, self: self.name } });
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

/** Relative runtime imports and re-exports (`import type` makes no cycle at run time). */
const RELATIVE_IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];

/** @type {Map<string, string[]>} */
const importsCache = new Map();

/** The file a relative specifier names, trying the extensions and index files Vite and Node try. */
function resolveRelative(fromFile, spec) {
  const base = resolve(dirname(fromFile), spec);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => stem + ext),
    ...SOURCE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The files a file imports at run time through relative paths, resolved (read once per run). */
function runtimeImports(file) {
  const cached = importsCache.get(file);
  if (cached) return cached;
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // An unreadable file imports nothing.
  }
  const found = [];
  for (const match of text.matchAll(RELATIVE_IMPORT)) {
    const target = resolveRelative(file, match[1] ?? '');
    if (target && !found.includes(target)) found.push(target);
  }
  importsCache.set(file, found);
  return found;
}

/** A path of imports from `start` back to `start`, or undefined when there is none. */
function cycleFrom(start) {
  /** @type {Set<string>} */
  const done = new Set();
  /** @param {string} file @param {string[]} trail @returns {string[] | undefined} */
  function walk(file, trail) {
    for (const next of runtimeImports(file)) {
      if (next === start) return [...trail, next];
      if (done.has(next)) continue;
      done.add(next);
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return undefined;
  }
  return walk(start, [start]);
}

/** @type {Map<string, Map<string, {root: string, deps: string[], devOnly: string[]}>>} */
const workspaceCache = new Map();

/**
 * Every workspace package by name, with its run-time dependencies on other Lobby packages
 * (`dependencies`, `peerDependencies`) and its development-only ones (a test kit that renders
 * ui may be a devDependency of ui: tests close no cycle in what ships).
 */
function workspacePackages(fromDir) {
  const dir = workspaceRoot(fromDir);
  if (!dir) return new Map();
  const cached = workspaceCache.get(dir);
  if (cached) return cached;
  const packages = new Map();
  for (const group of ['apps', 'packages', 'packages/features', 'tooling']) {
    const groupDir = join(dir, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir)) {
      const manifest = join(groupDir, entry, 'package.json');
      if (!existsSync(manifest)) continue;
      try {
        const json = JSON.parse(readFileSync(manifest, 'utf8'));
        const deps = Object.keys({ ...json.dependencies, ...json.peerDependencies }).filter(
          (name) => name.startsWith('@lobby/'),
        );
        const devOnly = Object.keys(json.devDependencies ?? {}).filter(
          (name) => name.startsWith('@lobby/') && !deps.includes(name),
        );
        if (json.name) packages.set(json.name, { root: join(groupDir, entry), deps, devOnly });
      } catch {
        // An unreadable manifest is no package.
      }
    }
  }
  workspaceCache.set(dir, packages);
  return packages;
}

/** Whether `from` depends on `to` at run time, directly or through other packages. */
function dependsOn(packages, from, to, seen = new Set()) {
  if (seen.has(from)) return false;
  seen.add(from);
  const deps = packages.get(from)?.deps ?? [];
  return deps.includes(to) || deps.some((dep) => dependsOn(packages, dep, to, seen));
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'No import cycles: between files of a package (run-time imports) or between packages.',
    },
    schema: [],
    messages: {
      files:
        'Import cycle: {{path}}. Move what both sides need into a module of its own that imports neither.',
      packages:
        "'{{self}}' imports '{{target}}', which depends on '{{self}}': packages form no cycle.",
    },
  },
  create(context) {
    const file = resolve(context.filename);
    const self = owningPackage(file);
    if (!self) return {};
    return {
      Program(node) {
        const cycle = cycleFrom(file);
        if (!cycle) return;
        const path = cycle.map((f) => relative(self.root, f)).join(' → ');
        context.report({ node, messageId: 'files', data: { path } });
      },
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (typeof spec !== 'string' || !spec.startsWith('@lobby/')) return;
        const { name } = splitSpecifier(spec);
        if (name === self.name) return;
        const packages = workspacePackages(self.root);
        if (packages.get(self.name)?.devOnly.includes(name)) return;
        if (dependsOn(packages, name, self.name)) {
          context.report({
            node: node.source,
            messageId: 'packages',
            data: { self: self.name, target: name },
          });
        }
      },
    };
  },
};

/** The reference API's package: the only one the house rule looks at. */
const API_PACKAGE = '@lobby/api';

/**
 * The reference API's house (docs/architecture.md, apps/api/README.md): an area's bindings
 * (`src/areas/<area>/routes.ts`) never touch the database (no `drizzle-orm`, nothing under
 * `src/db/`): they parse what the contract hands them, call the area's services and shape the
 * answer. The services (every other file of `src/areas/` and `src/core/`, and the `src/base/`
 * floor below them) know nothing of HTTP: no `fastify` import, not even of its types. Tests are
 * neither.
 */
const apiHouse = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "The reference API's bindings do not query the database, and its services do not import fastify.",
    },
    schema: [],
    messages: {
      bindingDb:
        "An area's routes.ts does not touch the database ('{{spec}}'): move the query into the area's service and call it.",
      serviceHttp:
        "Services know nothing of HTTP ('{{spec}}'): pass plain values (member id, brand, key, locale) from the binding.",
    },
  },
  create(context) {
    const file = resolve(context.filename);
    const self = owningPackage(file);
    if (!self || self.name !== API_PACKAGE) return {};
    const rel = relative(self.root, file).split(sep).join('/');
    if (/\.test\.[cm]?[jt]sx?$/.test(rel)) return {};
    const binding = /^src\/areas\/[^/]+\/routes\.[cm]?[jt]s$/.test(rel);
    const service = !binding && /^src\/(areas|core|base)\//.test(rel);
    if (!binding && !service) return {};
    const dbFolder = join(self.root, 'src', 'db') + sep;

    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (binding) {
        const intoDb = spec.startsWith('.') && resolve(dirname(file), spec).startsWith(dbFolder);
        if (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/') || intoDb)
          context.report({ node, messageId: 'bindingDb', data: { spec } });
      } else if (
        spec === 'fastify' ||
        spec.startsWith('fastify/') ||
        spec.startsWith('@fastify/')
      ) {
        context.report({ node, messageId: 'serviceHttp', data: { spec } });
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

/**
 * The reference API's floors, bottom to top (apps/api/README.md, "Floors"): a file may import
 * its own floor or a lower one, never a higher one. `db` is the storage (schema, client,
 * migrations); `base` what every floor needs (errors, brands, configuration, the rate limiter,
 * the mode rules); `core` the services shared by the areas (money, security, messaging,
 * compliance, …) and the context naming them; `areas` each area's services (and the demo
 * services); `http` what knows Fastify and HTTP (endpoint bindings — every area's `routes.ts`,
 * `areas/index.ts`, `demo/routes.ts` — and `src/http/`); `top` composes them (`main.ts`,
 * `server.ts`, `app.ts`) or drives them from outside (ops, seed, bench, test kit, cluster).
 */
export const API_FLOORS = /** @type {const} */ (['db', 'base', 'core', 'areas', 'http', 'top']);

/**
 * The floor of a file of the reference API, from its path inside the package (`src/...`,
 * `/`-separated); undefined for tests (they may reach anything they test from) and for files
 * outside `src/`.
 * @param {string} rel
 * @returns {(typeof API_FLOORS)[number] | undefined}
 */
export function apiFloorOf(rel) {
  if (!rel.startsWith('src/') || /\.test\.[cm]?[jt]sx?$/.test(rel)) return undefined;
  const path = rel.slice('src/'.length);
  // An area's bindings live beside its services but stand on the http floor: they are what
  // hands HTTP input to the services, and nothing below them imports them.
  if (/^(areas\/[^/]+\/routes|areas\/index|demo\/routes)\.[cm]?[jt]s$/.test(path)) return 'http';
  const folder = path.includes('/') ? path.slice(0, path.indexOf('/')) : '';
  if (folder === 'db' || folder === 'base' || folder === 'core' || folder === 'http') return folder;
  if (folder === 'areas' || folder === 'demo') return 'areas';
  return 'top';
}

/**
 * A file of the reference API importing (at run time or for types only) a file on a higher
 * floor ({@link apiFloorOf}): what `core` needs is passed down by the floor composing it, and a
 * piece a lower floor needs moves down.
 */
const apiFloors = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "The reference API's floors: db < base < core < areas < http < top; no file imports a higher floor.",
    },
    schema: [],
    messages: {
      upward:
        "'{{spec}}' is on the {{target}} floor, above this file's {{self}} floor (db < base < core < areas < http < top): move what is shared down, or pass it in from above.",
    },
  },
  create(context) {
    const file = resolve(context.filename);
    const self = owningPackage(file);
    if (!self || self.name !== API_PACKAGE) return {};
    const relOf = (/** @type {string} */ f) => relative(self.root, f).split(sep).join('/');
    const selfFloor = apiFloorOf(relOf(file));
    if (!selfFloor) return {};
    const selfRank = API_FLOORS.indexOf(selfFloor);

    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const targetFloor = apiFloorOf(relOf(resolve(dirname(file), spec)));
      if (!targetFloor || API_FLOORS.indexOf(targetFloor) <= selfRank) return;
      context.report({
        node,
        messageId: 'upward',
        data: { spec, target: targetFloor, self: selfFloor },
      });
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

/** `theme.a.b` as `['a', 'b']`; undefined for anything but a plain, non-computed read of `theme`. */
function themeReadPath(node) {
  const path = [];
  let current = node;
  while (current.type === 'MemberExpression') {
    if (current.computed || current.optional || current.property.type !== 'Identifier')
      return undefined;
    path.unshift(current.property.name);
    current = current.object;
  }
  return current.type === 'Identifier' && current.name === 'theme' && path.length
    ? path
    : undefined;
}

/** `({ theme }) => …` with exactly that one destructured name. */
function isThemeOnlyParam(params) {
  if (params.length !== 1 || params[0].type !== 'ObjectPattern') return false;
  const [prop] = params[0].properties;
  return (
    params[0].properties.length === 1 &&
    prop.type === 'Property' &&
    !prop.computed &&
    prop.key.type === 'Identifier' &&
    prop.key.name === 'theme' &&
    prop.value.type === 'Identifier' &&
    prop.value.name === 'theme'
  );
}

/**
 * In `packages/`, a styled template's `${({ theme }) => theme.color.text}` must be
 * `${tokenVars.color.text}`: a function interpolation is run on every render of every styled
 * component, a variable never (see "Styling" in packages/ui/README.md). The exceptions (media
 * queries, bare numbers given a unit, non-emitted tokens) are shared with the codemod
 * `tooling/scripts/tokens-to-css-vars.ts`, which fixes what this rule reports.
 */
const preferTokenVars = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Styled templates read tokens as CSS variables (tokenVars).' },
    schema: [],
    messages: {
      useVars:
        "Use `${tokenVars.{{path}}}` from '@lobby/tokens' instead of a theme function: a CSS variable keeps the styles static (run `node tooling/scripts/tokens-to-css-vars.ts`).",
    },
  },
  create(context) {
    if (!context.filename.split(/[\\/]/).includes('packages')) return {};
    return {
      ArrowFunctionExpression(node) {
        const template = node.parent;
        if (template?.type !== 'TemplateLiteral') return;
        if (template.parent?.type !== 'TaggedTemplateExpression') return;
        if (!isThemeOnlyParam(node.params)) return;
        const path = themeReadPath(node.body);
        if (!path || !isEmittedPath(path)) return;
        const index = template.expressions.indexOf(node);
        const before = template.quasis
          .slice(0, index + 1)
          .map((q) => q.value.raw)
          .join('⟨⟩');
        const after = template.quasis[index + 1]?.value.raw ?? '';
        if (!classifyTokenRead(path, before, after).ok) return;
        context.report({ node, messageId: 'useVars', data: { path: path.join('.') } });
      },
    };
  },
};

/** The plugin object to register under the `lobby` namespace. */
const plugin = {
  meta: { name: '@lobby/eslint-plugin', version: '0.0.0' },
  rules: {
    layers,
    'no-cycle': noCycle,
    'api-house': apiHouse,
    'api-floors': apiFloors,
    'filename-case': filenameCase,
    'prefer-token-vars': preferTokenVars,
  },
};

export default plugin;
