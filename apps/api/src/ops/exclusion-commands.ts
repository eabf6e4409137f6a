/**
 * `ops exclusion:list` and `ops exclusion:end`: the operator's view of members' time-outs and
 * self-exclusions (issue 17) and ending one. Ending is recorded in the member's account history
 * with the reason given; before the end date the member chose it needs `--override`.
 */
import {
  EndExclusionRefused,
  endExclusionByOperator,
  listExclusions,
} from '../areas/responsible-gambling/operator.ts';
import type { AppContext } from '../core/context.ts';
import { OpsError } from './ops-error.ts';
import type { OpsCommand } from './types.ts';

const OPERATOR_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** A value option: undefined when absent, refused when given without a value. */
function value(args: Record<string, string>, name: string): string | undefined {
  const raw = args[name];
  if (raw === undefined) return undefined;
  if (raw === '' || raw === 'true') throw new OpsError(`--${name} needs a value`);
  return raw;
}

/** The `exclusion:list` command. */
export const exclusionListCommand: OpsCommand = {
  name: 'exclusion:list',
  usage: `  exclusion:list  (--brand B | --operator ID) [--all] [--limit N]
                  (time-outs and self-exclusions, in force only unless --all)
`,
  help: {
    about:
      "Lists members' time-outs and self-exclusions taken on a brand or on any brand of an operator, newest first.",
    options: [
      { name: 'brand', value: 'B', text: 'the brand they were taken on' },
      { name: 'operator', value: 'ID', text: 'every brand of this operator (see compliance:set)' },
      { name: 'all', text: 'include those already ended' },
      { name: 'limit', value: 'N', text: 'at most N (default 100, at most 1000)' },
    ],
    example: '--operator default',
  },
  async run(ctx: AppContext, args: Record<string, string>) {
    const brandId = value(args, 'brand');
    const operatorId = value(args, 'operator');
    if (brandId === undefined && operatorId === undefined)
      throw new OpsError('Give --brand or --operator');
    if (brandId !== undefined && !(await ctx.brands.byId(brandId)))
      throw new OpsError(`Unknown brand "${brandId}"`);
    if (operatorId !== undefined && !OPERATOR_ID.test(operatorId))
      throw new OpsError('--operator must be 1-64 of a-z, 0-9, _ and -');
    const rawLimit = value(args, 'limit') ?? '100';
    const limit = /^\d+$/.test(rawLimit) ? Number(rawLimit) : NaN;
    if (!(limit >= 1 && limit <= 1000))
      throw new OpsError(`--limit must be a whole number from 1 to 1000, got "${rawLimit}"`);
    return listExclusions(
      ctx.db,
      { brandId, operatorId, all: args.all === 'true', limit },
      ctx.now(),
    );
  },
};

/** The `exclusion:end` command. */
export const exclusionEndCommand: OpsCommand = {
  name: 'exclusion:end',
  usage: `  exclusion:end   --id N --reason TEXT [--override]
                  (ends one; before its end date only with --override; see --help)
`,
  help: {
    about:
      "Ends a member's time-out or self-exclusion (see exclusion:list), recording it and the reason in the member's account history. Before the end date the member chose it is refused unless --override.",
    options: [
      { name: 'id', value: 'N', required: true, text: 'the exclusion id (see exclusion:list)' },
      {
        name: 'reason',
        value: 'TEXT',
        required: true,
        text: 'why, kept in the account history (at most 500 characters)',
      },
      {
        name: 'override',
        text: 'end it before its end date (e.g. taken in error; the reason must say so)',
      },
    ],
    example: '--id 12 --reason "member asked after the end date"',
  },
  async run(ctx: AppContext, args: Record<string, string>) {
    const rawId = value(args, 'id');
    if (rawId === undefined) throw new OpsError('Missing --id');
    const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : NaN;
    if (!(id >= 1)) throw new OpsError(`--id must be a positive whole number, got "${rawId}"`);
    const reason = value(args, 'reason')?.trim();
    if (!reason || reason.length > 500)
      throw new OpsError('--reason is required (at most 500 characters)');
    try {
      return await endExclusionByOperator(
        ctx.db,
        { id, reason, override: args.override === 'true' },
        ctx.now(),
      );
    } catch (error) {
      if (!(error instanceof EndExclusionRefused)) throw error;
      if (error.reason === 'not_found') throw new OpsError(`No exclusion ${id}`);
      if (error.reason === 'already_ended')
        throw new OpsError(`Exclusion ${id} already ended at ${error.exclusion?.ended_at ?? '?'}`);
      throw new OpsError(
        `Exclusion ${id} (${error.exclusion?.kind ?? 'exclusion'}) runs until ${error.exclusion?.ends_at ?? '?'}: ending it earlier needs --override`,
      );
    }
  },
};
