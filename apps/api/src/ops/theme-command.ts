/**
 * `ops brand:set-theme`: one part of a brand's theme-config entry (`GET
 * /member/feature_theme/info`), the operator's side of spec §1/§2 that the permission config's
 * `website` group (logo, favicon, SEO: `brand:set-permission`) does not hold: the app-download
 * prompt (`status`, `showEntrance`, `version`), the festival (`type`), `force_login`, an icon
 * (`icon.NAME`) and the analytics scripts (`val.init`, `val.src`, `val.regist`, `val.deposit`).
 * Checked against the domain schema and, for the festival and the switches, their domain
 * enumeration, so a bad value changes nothing. "Every device" (platform 0) also writes the part
 * into each device's own entry. Sites read it on their next load, and a page left open within
 * 12 hours; nothing is rebuilt.
 */
import { Flag, FestivalAnimation, ThemeConfigEntry } from '@lobby/domain';
import { and, eq } from 'drizzle-orm';
import { announceConfigChange } from '../core/cluster/cluster.ts';
import { brandThemes } from '../db/schema/brands.ts';
import type { AppContext } from '../core/context.ts';
import { withSetting } from './commands.ts';
import { OpsError } from './ops-error.ts';
import type { OpsCommand, OpsHelp } from './types.ts';
import { BRAND_OPTION } from './brand-option.ts';

const help: OpsHelp = {
  about:
    "Sets one part of a brand's theme-config entry (app prompt, festival, icons, analytics scripts); the sites show it on their next load.",
  options: [
    BRAND_OPTION,
    {
      name: 'path',
      value: 'KEY',
      required: true,
      text: 'status, type, force_login, showEntrance, version, icon.NAME or val.init|src|regist|deposit',
    },
    { name: 'value', value: 'V', required: true, text: 'JSON when it parses, else text' },
    {
      name: 'platform',
      value: 'N',
      text: "0 every device (default: also overrides the PC and mobile entries' value), 1 PC, 2 mobile",
    },
  ],
  example: '--brand nexbet --path val.deposit --value "window.dataLayer.push({event:\'deposit\'})"',
};

/**
 * The theme paths whose value is one of an enumeration, with its allowed values: the festival
 * animation of spec §2 and the 0/1 switches. Read from the domain, so a new festival needs no
 * change here.
 */
const ENUMERATED_PATHS: Readonly<Record<string, readonly (string | number)[]>> = {
  type: Object.values(FestivalAnimation),
  status: Object.values(Flag),
  force_login: Object.values(Flag),
  showEntrance: Object.values(Flag),
};

/** `a`, `a or b`, `a, b or c`. */
function either(values: readonly (string | number)[]): string {
  const words = values.map(String);
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** Refuses a value outside its path's enumeration with a sentence naming the allowed ones. */
function checkEnumerated(path: string, value: unknown): void {
  const allowed = Object.hasOwn(ENUMERATED_PATHS, path) ? ENUMERATED_PATHS[path] : undefined;
  if (allowed && !allowed.includes(value as string | number))
    throw new OpsError(
      `${JSON.stringify(value)} is not a value of ${path}: it takes ${either(allowed)}.`,
    );
}

/**
 * Sets one part of the entry `default` of a brand for a platform; answers old and new values.
 * Platform 0 is every device: the part is written to the shared entry and to every device's own
 * entry too (a seeded or earlier mobile entry would otherwise keep its old value and hide the
 * change from phones), leaving the devices' other parts as they are. A device without an entry
 * of its own starts from the shared one.
 */
export async function setThemePart(
  ctx: AppContext,
  brandId: string,
  platform: number,
  path: string,
  raw: string,
) {
  if (!(await ctx.brands.byId(brandId))) throw new OpsError(`No brand "${brandId}"`);
  const rows = await ctx.db
    .select()
    .from(brandThemes)
    .where(and(eq(brandThemes.brandId, brandId), eq(brandThemes.name, 'default')));
  const shared = rows.find((r) => r.platform === 0);
  const base = rows.find((r) => r.platform === platform) ?? shared;
  if (!base) throw new OpsError(`Brand "${brandId}" has no theme entry to change`);
  const { next, previous, value } = withSetting(base.config, ThemeConfigEntry, 'theme', path, raw);
  checkEnumerated(path, value);
  // Every entry to write: the one asked for, and for every device each device's own entry.
  const writes = [{ platform, config: next }];
  if (platform === 0)
    for (const row of rows.filter((r) => r.platform !== 0))
      writes.push({
        platform: row.platform,
        config: withSetting(row.config, ThemeConfigEntry, 'theme', path, raw).next,
      });
  await ctx.db.transaction(async (tx) => {
    for (const write of writes)
      await tx
        .insert(brandThemes)
        .values({ brandId, name: 'default', platform: write.platform, config: write.config })
        .onConflictDoUpdate({
          target: [brandThemes.brandId, brandThemes.name, brandThemes.platform],
          set: { config: write.config },
        });
  });
  // Nothing caches the theme today; the note keeps any instance's future cache of it honest.
  announceConfigChange(ctx.cluster, brandId);
  return {
    brand: brandId,
    platform,
    path,
    previous,
    value,
    platforms: writes.map((w) => w.platform).sort((a, b) => a - b),
  };
}

/** The `brand:set-theme` command. */
export const themeCommand: OpsCommand = {
  name: 'brand:set-theme',
  usage: `  brand:set-theme --brand B --path KEY --value V [--platform 0|1|2]
                  (app prompt, festival, icons, analytics scripts; see --help)
`,
  help,
  async run(ctx: AppContext, args: Record<string, string>) {
    const brand = args.brand;
    const path = args.path;
    const value = args.value;
    if (!brand) throw new OpsError('Missing --brand');
    if (!path) throw new OpsError('Missing --path');
    // An empty value is a value (clearing a script); a bare flag is not.
    if (value === undefined || value === 'true') throw new OpsError('Missing --value');
    const platform = args.platform === undefined ? 0 : Number(args.platform);
    if (![0, 1, 2].includes(platform)) throw new OpsError('--platform must be 0, 1 or 2');
    return setThemePart(ctx, brand, platform, path, value);
  },
};
