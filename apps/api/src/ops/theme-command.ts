/**
 * `ops brand:set-theme`: one part of a brand's theme-config entry (`GET
 * /member/feature_theme/info`), the operator's side of spec §1/§2 that the permission config's
 * `website` group (logo, favicon, SEO: `brand:set-permission`) does not hold: the app-download
 * prompt (`status`, `showEntrance`, `version`), the festival (`type`), `force_login`, an icon
 * (`icon.NAME`) and the analytics scripts (`val.init`, `val.src`, `val.regist`, `val.deposit`).
 * Checked against the domain schema, so a bad value changes nothing. Sites read it on their next
 * load, and a page left open within 12 hours; nothing is rebuilt.
 */
import { ThemeConfigEntry } from '@lobby/domain';
import { and, eq } from 'drizzle-orm';
import { announceConfigChange } from '../core/cluster.ts';
import { brandThemes } from '../db/schema/brands.ts';
import type { AppContext } from '../platform/context.ts';
import { OpsError, withSetting } from './commands.ts';
import type { OpsHelp } from './help.ts';
import type { OwnFileCommand } from './own-commands.ts';

const help: OpsHelp = {
  about:
    "Sets one part of a brand's theme-config entry (app prompt, festival, icons, analytics scripts); the sites show it on their next load.",
  options: [
    {
      name: 'brand',
      value: 'B',
      required: true,
      text: "the brand id: default, or a shell's id (apps/<id>/brand.json)",
    },
    {
      name: 'path',
      value: 'KEY',
      required: true,
      text: 'status, type, force_login, showEntrance, version, icon.NAME or val.init|src|regist|deposit',
    },
    { name: 'value', value: 'V', required: true, text: 'JSON when it parses, else text' },
    { name: 'platform', value: 'N', text: '0 every device (default), 1 PC, 2 mobile' },
  ],
  example: '--brand nexbet --path val.deposit --value "window.dataLayer.push({event:\'deposit\'})"',
};

/** Sets one part of the entry `default` of a brand for a platform; answers old and new values. */
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
  // A device without an entry of its own starts from the one every device shares.
  const base =
    rows.find((r) => r.platform === platform) ?? rows.find((r) => r.platform === 0) ?? undefined;
  if (!base) throw new OpsError(`Brand "${brandId}" has no theme entry to change`);
  const { next, previous, value } = withSetting(base.config, ThemeConfigEntry, 'theme', path, raw);
  await ctx.db
    .insert(brandThemes)
    .values({ brandId, name: 'default', platform, config: next })
    .onConflictDoUpdate({
      target: [brandThemes.brandId, brandThemes.name, brandThemes.platform],
      set: { config: next },
    });
  // Nothing caches the theme today; the note keeps any instance's future cache of it honest.
  announceConfigChange(ctx.cluster, brandId);
  return { brand: brandId, platform, path, previous, value };
}

/** The `brand:set-theme` command. */
export const themeCommand: OwnFileCommand = {
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
