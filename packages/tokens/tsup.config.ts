import { readdirSync } from 'node:fs';
import { packageConfig } from '@lobby/tsup-config';

const dir = (folder: string) =>
  readdirSync(new URL(`./src/${folder}/`, import.meta.url))
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .map((file) => `src/${folder}/${file}`);

export default packageConfig({
  // One entry per theme and variant, so a brand shell's bundle holds only its own theme.
  entry: ['src/index.ts', ...dir('themes'), ...dir('variants')],
  splitting: true,
});
