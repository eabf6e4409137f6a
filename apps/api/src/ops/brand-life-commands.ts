/**
 * A brand's life after `brand:create`: `brand:sync` carries a changed `brand.json` into a database
 * that exists (printing what changes first), `brand:disable` and `brand:enable` close and reopen a
 * brand, and `brand:remove` deletes a disabled brand's configuration while keeping its members,
 * ledger and transactions.
 *
 * What `brand:sync` writes is what the seed makes of `brand.json` as configuration (`brandSeedOf`):
 * the name, default locale and time offset; the hosts and dev origins it implies (added, never
 * taken away: an operator's `host:allow` and `origin:allow` look the same); the permission
 * settings `brand.json` drives (theme, sign-up fields, features, the logo in its colour, SEO);
 * the contact channels and social links; the festival and app prompt of every theme entry; the
 * languages and area codes. Never members, money, catalogue or content, and never the currency:
 * the ledger's amounts are in the brand's currency, so a different one is reported, not written.
 */
import { discoverBrands } from '@lobby/brands';
import { and, eq } from 'drizzle-orm';
import { announceConfigChange } from '../core/cluster/cluster.ts';
import type { Database as Tx } from '../db/client.ts';
import {
  aboutUs,
  areaCodes,
  brandLanguages,
  brandThemes,
  brands,
  maintenance,
} from '../db/schema/brands.ts';
import { featuredWins, gameBanners } from '../db/schema/games.ts';
import { helpPages } from '../db/schema/help.ts';
import type { AppContext } from '../core/context.ts';
import { seedsDemo } from '../base/mode.ts';
import { brandSeedOf } from '../seed/brands.ts';
import type { BrandSeed } from '../seed/brands.ts';
import { assertBrandSeed, withoutDemo } from '../seed/seed.ts';
import { OpsError } from './ops-error.ts';
import type { OpsCommand, OpsHelp, OpsOption } from './types.ts';

/** One setting that differs between the database and `brand.json`. */
export interface BrandChange {
  /** The setting, e.g. `permission.theme.name` or `themes.default/2.type`. */
  what: string;
  /** Its value in the database (abbreviated when long: a logo shows as its colour). */
  from: unknown;
  /** Its value from `brand.json`. */
  to: unknown;
}

/** What `brand:sync` answers. */
export interface BrandSyncResult {
  brand: string;
  /** False for a dry run: nothing was written. */
  applied: boolean;
  changes: BrandChange[];
  /** What differs but is never synced (the currency), and why. */
  notes: string[];
}

/** The permission settings `brand.json` drives (`brandSeedOf`); the others are the operator's. */
const SYNCED_PERMISSION = [
  'theme.name',
  'member.member_email',
  'member.member_phone',
  'agent_introduce.status',
  'member_module.live_score_status',
  'member_module.live_score_url',
  'vip_config.mobile_vip_show',
  'system.timezone',
  'upload.topup_code_show',
  'website.logo',
  'website.favicon',
  'website.bookmark_icon',
  'website.seo',
] as const;

/** The contact settings `brand.json` drives; the live chat stays the operator's. */
const SYNCED_CONTACT = ['channels', 'social'] as const;

/** The parts of a theme entry `brand.json` drives (festival, app prompt). */
const SYNCED_THEME = ['type', 'status', 'showEntrance', 'version'] as const;

const brandOption: OpsOption = {
  name: 'brand',
  value: 'ID',
  required: true,
  text: 'the brand id (its apps/<ID>/brand.json for brand:sync)',
};

