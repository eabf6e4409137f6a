/**
 * The ops commands by name, with their argument parsing, shared by the CLI (direct database
 * access) and the server's loopback control channel (used by the CLI while a PGlite server
 * holds the database).
 */
import type { AppContext } from '../core/context.ts';
import { amountOption } from './amounts.ts';
import type { RunOpsOptions } from './amounts.ts';
import {
  OUTBOX_STATUSES,
  OpsError,
  opsCancelQrCode,
  opsAllowOrigin,
  opsClearFeaturedWins,
  opsListOrigins,
  opsRevokeOrigin,
  opsCreateMember,
  opsCreateQrCode,
  opsListMembers,
  opsLock,
  opsMaintenanceOff,
  opsMaintenanceOn,
  opsOutbox,
  opsRotateKey,
  opsSetContact,
  opsSetPermission,
  opsSweep,
  opsUnlock,
} from './commands.ts';
import { MONEY_USAGE, isMoneyCommand, runMoneyOps } from './money-dispatch.ts';
import { OWN_FILE_COMMANDS } from './own-commands.ts';

/** Named options of a command (`--brand nexbet` → `{ brand: 'nexbet' }`, flags → `'true'`). */
export type OpsArgs = Record<string, string>;

function need(args: OpsArgs, name: string): string {
  const value = args[name];
  if (value === undefined || value === '' || value === 'true')
    throw new OpsError(`Missing --${name}`);
  return value;
}

function optionalInt(args: OpsArgs, name: string): number | undefined {
  const raw = args[name];
  if (raw === undefined) return undefined;
  // Digits only: Number() would also take `1e3`, `0x10`, ` 5` and an empty string (0).
  const n = /^-?\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n))
    throw new OpsError(`--${name} must be a whole number, got "${raw}"`);
  return n;
}

function optionalTime(args: OpsArgs, name: string): number | undefined {
  if (args[name] === undefined) return undefined;
  const raw = args[name] as string;
  const t = /^\d{10}$/.test(raw) ? Number(raw) * 1000 : Date.parse(raw);
  if (!Number.isFinite(t)) throw new OpsError(`--${name} must be an ISO date-time or Unix seconds`);
  return t;
}

/** Usage text of every command. */
export const USAGE = `Usage: pnpm --filter @lobby/api ops <command> [options]

  member:create   --brand B --username U --password P [--balance AMOUNT] [--must-change-password]
  member:lock     --brand B --username U          (revokes every session)
  member:unlock   --username U [--brand B]        (clears the login lock and the withdrawal-
                  password and second-factor locks; without --brand the name must be in
                  one brand only)
  members         --brand B [--limit N]
  maintenance:on  --brand B [--start T] [--end T] (T: ISO date-time or Unix seconds)
  maintenance:off --brand B
  outbox          [--brand B] [--to ADDRESS] [--status S] [--limit N]   (mail/SMS and their delivery)
  key:rotate                                       (the old key decrypts for LOBBY_KEY_GRACE_MS)
  qr:create       --brand B --kind account|invite [--owner U] [--days N]
  qr:cancel       --brand B --code C
  brand:set-permission --brand B --path GROUP.KEY --value V
                  (one permission-config setting, e.g. --path upload.topup_code_show --value 1;
                   V is JSON when it parses, else text; checked against the domain schema)
  brand:set-contact --brand B --path KEY --value V
                  (one part of the contact settings: live_chat_url, live_chat.url,
                   live_chat.script, channels or social; e.g. --path channels --value '[]')
  origin:allow    --brand B --origin URL          (lets a web app at URL call the API as the
                  brand, e.g. your own app on the SDK: https://app.example.com)
  origin:revoke   --brand B --origin URL
  origins         --brand B                       (the origins allowed to call as the brand)
  winners:clear-featured --brand B              (removes the seeded showcase wins)
  sweep                                          (deletes expired captchas, codes, tokens,
                   counters, idempotency keys and month-dead sessions; runs every LOBBY_SWEEP_MS)
${MONEY_USAGE}${OWN_FILE_COMMANDS.map((c) => c.usage).join('')}
AMOUNT: in the brand's currency with at most its decimals (USD: 25 or 25.00 is $25).
\`ops <command> --help\` shows a command's options and an example.`;

