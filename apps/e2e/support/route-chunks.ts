/**
 * Which JavaScript a brand's production build loads first and what each lazy feature adds,
 * read from the bundle report every shell build writes (`@lobby/vite-config`) and the built
 * files: the bundle test asserts on it (bytes are deterministic), the bench prints it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLE_REPORT } from '@lobby/vite-config';
import type { BundleReport } from '@lobby/vite-config';
import { shellOf, shellPathOf } from './env.ts';
import type { BrandId } from './env.ts';

/** The built site of a brand. */
export function distOf(brand: BrandId): string {
  return join(shellOf(brand), 'dist');
}

/** The bundle report of a brand's build. */
export function bundleReportOf(brand: BrandId): BundleReport {
  return JSON.parse(readFileSync(join(distOf(brand), BUNDLE_REPORT), 'utf8')) as BundleReport;
}

/**
 * The chunks of the first screen: the entry and the start-up chunk (the brand shell's own
 * modules, the site's assembly) and the home feature's. What they hold every visitor downloads.
 */
export function firstScreenChunks(brand: BrandId): string[] {
  const report = bundleReportOf(brand);
  return Object.entries(report.chunks)
    .filter(([, modules]) =>
      modules.some(
        (m) =>
          m.startsWith(`${shellPathOf(brand)}/src/`) ||
          m === 'packages/site/src/create-member-site.tsx' ||
          featureOf(m) === 'home',
      ),
    )
    .map(([file]) => file);
}

/** The feature package a module belongs to (`packages/features/<name>/…`), if any. */
export function featureOf(module: string): string | undefined {
  return /^packages\/features\/([^/]+)\//.exec(module)?.[1];
}

/**
 * Whether a feature's module belongs to every page's layout rather than to its feature's lazy
 * area: the 'Please Sign In' dialog, which any page can open. It loads with the layout's other
 * tap-opened dialogs, on demand, so it counts towards no feature's chunks.
 */
export function isLayoutPart(module: string): boolean {
  return module.startsWith('packages/features/auth/src/dialog/');
}

/**
 * Whether a feature's module is its screen's prefetch (`<feature>/src/<part>/prefetch.ts`): a
 * few lines the route's loader runs to start the screen's calls before the screen's chunk has
 * come, so they travel with start-up and count towards no feature's chunks.
 */
export function isPrefetch(module: string): boolean {
  return /^packages\/features\/[\w-]+\/src\/[\w-]+\/prefetch\.ts$/.test(module);
}

/** One lazy feature's chunks: their files and gzip size together. */
export interface FeatureChunks {
  readonly feature: string;
  readonly files: readonly string[];
  readonly gzipBytes: number;
}

/**
 * Every feature's chunks (those holding its modules), with their gzip size (level 9, as a
 * server would send them compressed).
 */
export function featureChunks(brand: BrandId): FeatureChunks[] {
  const report = bundleReportOf(brand);
  const byFeature = new Map<string, string[]>();
  for (const [file, modules] of Object.entries(report.chunks)) {
    const features = new Set(
      modules
        .filter((m) => !isLayoutPart(m) && !isPrefetch(m))
        .map(featureOf)
        .filter((f): f is string => f !== undefined),
    );
    for (const feature of features)
      byFeature.set(feature, [...(byFeature.get(feature) ?? []), file]);
  }
  return [...byFeature]
    .map(([feature, files]) => ({
      feature,
      files,
      gzipBytes: files.reduce(
        (sum, file) => sum + gzipSync(readFileSync(join(distOf(brand), file)), { level: 9 }).length,
        0,
      ),
    }))
    .sort((a, b) => a.feature.localeCompare(b.feature));
}
