/**
 * The money and programme ops commands: payments, the ledger, transfers, wallets, game channels,
 * promotion claims, KYC and messages. Each is a value (name, usage, help, run) over the plain
 * functions of `money-commands.ts`; {@link runMoneyOps} runs one of them by name.
 */
import type { AppContext } from '../core/context.ts';
import { amountOption } from './amounts.ts';
import { int, need } from './args.ts';
import { BRAND_OPTION } from './brand-option.ts';
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
import { OpsError } from './ops-error.ts';
import {
  LIMIT_OPTION,
  ORDER_OPTION,
  REMARK_OPTION,
  USERNAME_OPTION,
  amountText,
  idOption,
} from './options.ts';
import type { OpsArgs, OpsCommand, OpsHelp, RunOpsOptions } from './types.ts';

const brand = BRAND_OPTION;

const paymentsPending: OpsCommand = {
  name: 'payments:pending',
  usage:
    '  payments:pending   --brand B                       (pending deposits and withdrawals)\n',
  help: {
    about: "Lists a brand's pending deposits and withdrawals (the operator's queue).",
    options: [brand],
    example: '--brand default',
  },
  run: async (ctx, args) => opsPendingPayments(ctx, need(args, 'brand')),
};

const deposits: OpsCommand = {
  name: 'deposits',
  usage: '  deposits           --brand B [--limit N]\n',
  help: {
    about: "Lists a brand's recent deposits, newest first.",
    options: [brand, LIMIT_OPTION],
    example: '--brand default --limit 10',
  },
  run: async (ctx, args) => opsRecentDeposits(ctx, need(args, 'brand'), int(args, 'limit') ?? 20),
};

/** A deposit decision (`approve` credits the member). */
function depositDecision(approve: boolean, usage: string, help: OpsHelp): OpsCommand {
  return {
    name: approve ? 'deposit:approve' : 'deposit:reject',
    usage,
    help,
    run: async (ctx, args) =>
      opsDecideDeposit(ctx, need(args, 'brand'), need(args, 'order'), approve),
  };
}

/** A withdrawal decision (`approve` pays out, reject returns the held amount). */
function withdrawalDecision(approve: boolean, usage: string, help: OpsHelp): OpsCommand {
  return {
    name: approve ? 'withdrawal:approve' : 'withdrawal:reject',
    usage,
    help,
    run: async (ctx, args) =>
      opsDecideWithdrawal(ctx, need(args, 'brand'), need(args, 'order'), approve, args.remark),
  };
}

const ledgerReconcile: OpsCommand = {
  name: 'ledger:reconcile',
  usage:
    '  ledger:reconcile   [--brand B]                     (balances vs entries; exit 1 on a difference)\n',
  help: {
    about: 'Checks every balance against its ledger entries; exits with code 1 when they differ.',
    options: [{ name: 'brand', value: 'B', text: 'only this brand (default: all)' }],
    example: '--brand default',
  },
  // The CLI exits 1 when `ok` is false; setting process.exitCode here would mark the server's
  // own exit when the command runs through the control channel.
  run: async (ctx, args) => opsReconcile(ctx, args.brand),
  exitCode: (result) => ((result as { ok?: boolean }).ok === false ? 1 : 0),
};

const transfersRecover: OpsCommand = {
  name: 'transfers:recover',
  usage:
    "  transfers:recover  [--older-than SECONDS]          (settles stuck transfers, recalls excluded members' game money)\n",
  help: {
    about:
      'Settles transfers stuck pending by asking their provider, then recalls the game wallets of members under a time-out or self-exclusion.',
    options: [
      {
        name: 'older-than',
        value: 'SECONDS',
        text: 'only transfers pending longer than this (default 60)',
      },
    ],
    example: '--older-than 300',
  },
  run: async (ctx, args) => opsRecoverTransfers(ctx, int(args, 'older-than') ?? 60),
};

const walletAdjust: OpsCommand = {
  name: 'wallet:adjust',
  usage:
    '  wallet:adjust      --brand B --username U --amount AMOUNT --remark TEXT   (negative: a debit)\n',
  help: {
    about:
      "Credits (positive) or debits (negative) a member's main wallet against the adjustments account.",
    options: [
      brand,
      USERNAME_OPTION,
      {
        name: 'amount',
        value: 'AMOUNT',
        required: true,
        text: amountText('the credit, or with a minus sign the debit'),
      },
      {
        name: 'remark',
        value: 'TEXT',
        required: true,
        text: "shown on the member's transaction record",
      },
    ],
    example: '--brand default --username demo01 --amount 25.00 --remark "goodwill credit"',
  },
  async run(ctx, args, options = {}) {
    const brandId = need(args, 'brand');
    const username = need(args, 'username');
    const amount = (await amountOption(ctx, args, 'amount', brandId, options.amounts ?? 'minor', {
      required: true,
      allowNegative: true,
    })) as number;
    return opsAdjust(ctx, brandId, username, amount, need(args, 'remark'));
  },
};

