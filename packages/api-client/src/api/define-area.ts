/**
 * An area (auth, wallet, games, ...) is its contract entries plus a little cache policy.
 * `defineArea(...).inject(...)` injects every entry of an area into the one api, so adding an
 * area is a few lines: import the area's routes (`@lobby/contract/manifest`), name the tags,
 * export the result. Full entries are accepted too; routes keep the schemas out of bundles.
 */
import { areaOfId } from '@lobby/contract/core';
import type { EndpointLike, EntryOf } from '@lobby/contract/core';
import { endpointFromContract, kindOf } from './endpoint-from-contract.ts';
import type {
  DefinitionOf,
  EntryArg,
  EndpointKind,
  EntryPolicy,
  KindOf,
  ResultOf,
} from './endpoint-from-contract.ts';
import { lobbyApi } from './lobby-api.ts';

/** The entries of one area, as the contract lists them: their routes, or the entries themselves. */
export type AreaEntries = readonly EndpointLike[];

/**
 * The endpoint name of an entry: the part of its id after the area (`auth.login` → `login`).
 * RTK Query keeps every endpoint of the one api in one namespace and names the hooks after it
 * (`useLoginMutation`), so a name that several areas use (`list`, `detail`, `info`) is
 * qualified by its area where the area says so (`promotions.list` → `promotionsList`).
 */
export type EndpointName<
  E extends { readonly id: string },
  Qualified extends string = never,
> = E['id'] extends `${infer A}.${infer N}`
  ? N extends Qualified
    ? `${A}${Capitalize<N>}`
    : N
  : never;

/** The entry of an area with a given endpoint name (the entry a route names, for a route). */
export type EntryNamed<
  Entries extends AreaEntries,
  N extends string,
  Qualified extends string = never,
> = Entries[number] extends infer E
  ? E extends EndpointLike
    ? EndpointName<E, Qualified> extends N
      ? EntryOf<E>
      : never
    : never
  : never;

/** Cache policy per entry of an area, keyed by endpoint name. */
export type AreaPolicies<Entries extends AreaEntries, Qualified extends string = never> = {
  readonly [N in EndpointName<Entries[number], Qualified>]?: EntryPolicy<
    EntryNamed<Entries, N, Qualified>
  >;
};

/** The policy an area gives one entry, or `undefined`. */
type PolicyOf<E extends EndpointLike, Policies, Qualified extends string> =
  EndpointName<E, Qualified> extends keyof Policies
    ? Policies[EndpointName<E, Qualified>]
    : undefined;

/** The endpoint definitions an area injects, keyed by endpoint name. */
export type AreaDefinitions<
  Entries extends AreaEntries,
  Policies,
  Qualified extends string = never,
> = {
  [E in Entries[number] as EndpointName<E, Qualified>]: DefinitionOf<
    EntryOf<E>,
    KindOf<EntryOf<E>, PolicyOf<E, Policies, Qualified>>,
    EntryArg<EntryOf<E>>,
    ResultOf<EntryOf<E>, PolicyOf<E, Policies, Qualified>>
  >;
};

/** What the SDK knows about one injected endpoint (for generic callers and tests). */
export interface RegisteredEndpoint {
  /** The endpoint name: RTK Query's, the hooks', the client call's. */
  readonly name: string;
  readonly area: string;
  /** What the area injected: the entry's route (or the entry itself, when given one). */
  readonly entry: EndpointLike;
  readonly kind: EndpointKind;
}

/** Every endpoint injected so far, by endpoint name. */
export const registeredEndpoints = new Map<string, RegisteredEndpoint>();

/** The injected endpoint of a contract id (`promotions.list`), if any. */
export function registeredEntry(id: string): RegisteredEndpoint | undefined {
  for (const registered of registeredEndpoints.values())
    if (registered.entry.id === id) return registered;
  return undefined;
}

