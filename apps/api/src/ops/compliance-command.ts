/**
 * `ops compliance:set`: a brand's compliance settings (issue 17) and the operator it belongs to
 * (a self-exclusion covers every brand of its operator). Settings not given keep their value.
 */
import { setCompliance } from '../areas/responsible-gambling/service.ts';
import type { ComplianceChange } from '../areas/responsible-gambling/service.ts';
import type { AppContext } from '../core/context.ts';
import { OpsError } from './ops-error.ts';
import type { OpsCommand, OpsHelp } from './types.ts';
import { BRAND_OPTION } from './brand-option.ts';

const INTS = {
  'minimum-age': { field: 'minimum_age', max: 99 },
  'cooling-off-hours': { field: 'cooling_off_hours', max: 8760 },
  'bonus-wagering-cap': { field: 'bonus_wagering_cap', max: 1000 },
} as const;

const URLS = {
  'scheme-url': 'self_exclusion_scheme_url',
  'licence-badge-url': 'licence_badge_url',
  'licence-page-url': 'licence_page_url',
} as const;

const help: OpsHelp = {
  about: "Sets a brand's compliance settings (what is not given keeps its value) or its operator.",
  options: [
    BRAND_OPTION,
    { name: 'minimum-age', value: 'N', text: 'age confirmed at sign-up (default 18)' },
    { name: 'cooling-off-hours', value: 'N', text: 'wait before a raised limit (default 24)' },
    { name: 'bonus-wagering-cap', value: 'N', text: 'largest wagering multiple (0: none)' },
    { name: 'scheme-url', value: 'URL', text: 'national self-exclusion scheme ("" clears)' },
    { name: 'licence-badge-url', value: 'URL', text: "the regulator's badge image" },
    { name: 'licence-page-url', value: 'URL', text: 'the licence page' },
    { name: 'operator', value: 'ID', text: 'operator whose brands share self-exclusions' },
  ],
  example: '--brand default --cooling-off-hours 48 --scheme-url https://www.gamstop.co.uk',
};

/** Reads the options into a change, refusing values out of range. */
export function complianceChange(args: Record<string, string>): ComplianceChange {
  const change: Record<string, string | number> = {};
  for (const [name, { field, max }] of Object.entries(INTS)) {
    const raw = args[name];
    if (raw === undefined) continue;
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(n) || n > max)
      throw new OpsError(`--${name} must be a whole number from 0 to ${max}, got "${raw}"`);
    change[field] = n;
  }
  for (const [name, field] of Object.entries(URLS)) {
    const raw = args[name];
    if (raw === undefined) continue;
    const value = raw === 'true' ? '' : raw.trim();
    if (value !== '' && !/^https?:\/\/[^\s]+$/.test(value))
      throw new OpsError(`--${name} must be an http(s) URL or "", got "${raw}"`);
    change[field] = value;
  }
  if (args.operator !== undefined) {
    if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(args.operator))
      throw new OpsError('--operator must be 1-64 of a-z, 0-9, _ and -');
    change.operator = args.operator;
  }
  return change as ComplianceChange;
}

/** The `compliance:set` command. */
export const complianceCommand: OpsCommand = {
  name: 'compliance:set',
  usage: `  compliance:set  --brand B [--minimum-age N] [--cooling-off-hours N] [--bonus-wagering-cap N]
                  [--scheme-url URL] [--licence-badge-url URL] [--licence-page-url URL]
                  [--operator ID]  (responsible-gambling settings; see --help)
`,
  help,
  async run(ctx: AppContext, args: Record<string, string>) {
    const brandId = args.brand;
    if (!brandId || brandId === 'true') throw new OpsError('Missing --brand');
    if (!(await ctx.brands.byId(brandId))) throw new OpsError(`Unknown brand "${brandId}"`);
    return setCompliance(ctx.db, brandId, complianceChange(args), new Date(ctx.now()));
  },
};
