/**
 * `pnpm create-brand <name> --theme <THEME> [--currency X --locales en,ja --domain d --port N]`:
 * writes a brand shell under `apps/<id>`. The brand's facts go into its `brand.json` (the
 * registry entry every other part reads); the rest is the same few lines every shell has. The
 * page, the favicon and the theme's fonts come from the tokens at build time
 * (`@lobby/vite-config`, from `brand.json`'s theme), so nothing is copied from another brand and
 * a theme change needs no other edit. Dependency versions are the
 * first registered shell's, so a new shell never drifts from the others.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { BRAND_ID, appsDir, discoverBrands, parseBrand } from '@lobby/brands';
import { SUPPORTED_LOCALES } from '@lobby/domain/locale';
import type { BrandEntry } from '@lobby/brands';
import { isThemeName, themeNames } from '@lobby/tokens/themes';

/** What `create-brand` is asked for. */
export interface CreateBrandOptions {
  /** The name members see; the id is its lower-cased letters and digits. */
  readonly name: string;
  /** A `ThemeName` of `@lobby/tokens`. */
  readonly theme: string;
  /** ISO 4217 code; default USD. */
  readonly currency?: string;
  /** Locales, the first the default; default every locale Lobby ships (`SUPPORTED_LOCALES`). */
  readonly locales?: readonly string[];
  /** The public domain; default `<id>.test`. */
  readonly domain?: string;
  /** The dev port; default one above the highest registered. */
  readonly port?: number;
  /** Where shells live; default the registry's folder. */
  readonly appsDir?: string;
}

/** What was written. */
export interface CreatedBrand {
  readonly entry: BrandEntry;
  readonly dir: string;
  /** Files written, relative to `dir`, with their line counts. */
  readonly files: readonly { path: string; lines: number }[];
}

/** A refused request: the message says what to change. */
export class CreateBrandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CreateBrandError';
  }
}

/** The brand id a name gives: its letters and digits, lower-cased. */
export function idOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * JSON as the repository's formatter writes it: objects expanded, short lists of plain values
 * on one line (a written shell passes `prettier --check` untouched).
 */
function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2).replace(
    /\[\s+([^[\]{}]*?)\s+\]/g,
    (_all, items: string) => `[${items.split(/,\s+/).join(', ')}]`,
  )}\n`;
}

function sorted(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** The folder of the shell's code files, type-checked and linted there (its README.md). */
const TEMPLATES = new URL('../templates/shell/', import.meta.url);

/**
 * The shell's code files and their templates, relative to {@link TEMPLATES}. The ESLint config's
 * template has another name, so ESLint does not take it for the config of the folder it is in.
 */
const TEMPLATE_FILES = {
  'eslint.config.js': 'eslint-config.js',
  'vite.config.ts': 'vite.config.ts',
  'src/main.tsx': 'src/main.tsx',
} as const;

/** The shell's code files for brand `id`: the templates, the id put in their comments. */
function codeFiles(id: string): Record<keyof typeof TEMPLATE_FILES, string> {
  const file = (path: keyof typeof TEMPLATE_FILES) =>
    readFileSync(new URL(TEMPLATE_FILES[path], TEMPLATES), 'utf8').replaceAll(
      'LOBBY_BRAND_ID',
      () => id,
    );
  return {
    'eslint.config.js': file('eslint.config.js'),
    'vite.config.ts': file('vite.config.ts'),
    'src/main.tsx': file('src/main.tsx'),
  };
}

/** The files of a shell, by path relative to its folder. */
function shellFiles(
  entry: BrandEntry,
  template: { dependencies: Record<string, string>; devDependencies: Record<string, string> },
): Record<string, string> {
  // No font package: the site carries every theme's fonts, and the build imports the theme's.
  const dependencies = Object.fromEntries(
    Object.entries(template.dependencies).filter(([name]) => !name.startsWith('@fontsource')),
  );
  const pkg = {
    name: `@lobby/${entry.id}`,
    version: '0.0.0',
    private: true,
    description: `The ${entry.name} brand shell, written by create-brand: its brand.json and the shared shell build over @lobby/site.`,
    type: 'module',
    scripts: {
      build: 'vite build',
      dev: 'vite',
      preview: 'vite preview',
      lint: 'eslint .',
      typecheck: 'tsc -p tsconfig.json',
    },
    dependencies: sorted(dependencies),
    devDependencies: sorted(template.devDependencies),
  };
  const code = codeFiles(entry.id);
  return {
    'brand.json': json(entry),
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'tsconfig.json': json({
      extends: '@lobby/tsconfig/vite-app.json',
      compilerOptions: { types: ['vite/client', 'node', '@lobby/vite-config/shell'] },
      include: ['src', '*.ts'],
    }),
    'eslint.config.js': code['eslint.config.js'],
    'vite.config.ts': code['vite.config.ts'],
    // Bare on purpose: the build fills the head and the splash from the theme's tokens.
    'index.html': `<!doctype html>
<html lang="${entry.defaultLocale}">
  <head></head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'src/main.tsx': code['src/main.tsx'],
  };
}

