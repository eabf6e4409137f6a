import { endpointsByArea } from '@lobby/contract/registry';
import { describe, expect, it } from 'vitest';
import { endpointName, registeredEndpoints } from '../api/define-area.ts';
import { lobbyApi } from '../api/lobby-api.ts';

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

describe('area entries', () => {
  for (const [area, entries] of Object.entries(endpointsByArea)) {
    it(`@lobby/api-client/${area} exports a hook for every endpoint of the area`, async () => {
      const module = (await import(`./${area}/index.ts`)) as Record<string, unknown>;
      for (const entry of entries) {
        const name = endpointName(entry);
        const kind = registeredEndpoints.get(name)?.kind;
        const hooks =
          kind === 'query' ? [`use${capitalise(name)}Query`, `useLazy${capitalise(name)}Query`] : [`use${capitalise(name)}Mutation`];
        for (const hook of hooks) {
          expect(module[hook], `${hook} (${entry.id})`).toBeTypeOf('function');
          expect(module[hook]).toBe((lobbyApi as unknown as Record<string, unknown>)[hook]);
        }
      }
      expect(module[`${area}Api`]).toBe(lobbyApi);
    });
  }
});
