/**
 * A brand build fixes its theme: the production bundle carries that brand's theme module and
 * the one variant it is made from, and no other theme, variant or the theme selector's choices.
 * Read from the report every shell build writes (`@lobby/vite-config`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLE_REPORT } from '@lobby/vite-config';
import type { BundleReport } from '@lobby/vite-config';
import { ROOT } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

const THEMES = 'packages/tokens/src/themes/';
const VARIANTS = 'packages/tokens/src/variants/';

test('the production bundle carries its own theme and no other', ({ brand }) => {
  const report = JSON.parse(
    readFileSync(join(ROOT, 'apps', brand, 'dist', BUNDLE_REPORT), 'utf8'),
  ) as BundleReport;
  const modules = new Set(Object.values(report.chunks).flat());
  const themes = [...modules].filter((m) => m.startsWith(THEMES));
  const variants = [...modules].filter((m) => m.startsWith(VARIANTS));

  expect(modules.has(`apps/${brand}/src/start.ts`)).toBe(true);
  expect(themes).toEqual([`${THEMES}${brand}.ts`]);
  expect(variants).toHaveLength(1);
  expect([...modules].filter((m) => m.includes('theme-choices'))).toEqual([]);
});
