/**
 * The brands this server hosts, cached briefly in memory, and how a request picks one: the
 * `X-Lobby-Brand` header or `brand` query parameter, else its Host, else the default brand. An operator's change drops the
 * changed brand's entries on every instance at once (a `config` note, `core/cluster/cluster.ts`); the
 * cache time stays the backstop.
 */
import { BRAND_HEADER, DEFAULT_BRAND } from '@lobby/contract';
import { securityPolicyOf } from '@lobby/domain';
import type { ContactSettings, PermissionConfig, SecurityPolicy } from '@lobby/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { brands, maintenance } from '../db/schema/brands.ts';
import { ApiError } from './errors.ts';

/** A brand as handlers use it. */
export interface Brand {
  id: string;
  displayName: string;
  hosts: string[];
  corsOrigins: string[];
  defaultLocale: string;
  currencyCode: string;
  timezoneOffset: number;
  permission: PermissionConfig;
  contact: ContactSettings;
  subTypes: { id: number; key: string }[];
  /** Disabled by an operator (`ops brand:disable`): see {@link assertBrandOpen}. */
  disabled: boolean;
  /** ISO 3166-1 alpha-2 codes of the countries the brand blocks (`areas/config/blocked-regions.ts`). */
  blockedCountries: string[];
  /** The account-security policy, completed with the defaults. */
  security: SecurityPolicy;
}

/** Maintenance as stored, and whether it is in force now. */
export interface MaintenanceState {
  type: number;
  start: Date | null;
  end: Date | null;
}

/** Brand lookups with a short cache. */
export interface BrandRegistry {
  all(): Promise<Brand[]>;
  byId(id: string): Promise<Brand | undefined>;
  /**
   * Picks the brand of a request: the brand it names (`named`, from its `X-Lobby-Brand` header
   * or `brand` query parameter, which `via` says; 404 `UNKNOWN_BRAND` naming it for an unknown
   * one), else the brand listing the Host, else the default brand.
   */
  resolve(
    host: string | undefined,
    named: string | string[] | undefined,
    via?: string,
  ): Promise<Brand>;
  maintenance(brandId: string): Promise<MaintenanceState>;
  /**
   * Drops what is cached of a brand (its entry of the brand list, which is one read, and its
   * maintenance), or of every brand when none is named.
   */
  invalidate(brandId?: string): void;
}

/** Whether maintenance type 1 is in force at `now`: type 1 and inside [start, end) when set. */
export function maintenanceInForce(state: MaintenanceState, now: number): boolean {
  if (state.type !== 1) return false;
  if (state.start && now < state.start.getTime()) return false;
  if (state.end && now >= state.end.getTime()) return false;
  return true;
}

/** The longest brand name an `UNKNOWN_BRAND` message repeats back (a header is anyone's text). */
const ECHOED_BRAND_MAX = 64;

/** A Host header as the brands list hosts: lower case, without its port. */
function hostnameOf(host: string | undefined): string {
  return (host ?? '').toLowerCase().replace(/:\d+$/, '');
}

/**
 * Throws 409 `BRAND_DISABLED` when an operator disabled the brand: it takes no sign-in, sign-up
 * or play (launches, transfers into games). What lets members take their money out (their
 * balances, transfers back from games, withdrawals) stays open.
 */
export function assertBrandOpen(brand: Pick<Brand, 'disabled'>): void {
  if (brand.disabled) throw new ApiError('BRAND_DISABLED');
}

/** Builds the registry; `cacheMs` 0 reads the database every time (tests). */
export function createBrandRegistry(
  db: Database,
  cacheMs: number,
  now: () => number = Date.now,
): BrandRegistry {
  let cached:
    { at: number; list: Brand[]; byHost: Map<string, Brand>; byId: Map<string, Brand> } | undefined;
  const maintenanceCache = new Map<string, { at: number; state: MaintenanceState }>();

  async function load() {
    if (cached && now() - cached.at < cacheMs) return cached;
    const rows = await db.select().from(brands);
    const list: Brand[] = rows.map((r) => ({
      id: r.id,
      displayName: r.displayName,
      hosts: r.hosts,
      corsOrigins: r.corsOrigins,
      defaultLocale: r.defaultLocale,
      currencyCode: r.currencyCode,
      timezoneOffset: r.timezoneOffset,
      permission: r.permission as unknown as PermissionConfig,
      contact: r.contact as unknown as ContactSettings,
      subTypes: r.subTypes as { id: number; key: string }[],
      disabled: r.disabledAt !== null,
      blockedCountries: r.blockedCountries,
      security: securityPolicyOf(r.security as Partial<SecurityPolicy>),
    }));
    const byHost = new Map<string, Brand>();
    for (const brand of list) for (const host of brand.hosts) byHost.set(host.toLowerCase(), brand);
    cached = { at: now(), list, byHost, byId: new Map(list.map((b) => [b.id, b])) };
    return cached;
  }

  return {
    async all() {
      return (await load()).list;
    },
    async byId(id) {
      return (await load()).byId.get(id);
    },
    async resolve(host, named, via = BRAND_HEADER) {
      const state = await load();
      if (named !== undefined) {
        const value = Array.isArray(named) ? undefined : named.trim().toLowerCase();
        const brand = value ? state.byId.get(value) : undefined;
        if (!brand) {
          const asked = (Array.isArray(named) ? named.join(', ') : named).trim();
          throw new ApiError('UNKNOWN_BRAND', {
            field: via,
            values: { brand: asked.slice(0, ECHOED_BRAND_MAX) },
          });
        }
        return brand;
      }
      const byHost = state.byHost.get(hostnameOf(host));
      if (byHost) return byHost;
      const fallback = state.byId.get(DEFAULT_BRAND) ?? state.list[0];
      if (!fallback) throw new Error('No brand is configured');
      return fallback;
    },
    async maintenance(brandId) {
      const hit = maintenanceCache.get(brandId);
      if (hit && now() - hit.at < cacheMs) return hit.state;
      const [row] = await db.select().from(maintenance).where(eq(maintenance.brandId, brandId));
      const state = { type: row?.type ?? 0, start: row?.startAt ?? null, end: row?.endAt ?? null };
      maintenanceCache.set(brandId, { at: now(), state });
      return state;
    },
    invalidate(brandId) {
      cached = undefined;
      if (brandId === undefined) maintenanceCache.clear();
      else maintenanceCache.delete(brandId);
    },
  };
}