/** The endpoint name of an entry at run time (mirrors {@link EndpointName}). */
export function endpointName(
  entry: { readonly id: string },
  qualified: readonly string[] = [],
): string {
  const dot = entry.id.indexOf('.');
  if (dot < 1 || dot === entry.id.length - 1)
    throw new Error(`Contract id "${entry.id}" is not <area>.<name>.`);
  const name = entry.id.slice(dot + 1);
  return qualified.includes(name)
    ? `${entry.id.slice(0, dot)}${name.charAt(0).toUpperCase()}${name.slice(1)}`
    : name;
}

/** How an area names its endpoints. */
export interface AreaOptions<Qualified extends string> {
  /**
   * Contract names this area shares with another area (`list`, `detail`, `info`): their
   * endpoints are named `<area><Name>` (`promotionsList`). Listed per area, so a later area
   * can never rename an existing hook.
   */
  readonly qualify?: readonly Qualified[];
}

/** An area ready to inject: its entries fixed, so its policies are type-checked against them. */
export interface AreaBuilder<Entries extends AreaEntries, Qualified extends string = never> {
  /**
   * Injects every entry into {@link lobbyApi} with the given policies and returns the api
   * typed with them. Names must be unique across areas: a taken name is refused.
   */
  inject<const Policies extends AreaPolicies<Entries, Qualified> = Record<never, never>>(
    policies?: Policies & AreaPolicies<Entries, Qualified>,
  ): ReturnType<typeof injectWith<Entries, Policies, Qualified>>;
}

function injectWith<Entries extends AreaEntries, Policies, Qualified extends string>(
  area: string,
  entries: Entries,
  qualified: readonly string[],
  policies?: Policies,
) {
  return lobbyApi.injectEndpoints({
    endpoints: (build) => {
      const definitions: Record<string, unknown> = {};
      for (const entry of entries) {
        if (areaOfId(entry.id) !== area)
          throw new Error(`${entry.id} is not an entry of the ${area} area.`);
        const name = endpointName(entry, qualified);
        const taken = registeredEndpoints.get(name);
        if (taken && taken.entry.id !== entry.id) {
          throw new Error(`Endpoint name "${name}" of ${entry.id} is taken by ${taken.entry.id}.`);
        }
        const policy = (policies as Record<string, EntryPolicy> | undefined)?.[name];
        definitions[name] = endpointFromContract(build, entry, policy);
        registeredEndpoints.set(name, { name, area, entry, kind: kindOf(entry, policy) });
      }
      return definitions as AreaDefinitions<Entries, Policies, Qualified>;
    },
  });
}

/**
 * The entries of an area without some of them, typed as such: an entry that is a URL to open
 * or load (an SVG, an HTML page) rather than a data call stays out of the api. Entries to leave
 * out are named by id, or given as entries or routes (matched by id).
 */
export function withoutEntries<
  const Entries extends AreaEntries,
  const Left extends Entries[number]['id'],
>(
  entries: Entries,
  left: readonly (Left | { readonly id: Left })[],
): readonly Exclude<Entries[number], { readonly id: Left }>[] {
  const ids = new Set<string>(left.map((item) => (typeof item === 'string' ? item : item.id)));
  return entries.filter(
    (entry): entry is Exclude<Entries[number], { readonly id: Left }> => !ids.has(entry.id),
  );
}

/**
 * Starts an area from its contract entries: `defineArea('auth', authEndpoints).inject({...})`.
 * Two steps so the entries are known before the policies are read (typed callbacks).
 */
export function defineArea<
  const Entries extends AreaEntries,
  const Qualified extends string = never,
>(
  area: string,
  entries: Entries,
  options: AreaOptions<Qualified> = {},
): AreaBuilder<Entries, Qualified> {
  const qualified: readonly string[] = options.qualify ?? [];
  return {
    inject: ((policies?: unknown) =>
      injectWith(area, entries, qualified, policies)) as unknown as AreaBuilder<
      Entries,
      Qualified
    >['inject'],
  };
}
