import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import { previewBrands } from './brands.ts';

/**
 * Storybook over `@lobby/ui` (stories sit beside the components) plus the token docs here.
 * Workspace packages resolve to their TypeScript source through the `source` condition, so
 * no package needs building first.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // One glob per folder, never a brace over folders (`{features/*,site}`): the test runner walks
  // from the glob's fixed base, and a brace moves that base up to `packages/`, so every package's
  // node_modules (pnpm's symlinks into the workspace, followed) was walked — minutes per run.
  stories: [
    '../src/**/*.mdx',
    '../src/**/*.stories.tsx',
    '../../../packages/ui/src/**/*.stories.tsx',
    '../../../packages/features/*/src/**/*.stories.tsx',
    '../../../packages/site/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables and controls on the docs pages. `react-docgen` (the fast, Babel-based one)
  // reads our forwardRef and styled components; the story tests drop the docgen plugin, so
  // it costs them nothing.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // The Brand toolbar's choices: read from the registry when Storybook starts or builds.
      define: { __LOBBY_BRANDS__: JSON.stringify(previewBrands()) },
      build: { chunkSizeWarningLimit: 2000 },
    }),
};

export default config;