/** Every command name. */
export const COMMANDS = [
  'member:create',
  'member:lock',
  'member:unlock',
  'members',
  'maintenance:on',
  'maintenance:off',
  'outbox',
  'key:rotate',
  'qr:create',
  'qr:cancel',
  'brand:set-permission',
  'brand:set-contact',
  'origin:allow',
  'origin:revoke',
  'origins',
  'winners:clear-featured',
  'sweep',
  ...OWN_FILE_COMMANDS.map((c) => c.name),
] as const;

/**
 * Runs one command; throws {@link OpsError} for bad arguments. Amount options are minor units
 * unless `options.amounts` is `major` (what the CLI sends: see `amounts.ts`).
 */
export async function runOps(
  ctx: AppContext,
  command: string,
  args: OpsArgs,
  options: RunOpsOptions = {},
): Promise<unknown> {
  const unit = options.amounts ?? 'minor';
  switch (command) {
    case 'member:create': {
      const balance = await amountOption(ctx, args, 'balance', need(args, 'brand'), unit);
      return opsCreateMember(ctx, {
        brand: need(args, 'brand'),
        username: need(args, 'username'),
        password: need(args, 'password'),
        ...(balance !== undefined ? { balance } : {}),
        mustChangePassword: args['must-change-password'] === 'true',
      });
    }
    case 'member:lock':
      return opsLock(ctx, need(args, 'brand'), need(args, 'username'));
    case 'member:unlock':
      return opsUnlock(ctx, args.brand ? need(args, 'brand') : undefined, need(args, 'username'));
    case 'members':
      return opsListMembers(ctx, need(args, 'brand'), optionalInt(args, 'limit') ?? 20);
    case 'maintenance:on': {
      const start = optionalTime(args, 'start');
      const end = optionalTime(args, 'end');
      return opsMaintenanceOn(ctx, need(args, 'brand'), {
        ...(start !== undefined ? { start } : {}),
        ...(end !== undefined ? { end } : {}),
      });
    }
    case 'maintenance:off':
      return opsMaintenanceOff(ctx, need(args, 'brand'));
    case 'outbox': {
      const limit = optionalInt(args, 'limit');
      const status = args.status;
      if (status !== undefined && !(OUTBOX_STATUSES as readonly string[]).includes(status))
        throw new OpsError(`--status must be one of ${OUTBOX_STATUSES.join(', ')}`);
      return opsOutbox(ctx, {
        ...(args.brand ? { brand: args.brand } : {}),
        ...(args.to ? { to: args.to } : {}),
        ...(status ? { status: status as (typeof OUTBOX_STATUSES)[number] } : {}),
        ...(limit !== undefined ? { limit } : {}),
      });
    }
    case 'key:rotate':
      return opsRotateKey(ctx);
    case 'sweep':
      return opsSweep(ctx);
    case 'qr:create': {
      const kind = need(args, 'kind');
      if (kind !== 'account' && kind !== 'invite')
        throw new OpsError('--kind must be account or invite');
      const days = optionalInt(args, 'days');
      return opsCreateQrCode(ctx, {
        brand: need(args, 'brand'),
        kind,
        ...(args.owner ? { owner: args.owner } : {}),
        ...(days !== undefined ? { validDays: days } : {}),
      });
    }
    case 'qr:cancel':
      return opsCancelQrCode(ctx, need(args, 'brand'), need(args, 'code'));
    case 'brand:set-permission':
    case 'brand:set-contact': {
      const brand = need(args, 'brand');
      const path = need(args, 'path');
      // An empty value is a value (clearing a text setting); a bare flag is not.
      const value = args.value;
      if (value === undefined || value === 'true') throw new OpsError('Missing --value');
      return command === 'brand:set-permission'
        ? opsSetPermission(ctx, brand, path, value)
        : opsSetContact(ctx, brand, path, value);
    }
    case 'origin:allow':
      return opsAllowOrigin(ctx, need(args, 'brand'), need(args, 'origin'));
    case 'origin:revoke':
      return opsRevokeOrigin(ctx, need(args, 'brand'), need(args, 'origin'));
    case 'origins':
      return opsListOrigins(ctx, need(args, 'brand'));
    case 'winners:clear-featured':
      return opsClearFeaturedWins(ctx, need(args, 'brand'));
    default: {
      if (isMoneyCommand(command)) return runMoneyOps(ctx, command, args, options);
      const own = OWN_FILE_COMMANDS.find((c) => c.name === command);
      if (own) return own.run(ctx, args, options);
      throw new OpsError(`Unknown command "${command}"\n\n${USAGE}`);
    }
  }
}
