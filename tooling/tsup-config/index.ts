/**
 * The tsup build of every published Lobby package, in one place. A package's `tsup.config.ts`
 * is one call naming what differs: its entries, what stays an import, and for the React
 * packages the shared externals ({@link reactPackageConfig}). tsup loads this file through
 * Node (type stripping), so it holds only erasable TypeScript and imports tsup for types only.
 */
import type { Options } from 'tsup';

/** What a package's build sets beyond the shared defaults. */
export interface PackageBuild {
  /** Entry files: globs, or output names mapped to files. */
  entry: NonNullable<Options['entry']>;
  /** Modules that stay imports instead of being bundled. */
  external?: NonNullable<Options['external']>;
  /** Shared chunks between entries (tsup's `splitting`); left to tsup's default when absent. */
  splitting?: boolean;
  /** Declarations by tsup; false when a package emits them with its own tsc pass. */
  dts?: boolean;
}

/** Peer packages of the React packages (features, site): the app installs one copy of each. */
export const REACT_EXTERNALS: NonNullable<Options['external']> = [
  'react',
  'react-dom',
  'styled-components',
  'react-redux',
  'react-router-dom',
  'i18next',
  'react-i18next',
  /^@lobby\//,
  /^@reduxjs\//,
];

/** The tsup options of a package: ESM for ES2023 with declarations and source maps. */
export function packageConfig({ entry, external, splitting, dts = true }: PackageBuild): Options {
  return {
    entry,
    format: ['esm'],
    dts,
    clean: true,
    sourcemap: true,
    ...(splitting !== undefined ? { splitting } : {}),
    target: 'es2023',
    ...(external !== undefined ? { external } : {}),
  };
}

/** A React package (a feature, the site): shared chunks, the React peers kept as imports. */
export function reactPackageConfig(entry: PackageBuild['entry']): Options {
  return packageConfig({ entry, splitting: true, external: REACT_EXTERNALS });
}