function valueAt(document: unknown, path: string): unknown {
  let node = document;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function setAt(document: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const leaf = keys.pop() as string;
  let node = document;
  for (const key of keys) {
    const child = node[key];
    if (child === null || typeof child !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[leaf] = value;
}

/** JSON with object keys sorted: JSONB keeps no key order, so equal documents may differ in it. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/**
 * A value as the diff shows it: a generated SVG logo (a long `data:` URL) as the colour it is
 * drawn on, which is what a theme change moves.
 */
export function shown(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('data:image/svg+xml;base64,')) return value;
  const svg = Buffer.from(value.slice('data:image/svg+xml;base64,'.length), 'base64').toString();
  const fill = /fill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1];
  return fill ? `<logo on ${fill}>` : `<image, ${value.length} characters>`;
}

/** The brand's seed as this deployment writes it (production leaves out local hosts). */
function registrySeed(ctx: AppContext, id: string, dir: string | undefined): BrandSeed {
  const entry = discoverBrands(dir).find((b) => b.id === id);
  if (!entry)
    throw new OpsError(
      `No brand "${id}" in the brand registry (${dir ?? 'apps/'}): brand:sync reads apps/${id}/brand.json`,
    );
  const seed = brandSeedOf(entry);
  try {
    assertBrandSeed(seed);
  } catch (error) {
    throw new OpsError((error as Error).message);
  }
  return seedsDemo(ctx.config) ? seed : withoutDemo(seed);
}

/** The brand's row, or an OpsError naming it; `lock` holds it until the transaction ends. */
async function brandRow(db: Tx, id: string, lock = false) {
  const query = db.select().from(brands).where(eq(brands.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new OpsError(`No brand "${id}" in the database; register it with brand:create`);
  return row;
}

/** A brand's row as the planning steps read it. */
type BrandRow = typeof brands.$inferSelect;

/** What a sync would change, note and write, built up by the planning steps below. */
interface SyncPlan {
  changes: BrandChange[];
  notes: string[];
  writes: ((tx: Tx) => Promise<unknown>)[];
}

/** Records one change for the operator to read. */
function recordChange(plan: SyncPlan, what: string, from: unknown, to: unknown): void {
  plan.changes.push({ what, from: shown(from), to: shown(to) });
}

/** The brand row's part of a sync: settings, hosts and origins (only added), permission, contact. */
function planBrandRow(plan: SyncPlan, row: BrandRow, seed: BrandSeed): void {
  // The brand row: scalar settings, then hosts and origins (only added).
  const set: Partial<typeof brands.$inferInsert> = {};
  if (row.displayName !== seed.displayName) {
    recordChange(plan, 'name', row.displayName, seed.displayName);
    set.displayName = seed.displayName;
  }
  if (row.defaultLocale !== seed.defaultLocale) {
    recordChange(plan, 'defaultLocale', row.defaultLocale, seed.defaultLocale);
    set.defaultLocale = seed.defaultLocale;
  }
  if (row.timezoneOffset !== seed.timezoneOffset) {
    recordChange(plan, 'timezoneOffset', row.timezoneOffset, seed.timezoneOffset);
    set.timezoneOffset = seed.timezoneOffset;
  }
  const newHosts = seed.hosts.filter((h) => !row.hosts.includes(h));
  if (newHosts.length) {
    recordChange(plan, 'hosts', row.hosts, [...row.hosts, ...newHosts]);
    set.hosts = [...row.hosts, ...newHosts];
  }
  // A disabled brand's origins wait, revoked, for brand:enable.
  const held = row.disabledAt ? row.revokedOrigins : row.corsOrigins;
  const newOrigins = seed.corsOrigins.filter(
    (o) => !row.corsOrigins.includes(o) && !row.revokedOrigins.includes(o),
  );
  if (newOrigins.length) {
    const key = row.disabledAt ? 'revokedOrigins' : 'corsOrigins';
    recordChange(
      plan,
      key === 'corsOrigins' ? 'origins' : 'origins (revoked while disabled)',
      held,
      [...held, ...newOrigins],
    );
    set[key] = [...held, ...newOrigins];
  }
  if (row.currencyCode !== seed.currency.code)
    plan.notes.push(
      `currency: the database has ${row.currencyCode} and brand.json ${seed.currency.code}; not synced, since the brand's balances and ledger are in ${row.currencyCode}`,
    );

  const permission = structuredClone(row.permission);
  for (const path of SYNCED_PERMISSION) {
    const to = valueAt(seed.permission, path);
    const from = valueAt(row.permission, path);
    if (to === undefined || same(from, to)) continue;
    recordChange(plan, `permission.${path}`, from, to);
    setAt(permission, path, to);
  }
  if (!same(permission, row.permission)) set.permission = permission;
  const contact = structuredClone(row.contact);
  for (const key of SYNCED_CONTACT) {
    const to = (seed.contact as unknown as Record<string, unknown>)[key];
    if (same(row.contact[key], to)) continue;
    recordChange(plan, `contact.${key}`, row.contact[key] ?? null, to);
    contact[key] = to;
  }
  if (!same(contact, row.contact)) set.contact = contact;
  if (Object.keys(set).length)
    plan.writes.push((tx) => tx.update(brands).set(set).where(eq(brands.id, seed.id)));
}

/** The theme entries' part of a sync. */
async function planThemes(plan: SyncPlan, db: Tx, seed: BrandSeed): Promise<void> {
  // Theme entries: each platform's entry takes the festival and the app prompt.
  const entries = await db.select().from(brandThemes).where(eq(brandThemes.brandId, seed.id));
  for (const wanted of seed.themes) {
    const label = `themes.${wanted.name}/${wanted.platform}`;
    const stored = entries.find((e) => e.name === wanted.name && e.platform === wanted.platform);
    const config = wanted.config as unknown as Record<string, unknown>;
    if (!stored) {
      recordChange(plan, label, null, Object.fromEntries(SYNCED_THEME.map((k) => [k, config[k]])));
      plan.writes.push((tx) =>
        tx.insert(brandThemes).values({
          brandId: seed.id,
          name: wanted.name,
          platform: wanted.platform,
          config,
        }),
      );
      continue;
    }
    const next = { ...stored.config };
    for (const key of SYNCED_THEME) {
      if (same(stored.config[key], config[key])) continue;
      recordChange(plan, `${label}.${key}`, stored.config[key] ?? null, config[key]);
      next[key] = config[key];
    }
    if (!same(next, stored.config))
      plan.writes.push((tx) =>
        tx
          .update(brandThemes)
          .set({ config: next })
          .where(
            and(
              eq(brandThemes.brandId, seed.id),
              eq(brandThemes.name, wanted.name),
              eq(brandThemes.platform, wanted.platform),
            ),
          ),
      );
  }
}

/** The languages' and area codes' part of a sync. */
async function planLists(plan: SyncPlan, db: Tx, seed: BrandSeed): Promise<void> {
  // Languages and area codes: the lists as brand.json gives them, in its order.
  const languages = await db
    .select()
    .from(brandLanguages)
    .where(eq(brandLanguages.brandId, seed.id))
    .orderBy(brandLanguages.sort);
  const languagesNow = languages.map((l) => ({
    locale: l.locale,
    name: l.name,
    forGames: l.forGames,
  }));
  if (!same(languagesNow, seed.languages)) {
    recordChange(
      plan,
      'languages',
      languagesNow.map((l) => l.locale),
      seed.languages.map((l) => l.locale),
    );
    plan.writes.push(async (tx) => {
      await tx.delete(brandLanguages).where(eq(brandLanguages.brandId, seed.id));
      await tx
        .insert(brandLanguages)
        .values(seed.languages.map((l, sort) => ({ brandId: seed.id, ...l, sort })));
    });
  }
  const codes = await db
    .select()
    .from(areaCodes)
    .where(eq(areaCodes.brandId, seed.id))
    .orderBy(areaCodes.sort);
  const codesNow = codes.map((c) => ({ code: c.code, country: c.country }));
  if (!same(codesNow, seed.areaCodes)) {
    recordChange(plan, 'areaCodes', codesNow, seed.areaCodes);
    plan.writes.push(async (tx) => {
      await tx.delete(areaCodes).where(eq(areaCodes.brandId, seed.id));
      await tx
        .insert(areaCodes)
        .values(seed.areaCodes.map((a, sort) => ({ brandId: seed.id, ...a, sort })));
    });
  }
}

/** What syncing `seed` would change, and the writes that do it. */
async function planSync(
  db: Tx,
  seed: BrandSeed,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ changes: BrandChange[]; notes: string[]; writes: ((tx: Tx) => Promise<unknown>)[] }> {
  const row = await brandRow(db, seed.id, lock);
  if (row.removedAt)
    throw new OpsError(`Brand "${seed.id}" was removed (brand:remove); its configuration is gone`);
  const plan: SyncPlan = { changes: [], notes: [], writes: [] };
  planBrandRow(plan, row, seed);
  await planThemes(plan, db, seed);
  await planLists(plan, db, seed);
  return plan;
}

/**
 * Compares the brand's `brand.json` (read through the registry in `dir`) with the database and,
 * with `apply`, writes the differences in one transaction.
 */
export async function opsSyncBrand(
  ctx: AppContext,
  id: string,
  options: { apply: boolean; dir?: string | undefined },
): Promise<BrandSyncResult> {
  const seed = registrySeed(ctx, id, options.dir);
  // Applied, the comparison and the writes share one transaction holding the brand's row, so an
  // operator's change made meanwhile (brand:set-permission, …) is neither lost nor overwritten.
  const plan = options.apply
    ? await ctx.db.transaction(async (tx) => {
        const planned = await planSync(tx, seed, { lock: true });
        for (const write of planned.writes) await write(tx);
        return planned;
      })
    : await planSync(ctx.db, seed);
  const applied = options.apply && plan.writes.length > 0;
  // Every instance reads the brand anew at once, not after the cache time.
  if (applied) announceConfigChange(ctx.cluster, id);
  return { brand: id, applied, changes: plan.changes, notes: plan.notes };
}

/** What `brand:disable`, `brand:enable` and `brand:remove` answer. */
export interface BrandStateResult {
  brand: string;
  disabled: boolean;
  /** The origins allowed now. */
  origins: string[];
  /** The origins kept aside while disabled, put back by `brand:enable`. */
  revokedOrigins: string[];
  /** False when the brand was already in that state (nothing was written). */
  changed: boolean;
}

function stateOf(
  row: { id: string; disabledAt: Date | null; corsOrigins: string[]; revokedOrigins: string[] },
  changed: boolean,
): BrandStateResult {
  return {
    brand: row.id,
    disabled: row.disabledAt !== null,
    origins: row.corsOrigins,
    revokedOrigins: row.revokedOrigins,
    changed,
  };
}

/**
 * Disables a brand: no sign-in, sign-up, launch or transfer into games (409 `BRAND_DISABLED`),
 * and its CORS origins revoked, kept aside for {@link opsEnableBrand}. Sessions stay, so signed-in
 * members still see their balances, bring money back from games and withdraw.
 */
export async function opsDisableBrand(ctx: AppContext, id: string): Promise<BrandStateResult> {
  // The row is held while its origins move, so an origin:allow meanwhile is not lost.
  const result = await ctx.db.transaction(async (tx) => {
    const row = await brandRow(tx, id, true);
    if (row.disabledAt) return stateOf(row, false);
    const revokedOrigins = [...new Set([...row.revokedOrigins, ...row.corsOrigins])];
    const [next] = await tx
      .update(brands)
      .set({ disabledAt: new Date(ctx.now()), corsOrigins: [], revokedOrigins })
      .where(eq(brands.id, id))
      .returning();
    return stateOf(next as typeof row, true);
  });
  if (result.changed) announceConfigChange(ctx.cluster, id);
  return result;
}

/** Reopens a disabled brand and puts back the origins `brand:disable` revoked. */
export async function opsEnableBrand(ctx: AppContext, id: string): Promise<BrandStateResult> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await brandRow(tx, id, true);
    if (row.removedAt)
      throw new OpsError(
        `Brand "${id}" was removed (brand:remove): its configuration is gone, so it stays disabled`,
      );
    if (!row.disabledAt) return stateOf(row, false);
    const corsOrigins = [...new Set([...row.corsOrigins, ...row.revokedOrigins])];
    const [next] = await tx
      .update(brands)
      .set({ disabledAt: null, corsOrigins, revokedOrigins: [] })
      .where(eq(brands.id, id))
      .returning();
    return stateOf(next as typeof row, true);
  });
  if (result.changed) announceConfigChange(ctx.cluster, id);
  return result;
}

