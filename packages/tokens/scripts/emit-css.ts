/**
 * Writes one stylesheet per theme to dist/css/<theme>.css, so a page without JavaScript
 * styling can link the same tokens (`@lobby/tokens/css/diamond.css`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { toCssText } from '../src/css.ts';
import { themes } from '../src/themes/index.ts';

const out = new URL('../dist/css/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const theme of Object.values(themes)) {
  const file = `${theme.name.toLowerCase()}.css`;
  writeFileSync(new URL(file, out), toCssText(theme));
}
console.log(`css: wrote ${Object.keys(themes).length} theme stylesheets to dist/css/`);
