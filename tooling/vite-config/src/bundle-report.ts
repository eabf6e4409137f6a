/**
 * A build plugin that records which source modules each output chunk bundles, so tests can
 * prove what a production build carries (a brand ships its own theme and no other). The report
 * sits under `.vite/`, beside Vite's own metadata, which the site server never serves.
 */
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { SHELL_MODULE, START_MODULE } from './brand-start.ts';

/** Where the report lands, relative to the build's output directory. */
export const BUNDLE_REPORT = '.vite/bundle-modules.json';

/** The report: every JavaScript chunk's file name with its modules, relative to `root`. */
export interface BundleReport {
  readonly chunks: Readonly<Record<string, readonly string[]>>;
}

/** The chunk fields the report reads (Rolldown's and Rollup's output chunks both carry them). */
interface ChunkLike {
  readonly type: 'chunk' | 'asset';
  readonly moduleIds?: readonly string[];
}

/** Builds the report from an output bundle; module ids become `/`-separated paths under `root`. */
export function reportOf(bundle: Readonly<Record<string, ChunkLike>>, root: string): BundleReport {
  const chunks: Record<string, string[]> = {};
  for (const [file, output] of Object.entries(bundle)) {
    if (output.type !== 'chunk') continue;
    chunks[file] = (output.moduleIds ?? [])
      // Virtual modules (`\0` ids) have no file: the bundler's are left out, and the shell's
      // modules, written from its brand.json, are listed by their ids.
      .filter(
        (id) => !id.startsWith('\0') || id === `\0${SHELL_MODULE}` || id === `\0${START_MODULE}`,
      )
      .map((id) =>
        id.startsWith('\0')
          ? id.slice(1)
          : relative(root, id.split('?')[0] ?? id)
              .split(sep)
              .join('/'),
      )
      .sort();
  }
  return { chunks };
}

/** The plugin: emits {@link BUNDLE_REPORT} on every production build. */
export function bundleReport(root: string): Plugin {
  return {
    name: 'lobby-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: BUNDLE_REPORT,
        source: `${JSON.stringify(reportOf(bundle, root), null, 1)}\n`,
      });
    },
  };
}
