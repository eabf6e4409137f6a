/**
 * The money and programme ops commands by name, with their argument parsing. `dispatch.ts`
 * hands any command listed in {@link MONEY_COMMANDS} to {@link runMoneyOps}.
 */
import type { AppContext } from '../core/context.ts';
import { amountOption } from './amounts.ts';
import type { RunOpsOptions } from './amounts.ts';
import { OpsError } from './commands.ts';
import type { OpsArgs } from './dispatch.ts';
import {
  opsAdjust,
  opsDecideClaim,
  opsDecideDeposit,
  opsDecideWithdrawal,
  opsPendingClaims,
  opsPendingKyc,
  opsPendingPayments,
  opsPurgeKeys,
  opsRecentDeposits,
  opsReconcile,
  opsRecoverTransfers,
  opsReviewKyc,
  opsSendMessage,
  opsSetChannel,
  opsSetGameStatus,
} from './money-commands.ts';

/** Usage of the money commands. */
export const MONEY_USAGE = `
  payments:pending   --brand B                       (pending deposits and withdrawals)
  deposits           --brand B [--limit N]
  deposit:approve    --brand B --order NO            (credits the member)
  deposit:reject     --brand B --order NO
  withdrawal:approve --brand B --order NO            (pays out the held amount)
  withdrawal:reject  --brand B --order NO [--remark TEXT]  (returns the held amount)
  ledger:reconcile   [--brand B]                     (balances vs entries; exit 1 on a difference)
  transfers:recover  [--older-than SECONDS]          (settles stuck transfers, recalls excluded members' game money)
  wallet:adjust      --brand B --username U --amount AMOUNT --remark TEXT   (negative: a debit)
  channel:set        --brand B --code C [--status 0|1|2|3] [--mode ok|fail|timeout|drop]
                     [--transfer-in-limit AMOUNT]  (smallest transfer in; 0: none)
  game:status        --brand B --id N --status 0|1|2|3
  claims:pending     --brand B
  claim:approve      --brand B --id N               (pays a manual promotion)
  claim:reject       --brand B --id N
  kyc:pending        --brand B
  kyc:approve        --brand B --id N [--remark TEXT]
  kyc:reject         --brand B --id N [--remark TEXT]
  message:send       --brand B [--username U] --title T --content C [--marketing]
                                                     (no username: everyone)
  keys:purge                                         (expired idempotency keys)
`;

/** Every money command name. */
export const MONEY_COMMANDS = [
  'payments:pending',
  'deposits',
  'deposit:approve',
  'deposit:reject',
  'withdrawal:approve',
  'withdrawal:reject',
  'ledger:reconcile',
  'transfers:recover',
  'wallet:adjust',
  'channel:set',
  'game:status',
  'claims:pending',
  'claim:approve',
  'claim:reject',
  'kyc:pending',
  'kyc:approve',
  'kyc:reject',
  'message:send',
  'keys:purge',
] as const;

/** Whether a command is one of the money commands. */
export function isMoneyCommand(command: string): boolean {
  return (MONEY_COMMANDS as readonly string[]).includes(command);
}

function need(args: OpsArgs, name: string): string {
  const value = args[name];
  if (value === undefined || value === '' || value === 'true')
    throw new OpsError(`Missing --${name}`);
  return value;
}

function int(args: OpsArgs, name: string, required: true): number;
function int(args: OpsArgs, name: string, required?: false): number | undefined;
function int(args: OpsArgs, name: string, required = false): number | undefined {
  const raw = args[name];
  if (raw === undefined) {
    if (required) throw new OpsError(`Missing --${name}`);
    return undefined;
  }
  // Digits only: Number() would also take `1e3`, `0x10`, ` 5` and an empty string (0).
  const n = /^-?\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n))
    throw new OpsError(`--${name} must be a whole number, got "${raw}"`);
  return n;
}

/** Runs one money command; amount options are read in `options.amounts` (default minor units). */
export async function runMoneyOps(
  ctx: AppContext,
  command: string,
  args: OpsArgs,
  options: RunOpsOptions = {},
): Promise<unknown> {
  const unit = options.amounts ?? 'minor';
  switch (command) {
    case 'payments:pending':
      return opsPendingPayments(ctx, need(args, 'brand'));
    case 'deposits':
      return opsRecentDeposits(ctx, need(args, 'brand'), int(args, 'limit') ?? 20);
    case 'deposit:approve':
    case 'deposit:reject':
      return opsDecideDeposit(
        ctx,
        need(args, 'brand'),
        need(args, 'order'),
        command === 'deposit:approve',
      );
    case 'withdrawal:approve':
    case 'withdrawal:reject':
      return opsDecideWithdrawal(
        ctx,
        need(args, 'brand'),
        need(args, 'order'),
        command === 'withdrawal:approve',
        args.remark,
      );
    case 'ledger:reconcile':
      // The CLI exits 1 when `ok` is false; setting process.exitCode here would mark the
      // server's own exit when the command runs through the control channel.
      return opsReconcile(ctx, args.brand);
    case 'transfers:recover':
      return opsRecoverTransfers(ctx, int(args, 'older-than') ?? 60);
    case 'wallet:adjust': {
      const brand = need(args, 'brand');
      const username = need(args, 'username');
      const amount = (await amountOption(ctx, args, 'amount', brand, unit, {
        required: true,
        allowNegative: true,
      })) as number;
      return opsAdjust(ctx, brand, username, amount, need(args, 'remark'));
    }
    case 'channel:set': {
      const status = int(args, 'status');
      const transferInLimit = await amountOption(
        ctx,
        args,
        'transfer-in-limit',
        need(args, 'brand'),
        unit,
      );
      return opsSetChannel(ctx, need(args, 'brand'), need(args, 'code'), {
        ...(status !== undefined ? { status } : {}),
        ...(args.mode ? { mode: args.mode } : {}),
        ...(transferInLimit !== undefined ? { transferInLimit } : {}),
      });
    }
    case 'game:status':
      return opsSetGameStatus(
        ctx,
        need(args, 'brand'),
        int(args, 'id', true),
        int(args, 'status', true),
      );
    case 'claims:pending':
      return opsPendingClaims(ctx, need(args, 'brand'));
    case 'claim:approve':
    case 'claim:reject':
      return opsDecideClaim(
        ctx,
        need(args, 'brand'),
        int(args, 'id', true),
        command === 'claim:approve',
      );
    case 'kyc:pending':
      return opsPendingKyc(ctx, need(args, 'brand'));
    case 'kyc:approve':
    case 'kyc:reject':
      return opsReviewKyc(
        ctx,
        need(args, 'brand'),
        int(args, 'id', true),
        command === 'kyc:approve',
        args.remark ?? '',
      );
    case 'message:send':
      return opsSendMessage(ctx, need(args, 'brand'), {
        ...(args.username ? { username: args.username } : {}),
        title: need(args, 'title'),
        content: need(args, 'content'),
        ...(args.marketing === 'true' ? { marketing: true } : {}),
      });
    case 'keys:purge':
      return opsPurgeKeys(ctx);
    default:
      throw new OpsError(`Unknown command "${command}"`);
  }
}
