/**
 * An area (auth, wallet, games, ...) is its contract entries plus a little cache policy.
 * `injectArea` injects every entry of an area into the one api, so adding an area is a few
 * lines: import the contract group, name the tags, export the result.
 */
import type { EndpointSpec } from '@lobby/contract/core';
import { endpointFromContract, kindOf } from './endpoint-from-contract.ts';
import type { DefinitionOf, EndpointKind, EntryPolicy, KindOf } from './endpoint-from-contract.ts';
import { lobbyApi } from './lobby-api.ts';

/** The entries of one area, as the contract lists them. */
export type AreaEntries = readonly EndpointSpec[];

/**
 * The endpoint name of an entry: the part of its id after the area (`auth.login` → `login`).
 * RTK Query names the hooks after it (`useLoginMutation`).
 */
export type EndpointName<E extends EndpointSpec> = E['id'] extends `${string}.${infer N}` ? N : never;

/** The entry of an area with a given endpoint name. */
export type EntryNamed<Entries extends AreaEntries, N extends string> = Extract<
  Entries[number],
  { readonly id: `${string}.${N}` }
>;

/** Cache policy per entry of an area, keyed by endpoint name. */
export type AreaPolicies<Entries extends AreaEntries> = {
  readonly [N in EndpointName<Entries[number]>]?: EntryPolicy<EntryNamed<Entries, N>>;
};

/** The endpoint definitions an area injects, keyed by endpoint name. */
export type AreaDefinitions<Entries extends AreaEntries, Policies> = {
  [E in Entries[number] as EndpointName<E>]: DefinitionOf<
    E,
    KindOf<E, EndpointName<E> extends keyof Policies ? Policies[EndpointName<E>] : undefined>
  >;
};

/** What the SDK knows about one injected endpoint (for generic callers and tests). */
export interface RegisteredEndpoint {
  readonly name: string;
  readonly area: string;
  readonly entry: EndpointSpec;
  readonly kind: EndpointKind;
}

/** Every endpoint injected so far, by endpoint name. */
export const registeredEndpoints = new Map<string, RegisteredEndpoint>();

/** The endpoint name of an entry at run time (mirrors {@link EndpointName}). */
export function endpointName(entry: EndpointSpec): string {
  const dot = entry.id.indexOf('.');
  if (dot < 1 || dot === entry.id.length - 1) throw new Error(`Contract id "${entry.id}" is not <area>.<name>.`);
  return entry.id.slice(dot + 1);
}

/** An area ready to inject: its entries fixed, so its policies are type-checked against them. */
export interface AreaBuilder<Entries extends AreaEntries> {
  /**
   * Injects every entry into {@link lobbyApi} with the given policies and returns the api
   * typed with them. Names must be unique across areas: a taken name is refused.
   */
  inject<const Policies extends AreaPolicies<Entries> = Record<never, never>>(
    policies?: Policies & AreaPolicies<Entries>,
  ): ReturnType<typeof injectWith<Entries, Policies>>;
}

function injectWith<Entries extends AreaEntries, Policies>(area: string, entries: Entries, policies?: Policies) {
  return lobbyApi.injectEndpoints({
    endpoints: (build) => {
      const definitions: Record<string, unknown> = {};
      for (const entry of entries) {
        const name = endpointName(entry);
        const taken = registeredEndpoints.get(name);
        if (taken && taken.entry.id !== entry.id) {
          throw new Error(`Endpoint name "${name}" of ${entry.id} is taken by ${taken.entry.id}.`);
        }
        const policy = (policies as Record<string, EntryPolicy> | undefined)?.[name];
        definitions[name] = endpointFromContract(build, entry, policy);
        registeredEndpoints.set(name, { name, area, entry, kind: kindOf(entry, policy) });
      }
      return definitions as AreaDefinitions<Entries, Policies>;
    },
  });
}

/**
 * Starts an area from its contract entries: `defineArea('auth', authEndpoints).inject({...})`.
 * Two steps so the entries are known before the policies are read (typed callbacks).
 */
export function defineArea<const Entries extends AreaEntries>(area: string, entries: Entries): AreaBuilder<Entries> {
  return {
    inject: ((policies?: unknown) => injectWith(area, entries, policies)) as unknown as AreaBuilder<Entries>['inject'],
  };
}
