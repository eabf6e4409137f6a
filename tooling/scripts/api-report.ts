/**
 * API reports of the publishable packages: one `api/<entry>.api.md` per entry point of each
 * package's `exports` (wildcard subpaths expanded against the built `dist/`), made by API
 * Extractor from the built declarations, so the reports show what an npm consumer gets.
 *
 *   node tooling/scripts/api-report.ts            rewrite the reports (`pnpm api:report`)
 *   node tooling/scripts/api-report.ts --check    fail when a report differs (`pnpm api:check`)
 *   … [@lobby/name …]                             only these packages
 *
 * Each package's `api-extractor.json` extends `tooling/api-extractor/api-extractor.base.json`;
 * this script only sets the entry and the report name per entry. One TypeScript program per
 * package serves all its entries (the slow part is building that program, not the reports).
 * The packages must be built first (`pnpm turbo run build --filter='./packages/**'`).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
} from '@microsoft/api-extractor';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const only = args.filter((arg) => !arg.startsWith('--'));

/** A publishable package: its name and folder. */
interface PublishablePackage {
  name: string;
  dir: string;
}

/** One entry point: the report's base name and the built declaration it starts from. */
interface EntryPoint {
  report: string;
  types: string;
}

type ExportsValue = string | { types?: string };

function publishablePackages(): PublishablePackage[] {
  const dirs = ['packages', 'packages/features'].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => join(root, group, name)),
  );
  return dirs
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name: string;
        private?: boolean;
      };
      return { name: manifest.name, dir, private: manifest.private === true };
    })
    .filter((pkg) => !pkg.private && (only.length === 0 || only.includes(pkg.name)))
    .map(({ name, dir }) => ({ name, dir }));
}

/** `.` is `index`; `./themes/diamond` is `themes-diamond`. */
const reportName = (subpath: string): string =>
  subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-');

/**
 * Every `.d.ts` a wildcard `types` target matches: `./dist/themes/*.d.ts` (files) or
 * a folder per match (`./dist/areas/STAR/index.d.ts`, STAR being the wildcard).
 */
function expand(dir: string, subpath: string, types: string): EntryPoint[] {
  const [before, after] = types.split('*') as [string, string];
  const folder = join(dir, before.slice(0, before.lastIndexOf('/')));
  const prefix = before.slice(before.lastIndexOf('/') + 1);
  if (!existsSync(folder)) return [];
  const inFolder = after.startsWith('/');
  return readdirSync(folder)
    .filter((name) => name.startsWith(prefix) && (inFolder || name.endsWith(after)))
    .map((name) => {
      const part = name.slice(prefix.length, inFolder ? undefined : name.length - after.length);
      const path = inFolder ? join(folder, name + after) : join(folder, name);
      return { report: reportName(subpath.replace('*', part)), types: path };
    })
    .filter((entry) => existsSync(entry.types));
}

function entryPoints(pkg: PublishablePackage): EntryPoint[] {
  const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, ExportsValue>;
  };
  return Object.entries(manifest.exports ?? {}).flatMap(([subpath, value]) => {
    const types = typeof value === 'string' ? undefined : value.types;
    if (!types) return []; // CSS and other non-code subpaths have no API.
    if (subpath.includes('*')) return expand(pkg.dir, subpath, types);
    return [{ report: reportName(subpath), types: join(pkg.dir, types) }];
  });
}

/** Runs one package; answers the problems found (empty when its reports are current). */
function reportPackage(pkg: PublishablePackage): string[] {
  const where = relative(root, pkg.dir);
  const configPath = join(pkg.dir, 'api-extractor.json');
  if (!existsSync(configPath)) return [`${where}: no api-extractor.json`];
  const entries = entryPoints(pkg);
  const missing = entries.length === 0 || entries.some((entry) => !existsSync(entry.types));
  if (missing) return [`${where}: no built declarations in dist/ (build the package first)`];

  const base = ExtractorConfig.loadFile(configPath);
  const configs = entries.map((entry) =>
    ExtractorConfig.prepare({
      configObject: {
        ...base,
        projectFolder: pkg.dir,
        mainEntryPointFilePath: entry.types,
        apiReport: { ...base.apiReport, enabled: true, reportFileName: entry.report },
      },
      configObjectFullPath: configPath,
      packageJsonFullPath: join(pkg.dir, 'package.json'),
    }),
  );
  const compilerState = CompilerState.create(configs[0]!, {
    additionalEntryPoints: entries.map((entry) => entry.types),
  });

  const problems: string[] = [];
  if (!check) mkdirSync(join(pkg.dir, 'api'), { recursive: true });
  for (const [index, config] of configs.entries()) {
    const result = Extractor.invoke(config, {
      localBuild: !check,
      compilerState,
      printApiReportDiff: check,
      messageCallback: (message) => {
        // Progress chatter stays quiet; warnings and errors print.
        if (
          message.logLevel === ExtractorLogLevel.Info ||
          message.logLevel === ExtractorLogLevel.Verbose
        ) {
          message.handled = true;
        }
      },
    });
    const report = `${where}/api/${entries[index]!.report}.api.md`;
    if (result.errorCount > 0) problems.push(`${report}: ${result.errorCount} error(s)`);
    else if (check && result.apiReportChanged) problems.push(`${report}: differs`);
  }

  // A report whose entry point is gone is stale.
  const apiDir = join(pkg.dir, 'api');
  const expected = new Set(entries.map((entry) => `${entry.report}.api.md`));
  for (const file of existsSync(apiDir) ? readdirSync(apiDir) : []) {
    if (!file.endsWith('.api.md') || expected.has(file)) continue;
    if (check) problems.push(`${where}/api/${file}: no such entry point any more`);
    else rmSync(join(apiDir, file));
  }
  return problems;
}

const started = performance.now();
const packages = publishablePackages();
const problems = packages.flatMap(reportPackage);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(problems.map((problem) => `api-report: ${problem}`).join('\n'));
  if (check) {
    console.error(
      'api-report: the public API changed. If that is intended, run `pnpm api:report` and ' +
        'commit the api/*.api.md changes with a changeset.',
    );
  }
  process.exit(1);
}
console.log(
  `api-report: ${packages.length} packages ${check ? 'match their reports' : 'reported'} (${seconds}s)`,
);
