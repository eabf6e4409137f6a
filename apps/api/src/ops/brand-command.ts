/**
 * `ops brand:create`: registers a brand on this deployment's database, running or not, without
 * touching any other brand. The brand is the registry's (`apps/<id>/brand.json`, what
 * `pnpm create-brand` writes) or, where the deployment has no shell folders, one described by
 * the options; it gets the seed's configuration and, in development, its demo catalogue and
 * content, and the demo member only when asked. In production (`seedsDemo`) it gets the
 * configuration alone, as a production start seeds it, and the demo member is refused.
 */
import { BRAND_ID, discoverBrands, parseBrand } from '@lobby/brands';
import type { BrandEntry } from '@lobby/brands';
import { eq } from 'drizzle-orm';
import { announceConfigChange } from '../core/cluster/cluster.ts';
import { brands } from '../db/schema/brands.ts';
import type { AppContext } from '../core/context.ts';
import { brandSeedOf } from '../seed/brands.ts';
import { seedsDemo } from '../base/mode.ts';
import { seedMemberAreas } from '../seed/member-areas.ts';
import { DEMO_MEMBER } from '../seed/brands.ts';
import { assertBrandSeed, insertBrand, withoutDemo } from '../seed/seed.ts';
import { OpsError } from './ops-error.ts';
import type { OpsCommand, OpsHelp } from './types.ts';

/** What `brand:create` answers. */
export interface BrandCreated {
  brand: string;
  hosts: string[];
  origins: string[];
  demoMember: string | null;
}

/** The options that describe a brand outside the registry (each a `brand.json` field). */
const DESCRIBED = ['name', 'theme', 'port', 'currency', 'locales', 'default-locale', 'domain'];

/** The brand entry the options name: the registry's, or the one they describe. */
export function brandEntryOf(args: Readonly<Record<string, string>>): BrandEntry {
  const id = args.brand;
  if (!id || id === 'true') throw new OpsError('Missing --brand');
  if (!BRAND_ID.test(id))
    throw new OpsError('--brand must be a letter then 1–30 lower-case letters or digits');
  const described = DESCRIBED.filter((name) => args[name] !== undefined);
  const registered = discoverBrands(args['brands-dir']).find((b) => b.id === id);
  if (registered && described.length === 0) return registered;
  if (registered)
    throw new OpsError(
      `"${id}" is in the brand registry (${registered.dir}): its brand.json says the rest, so drop ${described.map((n) => `--${n}`).join(', ')}`,
    );
  const locales = (args.locales ?? 'en').split(',').map((l) => l.trim());
  try {
    return parseBrand(
      {
        id,
        name: args.name,
        theme: args.theme,
        port: Number(args.port),
        currency: args.currency,
        defaultLocale: args['default-locale'] ?? locales[0],
        locales,
        domain: args.domain,
      },
      '--options',
    );
  } catch (error) {
    throw new OpsError(
      `No brand "${id}" in the brand registry, and the options do not describe one (${(error as Error).message.replace('--options: ', '')})`,
    );
  }
}

/** Registers the brand; refuses one the database already has. */
export async function opsCreateBrand(
  ctx: AppContext,
  args: Readonly<Record<string, string>>,
): Promise<BrandCreated> {
  const seed = brandSeedOf(brandEntryOf(args));
  try {
    assertBrandSeed(seed);
  } catch (error) {
    throw new OpsError((error as Error).message);
  }
  const [existing] = await ctx.db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.id, seed.id));
  if (existing) throw new OpsError(`Brand "${seed.id}" exists already; nothing was changed`);
  const demo = args['demo-member'] === 'true';
  const withDemo = seedsDemo(ctx.config);
  if (demo && !withDemo)
    throw new OpsError(
      `--demo-member is refused in production mode: its login (${DEMO_MEMBER.username}) is public; create members with member:create`,
    );
  await insertBrand(
    ctx.db,
    seed,
    demo
      ? await ctx.passwords.admit('seed', ({ password }) => password.hash(DEMO_MEMBER.password))
      : undefined,
    { demo: withDemo },
  );
  if (withDemo) await seedMemberAreas(ctx.db, ctx.config.providerMasterSecret, ctx.now());
  // Requests on the new hosts find the brand at once, on every instance, not after the cache time.
  announceConfigChange(ctx.cluster, seed.id);
  const written = withDemo ? seed : withoutDemo(seed);
  return {
    brand: seed.id,
    hosts: written.hosts,
    origins: written.corsOrigins,
    demoMember: demo ? DEMO_MEMBER.username : null,
  };
}

const help: OpsHelp = {
  about:
    'Registers a brand on the database: its configuration, and in development its demo catalogue and content (other brands are left alone).',
  options: [
    {
      name: 'brand',
      value: 'ID',
      required: true,
      text: 'the brand id; its apps/<ID>/brand.json (pnpm create-brand) says the rest',
    },
    {
      name: 'demo-member',
      text: 'also create the demo member (demo01 / demo1234); development only',
    },
    { name: 'brands-dir', value: 'DIR', text: 'the brand registry folder (default apps/)' },
    { name: 'name', value: 'N', text: 'without a brand.json: the name members see' },
    { name: 'theme', value: 'T', text: 'without a brand.json: the theme, e.g. THEME9' },
    { name: 'currency', value: 'C', text: 'without a brand.json: ISO 4217 code' },
    { name: 'locales', value: 'L,L', text: 'without a brand.json: locales (default en)' },
    { name: 'default-locale', value: 'L', text: 'without a brand.json: default the first' },
    { name: 'domain', value: 'D', text: 'without a brand.json: the public domain' },
    { name: 'port', value: 'N', text: 'without a brand.json: the dev port (CORS)' },
  ],
  example: '--brand acme --demo-member',
};

/** The command, for the list of commands kept in files of their own. */
export const brandCreateCommand: OpsCommand = {
  name: 'brand:create',
  usage: `  brand:create    --brand ID [--demo-member]    (registers apps/ID/brand.json's brand; see --help
                  for a brand described by options instead)\n`,
  help,
  run: opsCreateBrand,
};
