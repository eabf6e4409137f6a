/**
 * Shared Vitest presets for Lobby packages.
 *
 * Every preset resolves workspace packages through their `source` export condition (so tests
 * run on TypeScript source, no build needed) and writes a JSON report to `reports/vitest.json`,
 * which the root `pnpm test` reads to print one set of counts for the whole workspace.
 */
import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/** Options shared by the presets. */
export interface PresetOptions {
  /** Source globs measured for coverage; coverage is off when omitted. */
  coverage?: {
    include: string[];
    exclude?: string[];
    /** Minimum percentages; the run fails below them. */
    thresholds?: { lines?: number; branches?: number; functions?: number; statements?: number };
  };
  /** Files run before each test file. */
  setupFiles?: string[];
  /** Test file globs; defaults to `src/**\/*.test.ts(x)`. */
  include?: string[];
  /** Per-test timeout in milliseconds (the API suites start real servers). */
  testTimeout?: number;
  /**
   * Timeout of before/after hooks; defaults to the test timeout, since suites that give tests
   * longer also start servers and databases in their hooks.
   */
  hookTimeout?: number;
  /** Global setup files (run once per project, e.g. to start a server). */
  globalSetup?: string[];
  /** Run test files one at a time (suites sharing one database or port). */
  serial?: boolean;
}

/** Resolution shared by all presets: workspace packages resolve to their TypeScript source. */
export const sourceResolve = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
} satisfies ViteUserConfig;

function baseTest(options: PresetOptions): NonNullable<ViteUserConfig['test']> {
  return {
    include: options.include ?? ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    setupFiles: options.setupFiles ?? [],
    globalSetup: options.globalSetup ?? [],
    testTimeout: options.testTimeout ?? 10_000,
    hookTimeout: options.hookTimeout ?? options.testTimeout ?? 10_000,
    ...(options.serial ? { fileParallelism: false } : {}),
    ...(options.coverage
      ? {
          coverage: {
            enabled: true,
            provider: 'v8' as const,
            include: options.coverage.include,
            exclude: options.coverage.exclude ?? [],
            reporter: ['text-summary', 'json-summary'],
            reportsDirectory: 'coverage',
            thresholds: options.coverage.thresholds ?? {},
          },
        }
      : {}),
  };
}

/** Preset for pure TypeScript and server code. */
export function nodePreset(options: PresetOptions = {}): ViteUserConfig {
  return { ...sourceResolve, test: { ...baseTest(options), environment: 'node' } };
}

/** Preset for React components and hooks under jsdom with Testing Library. */
export function jsdomPreset(options: PresetOptions = {}): ViteUserConfig {
  return { ...sourceResolve, test: { ...baseTest(options), environment: 'jsdom' } };
}