/** What `brand:remove` answers. */
export interface BrandRemoved {
  brand: string;
  /** What was deleted: rows per table, and the hosts and origins cleared. */
  removed: Record<string, number>;
  /** What stays, for the members' money. */
  kept: string[];
}

/** What `brand:remove` keeps, for the members' money and records. */
const KEPT = [
  'the brand row (id, currency, permission settings), now with no host or origin',
  'members, sessions, wallets, the ledger and every transaction, deposit, withdrawal and transfer',
  'currencies, banks, payment methods, game channels and games, promotions and VIP levels (withdrawals, transfers back and turnover read them)',
];

/**
 * Deletes a disabled brand's configuration: its hosts and origins (so no request finds it by
 * host or passes CORS), theme entries, languages, area codes, maintenance, about-us and help
 * pages, game banners, showcase wins, and the contact channels and live chat. What money needs
 * stays ({@link KEPT}); the brand answers only requests naming it (`X-Lobby-Brand`), where
 * members signed in before can still withdraw. Refused for an enabled brand and for `default`.
 */
export async function opsRemoveBrand(ctx: AppContext, id: string): Promise<BrandRemoved> {
  if (id === 'default')
    throw new OpsError(
      "The default brand answers requests on no brand's host; it cannot be removed",
    );
  const removed: Record<string, number> = {};
  await ctx.db.transaction(async (tx) => {
    // Held to the end: a brand:enable meanwhile waits, then finds it removed.
    const row = await brandRow(tx, id, true);
    if (!row.disabledAt)
      throw new OpsError(
        `Brand "${id}" is enabled: disable it first (brand:disable --brand ${id})`,
      );
    const tables = {
      themes: brandThemes,
      languages: brandLanguages,
      areaCodes,
      maintenance,
      aboutUs,
      helpPages,
      gameBanners,
      featuredWins,
    } as const;
    for (const [name, table] of Object.entries(tables)) {
      const gone = await tx
        .delete(table)
        .where(eq(table.brandId, id))
        .returning({ brandId: table.brandId });
      removed[name] = gone.length;
    }
    removed.hosts = row.hosts.length;
    removed.origins = row.corsOrigins.length + row.revokedOrigins.length;
    await tx
      .update(brands)
      .set({
        hosts: [],
        corsOrigins: [],
        revokedOrigins: [],
        contact: {
          ...row.contact,
          channels: [],
          social: [],
          live_chat_url: '',
          live_chat: { url: '', script: '' },
        },
        removedAt: new Date(ctx.now()),
      })
      .where(eq(brands.id, id));
  });
  announceConfigChange(ctx.cluster, id);
  return { brand: id, removed, kept: KEPT };
}