const channelSet: OpsCommand = {
  name: 'channel:set',
  usage: `  channel:set        --brand B --code C [--status 0|1|2|3] [--mode ok|fail|timeout|drop]
                     [--transfer-in-limit AMOUNT]  (smallest transfer in; 0: none)
`,
  help: {
    about:
      "Sets a game channel's status, its demo drill mode and/or its transfer-in limit (at least one).",
    options: [
      brand,
      { name: 'code', value: 'C', required: true, text: 'the channel code (e.g. AUR)' },
      { name: 'status', value: '0|1|2|3', text: 'closed, open, maintain, partially closed' },
      {
        name: 'mode',
        value: 'ok|fail|timeout|drop',
        text: "the demo provider's behaviour (drills)",
      },
      {
        name: 'transfer-in-limit',
        value: 'AMOUNT',
        text: amountText('the smallest transfer in (0: none)'),
      },
    ],
    example: '--brand default --code AUR --transfer-in-limit 200.00',
  },
  async run(ctx, args, options = {}) {
    const status = int(args, 'status');
    const transferInLimit = await amountOption(
      ctx,
      args,
      'transfer-in-limit',
      need(args, 'brand'),
      options.amounts ?? 'minor',
    );
    return opsSetChannel(ctx, need(args, 'brand'), need(args, 'code'), {
      ...(status !== undefined ? { status } : {}),
      ...(args.mode ? { mode: args.mode } : {}),
      ...(transferInLimit !== undefined ? { transferInLimit } : {}),
    });
  },
};

const gameStatus: OpsCommand = {
  name: 'game:status',
  usage: '  game:status        --brand B --id N --status 0|1|2|3\n',
  help: {
    about: "Sets a game's status.",
    options: [
      brand,
      idOption('the game id'),
      {
        name: 'status',
        value: '0|1|2|3',
        required: true,
        text: 'closed, open, maintain, partially closed',
      },
    ],
    example: '--brand default --id 12 --status 2',
  },
  run: async (ctx, args) =>
    opsSetGameStatus(ctx, need(args, 'brand'), int(args, 'id', true), int(args, 'status', true)),
};

const claimsPending: OpsCommand = {
  name: 'claims:pending',
  usage: '  claims:pending     --brand B\n',
  help: {
    about: 'Lists promotion claims waiting for review.',
    options: [brand],
    example: '--brand default',
  },
  run: async (ctx, args) => opsPendingClaims(ctx, need(args, 'brand')),
};

const claimId = idOption('the claim id (see claims:pending)');

/** A decision on a claim under review (`approve` pays its bonus). */
function claimDecision(approve: boolean, usage: string, about: string): OpsCommand {
  return {
    name: approve ? 'claim:approve' : 'claim:reject',
    usage,
    help: { about, options: [brand, claimId], example: '--brand default --id 7' },
    run: async (ctx, args) =>
      opsDecideClaim(ctx, need(args, 'brand'), int(args, 'id', true), approve),
  };
}

const kycPending: OpsCommand = {
  name: 'kyc:pending',
  usage: '  kyc:pending        --brand B\n',
  help: {
    about: 'Lists KYC documents waiting for review.',
    options: [brand],
    example: '--brand default',
  },
  run: async (ctx, args) => opsPendingKyc(ctx, need(args, 'brand')),
};

const kycId = idOption('the document id (see kyc:pending)');

/** A decision on a KYC document. */
function kycDecision(approve: boolean, usage: string, about: string, example: string): OpsCommand {
  return {
    name: approve ? 'kyc:approve' : 'kyc:reject',
    usage,
    help: { about, options: [brand, kycId, REMARK_OPTION], example },
    run: async (ctx, args) =>
      opsReviewKyc(ctx, need(args, 'brand'), int(args, 'id', true), approve, args.remark ?? ''),
  };
}

