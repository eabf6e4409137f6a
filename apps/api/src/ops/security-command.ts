/**
 * `ops brand:set-security`: a brand's account-security policy (`@lobby/domain` SecurityPolicy).
 * Without options it prints the policy in force; options not given keep their value. The whole
 * policy is checked against the domain schema before it is stored, and every instance is told
 * (their brand caches drop it), as other brand settings are.
 */
import { SecurityPolicy } from '@lobby/domain';
import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { announceConfigChange } from '../core/cluster/cluster.ts';
import { brands } from '../db/schema/brands.ts';
import type { AppContext } from '../core/context.ts';
import { brandCurrency, formatOpsAmount, parseOpsAmount } from './amounts.ts';
import type { RunOpsOptions } from './types.ts';
import { BRAND_OPTION, brandArg } from './brand-option.ts';
import { OpsError } from './ops-error.ts';
import type { OpsCommand, OpsHelp } from './types.ts';

/** The whole-number options and the policy field each sets. */
const INTS = {
  'step-up-window-seconds': 'step_up_window_seconds',
  'new-card-hold-hours': 'new_card_hold_hours',
  'absolute-session-hours': 'absolute_session_hours',
} as const;

/** What the command answers: the brand's policy after it ran, the amount also formatted. */
export interface SecurityPolicyResult {
  brand: string;
  policy: SecurityPolicy;
  /** `step_up_withdrawal_above` in the brand's currency (`250.00 MYR`), or null. */
  step_up_withdrawal_above_formatted: string | null;
}

/** Reads the options into a partial policy (`--step-up-withdrawal-above off` clears it). */
async function policyChange(
  ctx: AppContext,
  brandId: string,
  args: Readonly<Record<string, string>>,
  options: RunOpsOptions,
): Promise<Partial<SecurityPolicy>> {
  const change: Record<string, unknown> = {};
  const factor = args['second-factor'];
  if (factor !== undefined) {
    if (!['off', 'optional', 'required'].includes(factor))
      throw new OpsError(`--second-factor takes off, optional or required, got "${factor}"`);
    change.second_factor = factor;
  }
  const passkeys = args.passkeys;
  if (passkeys !== undefined) {
    if (passkeys !== 'on' && passkeys !== 'off')
      throw new OpsError(`--passkeys takes on or off, got "${passkeys}"`);
    change.passkeys = passkeys === 'on';
  }
  for (const [name, field] of Object.entries(INTS)) {
    const raw = args[name];
    if (raw === undefined) continue;
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(n))
      throw new OpsError(`--${name} must be a whole number, got "${raw}"`);
    change[field] = n;
  }
  const above = args['step-up-withdrawal-above'];
  if (above !== undefined) {
    change.step_up_withdrawal_above =
      above === 'off'
        ? null
        : parseOpsAmount(
            above,
            'step-up-withdrawal-above',
            await brandCurrency(ctx, brandId),
            options.amounts ?? 'minor',
          );
  }
  return change as Partial<SecurityPolicy>;
}

/** Prints, or changes and prints, a brand's security policy. */
export async function opsSetSecurity(
  ctx: AppContext,
  args: Readonly<Record<string, string>>,
  options: RunOpsOptions = {},
): Promise<SecurityPolicyResult> {
  const brandId = await brandArg(ctx, args);
  const brand = await ctx.brands.byId(brandId);
  if (!brand) throw new OpsError(`No brand "${brandId}"`);
  const change = await policyChange(ctx, brandId, args, options);
  let policy = brand.security;
  if (Object.keys(change).length > 0) {
    const next = { ...brand.security, ...change };
    if (!Value.Check(SecurityPolicy, next)) {
      const first = [...Value.Errors(SecurityPolicy, next)][0];
      throw new OpsError(
        `The policy would not be valid: ${first?.instancePath ?? ''} ${first?.message ?? 'invalid'}`.trim(),
      );
    }
    await ctx.db.update(brands).set({ security: next }).where(eq(brands.id, brandId));
    announceConfigChange(ctx.cluster, brandId);
    policy = next;
  }
  const currency = await brandCurrency(ctx, brandId);
  return {
    brand: brandId,
    policy,
    step_up_withdrawal_above_formatted:
      policy.step_up_withdrawal_above === null
        ? null
        : formatOpsAmount(policy.step_up_withdrawal_above, currency),
  };
}

const help: OpsHelp = {
  about:
    "Prints a brand's account-security policy, or changes the parts given (the rest keep their value); every instance picks the change up at once.",
  options: [
    BRAND_OPTION,
    {
      name: 'second-factor',
      value: 'off|optional|required',
      text: 'TOTP enrolment offered or required',
    },
    { name: 'passkeys', value: 'on|off', text: 'whether members may add and use passkeys' },
    {
      name: 'step-up-window-seconds',
      value: 'N',
      text: 'how long a proved factor lets money-leaving changes through (30-3600)',
    },
    {
      name: 'step-up-withdrawal-above',
      value: 'AMOUNT|off',
      text: "a withdrawal above this amount (the brand's currency) asks for step-up",
    },
    {
      name: 'new-card-hold-hours',
      value: 'N',
      text: "a new card's first withdrawal waits this long (0-720, 0: none)",
    },
    {
      name: 'absolute-session-hours',
      value: 'N',
      text: 'a login ends this long after sign-in however active (0-8760, 0: idle timeout only)',
    },
  ],
  example:
    '--brand nexbet --second-factor required --step-up-withdrawal-above 500 --new-card-hold-hours 24',
};

/** The `brand:set-security` command. */
export const setSecurityCommand: OpsCommand = {
  name: 'brand:set-security',
  usage: `  brand:set-security --brand B [--second-factor off|optional|required] [--passkeys on|off]
                  [--step-up-window-seconds N] [--step-up-withdrawal-above AMOUNT|off]
                  [--new-card-hold-hours N] [--absolute-session-hours N]
                  (prints the account-security policy; options change it; see --help)
`,
  help,
  run: (ctx, args, options) => opsSetSecurity(ctx, args, options),
};
