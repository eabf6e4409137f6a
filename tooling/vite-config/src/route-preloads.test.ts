import { ROUTE_PRELOADS_FILE as CONTRACT_FILE } from '@lobby/contract/core';
import { routes } from '@lobby/domain/routes';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { PRELOADED_ROUTES } from './brand-config.ts';
import { FIRST_SCREEN_CHUNK } from './first-screen-chunk.ts';
import {
  ROUTE_PRELOADS_FILE,
  SHARED_ROUTE_CHUNK,
  routeFiles,
  routeGroups,
} from './route-preloads.ts';

/** An output chunk with what {@link routeFiles} reads. */
const out = (
  fileName: string,
  name: string,
  imports: string[],
  extra: { isEntry?: boolean; facadeModuleId?: string } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    name,
    imports,
    isEntry: extra.isEntry ?? false,
    facadeModuleId: extra.facadeModuleId ?? null,
  }) as unknown as Rolldown.OutputChunk;

const bundle = Object.fromEntries(
  [
    out('assets/index-1.js', 'index', ['assets/runtime-2.js'], { isEntry: true }),
    out('assets/runtime-2.js', 'runtime', []),
    out('assets/start-3.js', FIRST_SCREEN_CHUNK, ['assets/runtime-2.js']),
    // The sign-in layout: its chunk, two chunks it shares with other routes, and start-up's.
    out('assets/pro-sleek-4.js', 'pro-sleek', ['assets/panel-5.js', 'assets/start-3.js'], {
      facadeModuleId: '/repo/packages/features/auth/src/variants/pro-sleek.ts',
    }),
    out('assets/panel-5.js', 'panel', ['assets/field-6.js', 'assets/start-3.js']),
    out('assets/field-6.js', 'field', ['assets/start-3.js']),
  ].map((chunk) => [chunk.fileName, chunk]),
) as Rolldown.OutputBundle;

describe('routeFiles', () => {
  it("lists a route's chunk and what it imports, less what the page loads already", () => {
    expect(routeFiles(bundle, '/repo/packages/features/auth/src/variants/pro-sleek.ts')).toEqual([
      'assets/field-6.js',
      'assets/panel-5.js',
      'assets/pro-sleek-4.js',
    ]);
  });

  it('lists nothing for a module no chunk is made from', () => {
    expect(routeFiles(bundle, '/repo/elsewhere.ts')).toEqual([]);
  });
});

it('writes where the page server reads, for routes the router has', () => {
  expect(ROUTE_PRELOADS_FILE).toBe(CONTRACT_FILE);
  for (const route of Object.keys(PRELOADED_ROUTES)) expect(Object.keys(routes)).toContain(route);
});

describe('routeGroups', () => {
  it("puts each route's own modules in a chunk named after it, and what routes share in one", () => {
    const groups = routeGroups({
      SIGN_IN: ['auth/panel.tsx', 'ui/text-field.tsx', 'i18n/lazy.ts'],
      PROVIDER_LIST: ['games/providers.tsx', 'i18n/lazy.ts'],
    });
    expect(Object.fromEntries(groups)).toEqual({
      'auth/panel.tsx': 'sign-in',
      'ui/text-field.tsx': 'sign-in',
      'games/providers.tsx': 'provider-list',
      'i18n/lazy.ts': SHARED_ROUTE_CHUNK,
    });
    expect(routeGroups({}).size).toBe(0);
  });
});
