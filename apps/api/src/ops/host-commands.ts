/**
 * `ops host:allow` / `host:revoke`: the host names the API resolves to a brand. A request that
 * names no brand (`X-Lobby-Brand`) is the brand of its `Host`, and a CORS preflight never names
 * one (a browser sends no custom header on it): a brand's site on another origin (a static host
 * or CDN) calling the API at `api.brand.example` is allowed only when that API host is the
 * brand's. A host belongs to one brand at most, so two brands never claim the same requests.
 */
import { eq, sql } from 'drizzle-orm';
import { brands } from '../db/schema/brands.ts';
import type { AppContext } from '../core/context.ts';
import { OpsError } from './ops-error.ts';
import type { OpsCommand, OpsHelp } from './types.ts';
import { BRAND_OPTION } from './brand-option.ts';

/** A host name as the operator typed it, lower-cased; a port, scheme or path is refused. */
export function parseHost(raw: string): string {
  const host = raw.trim().toLowerCase();
  const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
  if (host.length > 253 || !new RegExp(`^${label}(?:\\.${label})*$`).test(host))
    throw new OpsError(
      `"${raw}" is not a host name: give it without scheme, port or path, e.g. api.example.com`,
    );
  return host;
}

async function brandHosts(ctx: AppContext, brandId: string): Promise<string[]> {
  const brand = await ctx.brands.byId(brandId);
  if (!brand) throw new OpsError(`No brand "${brandId}"`);
  return brand.hosts;
}

/** Resolves `host` to the brand; refuses a host another brand has. Answers the brand's hosts. */
export async function opsAllowHost(ctx: AppContext, brandId: string, raw: string) {
  await brandHosts(ctx, brandId);
  const host = parseHost(raw);
  const holder = (await ctx.brands.all()).find((b) => b.id !== brandId && b.hosts.includes(host));
  if (holder)
    throw new OpsError(`${host} is a host of brand "${holder.id}": host:revoke it there first`);
  const [row] = await ctx.db
    .update(brands)
    .set({
      hosts: sql`case when ${brands.hosts} ? ${host} then ${brands.hosts}
        else ${brands.hosts} || jsonb_build_array(${host}::text) end`,
    })
    .where(eq(brands.id, brandId))
    .returning({ hosts: brands.hosts });
  ctx.brands.invalidate();
  return { brand: brandId, hosts: row?.hosts ?? [] };
}

/** Stops resolving `host` to the brand; answers the hosts it keeps. */
export async function opsRevokeHost(ctx: AppContext, brandId: string, raw: string) {
  const host = parseHost(raw);
  if (!(await brandHosts(ctx, brandId)).includes(host))
    throw new OpsError(`${host} is not a host of brand "${brandId}"`);
  const [row] = await ctx.db
    .update(brands)
    .set({ hosts: sql`${brands.hosts} - ${host}::text` })
    .where(eq(brands.id, brandId))
    .returning({ hosts: brands.hosts });
  ctx.brands.invalidate();
  return { brand: brandId, hosts: row?.hosts ?? [] };
}

function options(args: Readonly<Record<string, string>>): [string, string] {
  const { brand, host } = args;
  if (!brand || brand === 'true') throw new OpsError('Missing --brand');
  if (!host || host === 'true') throw new OpsError('Missing --host');
  return [brand, host];
}

const help = (about: string): OpsHelp => ({
  about,
  options: [
    BRAND_OPTION,
    { name: 'host', value: 'H', required: true, text: 'a host name, no scheme or port' },
  ],
  example: '--brand nexbet --host api.nexbet.example',
});

/** `host:allow`. */
export const hostAllowCommand: OpsCommand = {
  name: 'host:allow',
  usage: `  host:allow      --brand B --host H             (requests to the API at H are the brand's:
                  its site on another origin calls the API there)\n`,
  help: help(
    "Makes requests to the API at a host name the brand's (also CORS preflights, which name no brand).",
  ),
  run: (ctx, args) => opsAllowHost(ctx, ...options(args)),
};

/** `host:revoke`. */
export const hostRevokeCommand: OpsCommand = {
  name: 'host:revoke',
  usage: `  host:revoke     --brand B --host H\n`,
  help: help('Stops resolving a host name to the brand (it falls back to the default brand).'),
  run: (ctx, args) => opsRevokeHost(ctx, ...options(args)),
};