const messageSend: OpsCommand = {
  name: 'message:send',
  usage: `  message:send       --brand B [--username U] --title T --content C [--marketing]
                                                     (no username: everyone)
`,
  help: {
    about: 'Sends a message to one member or, without --username, to every member of the brand.',
    options: [
      brand,
      { name: 'username', value: 'U', text: 'the member (default: everyone)' },
      { name: 'title', value: 'T', required: true, text: 'at most 200 characters' },
      { name: 'content', value: 'C', required: true, text: 'at most 5000 characters' },
      {
        name: 'marketing',
        text: 'promotional: never shown to members under a time-out or self-exclusion',
      },
    ],
    example: '--brand default --username demo01 --title "Welcome" --content "Enjoy your stay"',
  },
  run: async (ctx, args) =>
    opsSendMessage(ctx, need(args, 'brand'), {
      ...(args.username ? { username: args.username } : {}),
      title: need(args, 'title'),
      content: need(args, 'content'),
      ...(args.marketing === 'true' ? { marketing: true } : {}),
    }),
};

const keysPurge: OpsCommand = {
  name: 'keys:purge',
  usage: '  keys:purge                                         (expired idempotency keys)\n',
  help: { about: 'Deletes idempotency keys past their expiry.', options: [], example: '' },
  run: async (ctx) => opsPurgeKeys(ctx),
};

const orderExample = (prefix: string) => `--brand default --order ${prefix}20250101120000ABCD2345`;

/** Every money command, in the order the usage text lists them. */
export const MONEY_COMMAND_LIST: readonly OpsCommand[] = [
  paymentsPending,
  deposits,
  depositDecision(
    true,
    '  deposit:approve    --brand B --order NO            (credits the member)\n',
    {
      about: "Approves a pending deposit: credits the member's main wallet.",
      options: [brand, ORDER_OPTION],
      example: orderExample('DP'),
    },
  ),
  depositDecision(false, '  deposit:reject     --brand B --order NO\n', {
    about: 'Rejects a pending deposit.',
    options: [brand, ORDER_OPTION],
    example: orderExample('DP'),
  }),
  withdrawalDecision(
    true,
    '  withdrawal:approve --brand B --order NO            (pays out the held amount)\n',
    {
      about: 'Approves a pending withdrawal: pays out the held amount.',
      options: [brand, ORDER_OPTION, REMARK_OPTION],
      example: orderExample('WD'),
    },
  ),
  withdrawalDecision(
    false,
    '  withdrawal:reject  --brand B --order NO [--remark TEXT]  (returns the held amount)\n',
    {
      about: 'Rejects a pending withdrawal: returns the held amount to the member.',
      options: [brand, ORDER_OPTION, REMARK_OPTION],
      example: `${orderExample('WD')} --remark "bank details do not match"`,
    },
  ),
  ledgerReconcile,
  transfersRecover,
  walletAdjust,
  channelSet,
  gameStatus,
  claimsPending,
  claimDecision(
    true,
    '  claim:approve      --brand B --id N               (pays a manual promotion)\n',
    'Approves a claim under review: pays its bonus.',
  ),
  claimDecision(false, '  claim:reject       --brand B --id N\n', 'Rejects a claim under review.'),
  kycPending,
  kycDecision(
    true,
    '  kyc:approve        --brand B --id N [--remark TEXT]\n',
    'Approves a KYC document.',
    '--brand default --id 3',
  ),
  kycDecision(
    false,
    '  kyc:reject         --brand B --id N [--remark TEXT]\n',
    'Rejects a KYC document.',
    '--brand default --id 3 --remark "the photo is unreadable"',
  ),
  messageSend,
  keysPurge,
];

/** Usage of the money commands. */
export const MONEY_USAGE = `\n${MONEY_COMMAND_LIST.map((c) => c.usage).join('')}`;

/** Every money command name. */
export const MONEY_COMMANDS: readonly string[] = MONEY_COMMAND_LIST.map((c) => c.name);

/** Whether a command is one of the money commands. */
export function isMoneyCommand(command: string): boolean {
  return MONEY_COMMANDS.includes(command);
}

/** Runs one money command; amount options are read in `options.amounts` (default minor units). */
export async function runMoneyOps(
  ctx: AppContext,
  command: string,
  args: OpsArgs,
  options: RunOpsOptions = {},
): Promise<unknown> {
  const found = MONEY_COMMAND_LIST.find((c) => c.name === command);
  if (!found) throw new OpsError(`Unknown command "${command}"`);
  return found.run(ctx, args, options);
}
