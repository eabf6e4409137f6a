import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

const dir = (folder: string) =>
  readdirSync(new URL(`./src/${folder}/`, import.meta.url))
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .map((file) => `src/${folder}/${file}`);

export default defineConfig({
  // One entry per theme and variant, so a brand shell's bundle holds only its own theme.
  entry: ['src/index.ts', ...dir('themes'), ...dir('variants')],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  target: 'es2023',
});
