import { endpointsByArea } from '@lobby/contract/registry';
import { describe, expect, it } from 'vitest';
import { registeredEntry } from '../api/define-area.ts';
import { lobbyApi } from '../api/lobby-api.ts';
import { SERVER_AREAS, STREAM_ENTRIES, URL_ENTRIES, areaSubpath } from './registry.ts';

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const memberAreas = Object.entries(endpointsByArea).filter(
  ([area]) => !(SERVER_AREAS as readonly string[]).includes(area),
);

describe('area entries', () => {
  for (const [area, entries] of memberAreas) {
    it(`@lobby/api-client/${areaSubpath(area)} exports a hook for every endpoint of the area`, async () => {
      const module = (await import(`./${areaSubpath(area)}/index.ts`)) as Record<string, unknown>;
      for (const entry of entries) {
        if ((URL_ENTRIES as readonly string[]).includes(entry.id)) continue;
        if ((STREAM_ENTRIES as readonly string[]).includes(entry.id)) continue;
        const registered = registeredEntry(entry.id);
        expect(registered, entry.id).toBeDefined();
        const name = capitalise(registered?.name ?? '');
        const hooks =
          registered?.kind === 'query'
            ? [`use${name}Query`, `useLazy${name}Query`]
            : [`use${name}Mutation`];
        for (const hook of hooks) {
          expect(module[hook], `${hook} (${entry.id})`).toBeTypeOf('function');
          expect(module[hook]).toBe((lobbyApi as unknown as Record<string, unknown>)[hook]);
        }
      }
      expect(module[`${area}Api`]).toBe(lobbyApi);
    });
  }
});
