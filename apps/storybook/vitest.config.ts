/**
 * Story tests: every story rendered in Chromium with its play function and the a11y check
 * (violations fail). The run repeats under DIAMOND, RETRO (as REG) and LITE, one Vitest
 * project each, so colour contrast is checked in a dark, a neon and a light theme. The `docs`
 * project runs the Node tests of the docs themselves (every prop described), and
 * `phone-layout` runs the site's browser tests (the `*.browser.test.tsx` files of
 * `packages/site/src`): the whole site on a phone under all 13 themes, whatever
 * `LOBBY_STORY_THEMES` says.
 */
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, chromiumPath } from '@lobby/vitest-config/browser';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/** The phone widths' layout tests: every theme, whatever `LOBBY_STORY_THEMES` says. */
const layoutTests = ['../../packages/site/src/**/*.browser.test.tsx'];

/** Themes the stories are tested under: a name per variant family that matters most. */
const storyThemes = (process.env.LOBBY_STORY_THEMES ?? 'DIAMOND,REG,LITE')
  .split(',')
  .filter(Boolean);

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    projects: [
      {
        test: { name: 'docs', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'phone-layout',
          include: layoutTests,
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' as const, viewport: { width: 390, height: 780 } }],
          },
        },
      },
      ...storyThemes.map((theme) => ({
        extends: true,
        plugins: [storybookTest({ configDir })],
        define: { __LOBBY_STORY_THEME__: JSON.stringify(theme) },
        test: {
          name: `stories-${theme.toLowerCase()}`,
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' as const, viewport: { width: 1024, height: 900 } }],
          },
        },
      })),
    ],
  },
});
