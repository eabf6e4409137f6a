/**
 * The brand build's server bundle: after the page's own build, the same shell is built once
 * more for Node from {@link SERVER_MODULE}, every dependency bundled in, to
 * {@link FIRST_SCREEN_RENDERER_FILE} beside the page. The page's server (the API serving the
 * site) imports it to draw a guest's first screen into the page.
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defaultServerConditions } from 'vite';
import type { Plugin, PluginOption } from 'vite';
import { SERVER_MODULE } from './brand-start.ts';

/**
 * Where the build writes the server module: `@lobby/contract/core`'s
 * `FIRST_SCREEN_RENDERER_FILE`, written out since a Vite config loads before any package is
 * built (a test holds them equal).
 */
export const FIRST_SCREEN_RENDERER_FILE = '.server/first-screen.mjs';

/** Options of {@link serverBuild}. */
export interface ServerBuildOptions {
  /** The plugin serving {@link SERVER_MODULE} and what it imports (`brandStart`). */
  readonly start: Plugin;
  /** The page build's compile-time constants, so both bundles agree (the release). */
  readonly define: Record<string, string>;
  /** Transforms both bundles need alike (the styled components' ids: `styledIds`). */
  readonly shared?: readonly Plugin[];
}

/** The plugin that builds the server bundle once the page's build has written its files. */
export function serverBuild({ start, define, shared = [] }: ServerBuildOptions): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let page = false;
  return {
    name: 'lobby-server-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      mode = config.mode;
      page = !config.build.ssr;
    },
    async closeBundle() {
      if (!page) return;
      const file = FIRST_SCREEN_RENDERER_FILE;
      const plugins: PluginOption[] = [...shared, react(), start];
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        plugins,
        // React's production build: the page's server runs without NODE_ENV set.
        define: {
          ...define,
          'process.env.NODE_ENV': JSON.stringify(
            mode === 'production' ? 'production' : 'development',
          ),
        },
        resolve: { conditions: ['source', ...defaultServerConditions] },
        ssr: {
          noExternal: true,
          resolve: { conditions: ['source', ...defaultServerConditions] },
        },
        build: {
          ssr: true,
          outDir: join(outDir, file.slice(0, file.lastIndexOf('/'))),
          emptyOutDir: true,
          target: 'node22',
          minify: false,
          rollupOptions: {
            input: SERVER_MODULE,
            output: { entryFileNames: file.slice(file.lastIndexOf('/') + 1), codeSplitting: false },
          },
        },
      });
    },
  };
}