/** Writes the shell of a new brand; refuses anything that would clash with a registered one. */
export function createBrand(options: CreateBrandOptions): CreatedBrand {
  const dir = options.appsDir ?? appsDir();
  const id = idOf(options.name);
  if (!BRAND_ID.test(id))
    throw new CreateBrandError(
      `"${options.name}" gives the id "${id}": a brand's name must start with a letter and hold 2–31 letters or digits`,
    );
  const theme = options.theme.toUpperCase();
  if (!isThemeName(theme))
    throw new CreateBrandError(`--theme must be one of ${themeNames.join(', ')}`);
  const registered = discoverBrands(dir);
  const target = join(dir, id);
  if (existsSync(target)) throw new CreateBrandError(`${target} exists already`);
  const port = options.port ?? Math.max(4110, ...registered.map((b) => b.port)) + 1;
  // Every language the site ships unless told otherwise: a brand then passes the same journeys
  // (the language switch included) as the repository's own.
  const locales = options.locales?.length ? options.locales : [...SUPPORTED_LOCALES];
  const entry = parseBrand(
    {
      id,
      name: options.name.trim(),
      theme,
      port,
      currency: (options.currency ?? 'USD').toUpperCase(),
      defaultLocale: locales[0],
      locales,
      domain: options.domain ?? `${id}.test`,
      // No seed colour: the generated logo takes the theme's accent (the API's seed), so a later
      // theme change moves the mark with it.
    },
    `create-brand ${options.name}`,
  );
  const clash = registered.find((b) => b.port === entry.port || b.domain === entry.domain);
  if (clash)
    throw new CreateBrandError(
      `${clash.id} already has ${clash.port === entry.port ? `port ${entry.port}` : `domain ${entry.domain}`}: choose another with --${clash.port === entry.port ? 'port' : 'domain'}`,
    );
  const template = registered[0]
    ? (JSON.parse(readFileSync(join(registered[0].dir, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
        devDependencies: Record<string, string>;
      })
    : undefined;
  if (!template)
    throw new CreateBrandError(`${dir} has no brand shell to take dependency versions from`);
  const files = Object.entries(shellFiles(entry, template)).map(([path, text]) => {
    const file = join(target, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return { path, lines: text.split('\n').length - 1 };
  });
  return { entry, dir: target, files };
}

/** Reads the command line (`<name> --theme T [--currency X --locales a,b --domain d --port N]`). */
export function parseArgs(argv: readonly string[]): CreateBrandOptions {
  const names: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) {
      names.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const value = inline ?? argv[(i += 1)];
    if (value === undefined) throw new CreateBrandError(`--${key} needs a value`);
    options[key] = value;
  }
  const unknown = Object.keys(options).filter(
    (k) => !['theme', 'currency', 'locales', 'domain', 'port', 'apps-dir'].includes(k),
  );
  if (unknown.length) throw new CreateBrandError(`Unknown option --${unknown.join(', --')}`);
  if (names.length !== 1 || !options.theme)
    throw new CreateBrandError(
      'Usage: pnpm create-brand <name> --theme <THEME> [--currency X --locales en,ja --domain d --port N]',
    );
  const port = options.port === undefined ? undefined : Number(options.port);
  if (port !== undefined && !Number.isInteger(port))
    throw new CreateBrandError('--port must be a whole number');
  return {
    name: names[0] as string,
    theme: options.theme,
    ...(options.currency ? { currency: options.currency } : {}),
    ...(options.locales ? { locales: options.locales.split(',').map((l) => l.trim()) } : {}),
    ...(options.domain ? { domain: options.domain } : {}),
    ...(port !== undefined ? { port } : {}),
    ...(options['apps-dir'] ? { appsDir: options['apps-dir'] } : {}),
  };
}

/** What to do next, printed after the files. */
export function nextSteps(created: CreatedBrand, cwd: string = process.cwd()): string {
  const { entry } = created;
  const lines = created.files.reduce((sum, f) => sum + f.lines, 0);
  return [
    `Wrote the ${entry.name} shell (${entry.theme}) in ${relative(cwd, created.dir) || '.'}: ${created.files.length} files, ${lines} lines.`,
    ...created.files.map((f) => `  ${f.path} (${f.lines})`),
    '',
    'Next:',
    '  pnpm install                      # links the new shell into the workspace',
    `  pnpm start ${entry.id}${' '.repeat(Math.max(1, 23 - entry.id.length))}# builds it and starts the API, which seeds the brand`,
    `  pnpm dev ${entry.id}${' '.repeat(Math.max(1, 25 - entry.id.length))}# or with hot reload (dev server on port ${entry.port})`,
    'On a deployment that is running already, register it without a restart:',
    `  pnpm --filter @lobby/api ops brand:create --brand ${entry.id} [--demo-member]`,
    'Later changes to brand.json (its theme, fonts and mark follow) reach that database with:',
    `  pnpm --filter @lobby/api ops brand:sync --brand ${entry.id} [--apply]`,
  ].join('\n');
}

if (import.meta.main) {
  try {
    console.log(nextSteps(createBrand(parseArgs(process.argv.slice(2)))));
  } catch (error) {
    if (!(error instanceof Error) || !/Error$/.test(error.name)) throw error;
    console.error(`create-brand: ${error.message}`);
    process.exitCode = 2;
  }
}
