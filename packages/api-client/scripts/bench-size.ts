/**
 * `pnpm bench`: the gzip size of the SDK's core entry and of each area entry.
 *
 * Each entry is bundled by esbuild from source (workspace packages through their `source`
 * condition), minified, for the browser, and measured twice:
 * - own: the SDK's code alone (every package external);
 * - shipped: what a site adds to its bundle, with `@lobby/*`, Redux Toolkit and TypeBox
 *   bundled, React and react-redux left to the site (it has them anyway).
 * It also checks that React stays out of the core entry's import graph, and that minifying
 * keeps the hooks in every area entry.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const areas = readdirSync(`${root}src/areas`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const entries: Array<[string, string]> = [
  ['@lobby/api-client', 'src/index.ts'],
  ['@lobby/api-client/react', 'src/react/index.ts'],
  ...areas.map((area): [string, string] => [
    `@lobby/api-client/${area}`,
    `src/areas/${area}/index.ts`,
  ]),
];

const PEERS = ['react', 'react-dom', 'react-redux', 'react/jsx-runtime'];

async function measure(entry: string, external: string[]) {
  const result = await build({
    entryPoints: [`${root}${entry}`],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2023',
    conditions: ['source'],
    external,
    write: false,
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const imports = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.map((i) => i.path),
  );
  return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, imports };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const rows: string[][] = [['entry', 'own min', 'own gzip', 'shipped min', 'shipped gzip', 'React']];
let reactInCore = false;
const hooklessAreas: string[] = [];
for (const [name, file] of entries) {
  const own = await measure(file, ['@lobby/*', '@reduxjs/*', 'typebox', ...PEERS]);
  const shipped = await measure(file, PEERS);
  const usesReact = shipped.imports.some((path) => PEERS.includes(path));
  if (name === '@lobby/api-client' && usesReact) reactInCore = true;
  // An area entry without React lost its hooks to tree shaking.
  if (file.startsWith('src/areas/') && !usesReact) hooklessAreas.push(name);
  rows.push([
    name,
    kb(own.raw),
    kb(own.gzip),
    kb(shipped.raw),
    kb(shipped.gzip),
    usesReact ? 'yes' : 'no',
  ]);
}

const widths =
  rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
console.log('api-client bundle sizes (esbuild, minified, gzip -9)');
for (const row of rows) {
  console.log(
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  '),
  );
}
if (reactInCore) {
  console.error("bench: React is in the core entry's import graph");
  process.exit(1);
}
if (hooklessAreas.length > 0) {
  console.error(`bench: the React hooks were tree-shaken out of ${hooklessAreas.join(', ')}`);
  process.exit(1);
}