function brandOf(args: Record<string, string>): string {
  const id = args.brand;
  if (!id || id === 'true') throw new OpsError('Missing --brand');
  return id;
}

/** `brand:sync`. */
export const brandSyncCommand: OpsCommand = {
  name: 'brand:sync',
  usage: `  brand:sync      --brand ID [--apply]          (shows what apps/ID/brand.json changes in the
                  database's configuration; --apply writes it)
`,
  help: {
    about:
      "Shows what differs between a brand's brand.json and the database's configuration of it, and with --apply writes it (never members, money or the currency).",
    options: [
      brandOption,
      { name: 'apply', text: 'write the changes (without it: a dry run that only shows them)' },
      { name: 'brands-dir', value: 'DIR', text: 'the brand registry folder (default apps/)' },
    ],
    example: '--brand nexbet --apply',
  } satisfies OpsHelp,
  run: (ctx, args) =>
    opsSyncBrand(ctx, brandOf(args), {
      apply: args.apply === 'true',
      dir: args['brands-dir'],
    }),
};

/** `brand:disable`. */
export const brandDisableCommand: OpsCommand = {
  name: 'brand:disable',
  usage: `  brand:disable   --brand ID                    (no sign-in, sign-up or play; origins revoked;
                  members signed in can still withdraw)
`,
  help: {
    about:
      'Disables a brand: sign-in, sign-up, game launches and transfers into games answer 409 BRAND_DISABLED and its CORS origins are revoked (kept for brand:enable); signed-in members can still see their balances and withdraw.',
    options: [brandOption],
    example: '--brand nexbet',
  },
  run: (ctx, args) => opsDisableBrand(ctx, brandOf(args)),
};

/** `brand:enable`. */
export const brandEnableCommand: OpsCommand = {
  name: 'brand:enable',
  usage: `  brand:enable    --brand ID                    (reopens a disabled brand, origins restored)
`,
  help: {
    about: 'Reopens a disabled brand and restores the CORS origins brand:disable revoked.',
    options: [brandOption],
    example: '--brand nexbet',
  },
  run: (ctx, args) => opsEnableBrand(ctx, brandOf(args)),
};

/** `brand:remove`. */
export const brandRemoveCommand: OpsCommand = {
  name: 'brand:remove',
  usage: `  brand:remove    --brand ID                    (deletes a disabled brand's configuration;
                  keeps its members, ledger and transactions)
`,
  help: {
    about:
      "Deletes a disabled brand's configuration (hosts, origins, theme entries, languages, pages, contact channels) and keeps its members, ledger and transactions; refused for an enabled brand.",
    options: [brandOption],
    example: '--brand luckystar',
  },
  run: (ctx, args) => opsRemoveBrand(ctx, brandOf(args)),
};
