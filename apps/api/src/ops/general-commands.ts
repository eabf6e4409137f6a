/**
 * The general ops commands: members, maintenance, the outbox, the encryption key, QR codes, a
 * brand's permission and contact settings, its allowed origins, showcase wins and the sweep.
 * Each is a value (name, usage, help, run) over the plain functions of `commands.ts`.
 */
import { amountOption } from './amounts.ts';
import { int, need, optionalTime } from './args.ts';
import { BRAND_OPTION } from './brand-option.ts';
import {
  OUTBOX_STATUSES,
  opsAllowOrigin,
  opsCancelQrCode,
  opsClearFeaturedWins,
  opsCreateMember,
  opsCreateQrCode,
  opsListMembers,
  opsListOrigins,
  opsLock,
  opsMaintenanceOff,
  opsMaintenanceOn,
  opsOutbox,
  opsRevokeOrigin,
  opsRotateKey,
  opsSetContact,
  opsSetPermission,
  opsSweep,
  opsUnlock,
} from './commands.ts';
import { OpsError } from './ops-error.ts';
import { LIMIT_OPTION, ORIGIN_OPTION, USERNAME_OPTION, amountText } from './options.ts';
import type { OpsArgs, OpsCommand } from './types.ts';

const brand = BRAND_OPTION;

const memberCreate: OpsCommand = {
  name: 'member:create',
  usage:
    '  member:create   --brand B --username U --password P [--balance AMOUNT] [--must-change-password]\n',
  help: {
    about: 'Creates a member who can sign in at once.',
    options: [
      brand,
      { name: 'username', value: 'U', required: true, text: 'the new username' },
      { name: 'password', value: 'P', required: true, text: 'the initial password' },
      { name: 'balance', value: 'AMOUNT', text: amountText('starting main-wallet balance') },
      { name: 'must-change-password', text: 'the first sign-in asks for a new password' },
    ],
    example: '--brand default --username alice --password Kettle-Moss-42 --balance 100.00',
  },
  async run(ctx, args, options = {}) {
    const unit = options.amounts ?? 'minor';
    const balance = await amountOption(ctx, args, 'balance', need(args, 'brand'), unit);
    return opsCreateMember(ctx, {
      brand: need(args, 'brand'),
      username: need(args, 'username'),
      password: need(args, 'password'),
      ...(balance !== undefined ? { balance } : {}),
      mustChangePassword: args['must-change-password'] === 'true',
    });
  },
};

const memberLock: OpsCommand = {
  name: 'member:lock',
  usage: '  member:lock     --brand B --username U          (revokes every session)\n',
  help: {
    about: 'Locks a member and signs out every session.',
    options: [brand, USERNAME_OPTION],
    example: '--brand default --username alice',
  },
  run: async (ctx, args) => opsLock(ctx, need(args, 'brand'), need(args, 'username')),
};

const memberUnlock: OpsCommand = {
  name: 'member:unlock',
  usage: `  member:unlock   --username U [--brand B]        (clears the login lock and the withdrawal-
                  password and second-factor locks; without --brand the name must be in
                  one brand only)
`,
  help: {
    about:
      "Unlocks a member: clears the failed sign-in count and lifts the withdrawal password's and the second-factor codes' attempt locks.",
    options: [
      USERNAME_OPTION,
      { name: 'brand', value: 'B', text: 'the brand (needed when the username is in several)' },
    ],
    example: '--username alice --brand default',
  },
  run: async (ctx, args) =>
    opsUnlock(ctx, args.brand ? need(args, 'brand') : undefined, need(args, 'username')),
};

const members: OpsCommand = {
  name: 'members',
  usage: '  members         --brand B [--limit N]\n',
  help: {
    about: 'Lists the members of a brand (oldest first).',
    options: [brand, LIMIT_OPTION],
    example: '--brand default --limit 50',
  },
  run: async (ctx, args) => opsListMembers(ctx, need(args, 'brand'), int(args, 'limit') ?? 20),
};

const maintenanceOn: OpsCommand = {
  name: 'maintenance:on',
  usage: '  maintenance:on  --brand B [--start T] [--end T] (T: ISO date-time or Unix seconds)\n',
  help: {
    about: 'Switches maintenance on (503 MAINTENANCE to most calls), optionally for a window.',
    options: [
      brand,
      { name: 'start', value: 'T', text: 'from (ISO date-time or Unix seconds)' },
      { name: 'end', value: 'T', text: 'until (ISO date-time or Unix seconds)' },
    ],
    example: '--brand nexbet --start 2030-01-01T02:00:00Z --end 2030-01-01T04:00:00Z',
  },
  async run(ctx, args) {
    const start = optionalTime(args, 'start');
    const end = optionalTime(args, 'end');
    return opsMaintenanceOn(ctx, need(args, 'brand'), {
      ...(start !== undefined ? { start } : {}),
      ...(end !== undefined ? { end } : {}),
    });
  },
};

const maintenanceOff: OpsCommand = {
  name: 'maintenance:off',
  usage: '  maintenance:off --brand B\n',
  help: { about: 'Switches maintenance off.', options: [brand], example: '--brand nexbet' },
  run: async (ctx, args) => opsMaintenanceOff(ctx, need(args, 'brand')),
};

/** `--status` of the outbox, checked against the statuses a message can have. */
function outboxStatus(args: OpsArgs): (typeof OUTBOX_STATUSES)[number] | undefined {
  const status = args.status;
  if (status !== undefined && !(OUTBOX_STATUSES as readonly string[]).includes(status))
    throw new OpsError(`--status must be one of ${OUTBOX_STATUSES.join(', ')}`);
  return status ? (status as (typeof OUTBOX_STATUSES)[number]) : undefined;
}

const outbox: OpsCommand = {
  name: 'outbox',
  usage:
    '  outbox          [--brand B] [--to ADDRESS] [--status S] [--limit N]   (mail/SMS and their delivery)\n',
  help: {
    about:
      'Shows the newest mail and SMS with their delivery: status, tries, last error, sent time (bodies in development only).',
    options: [
      { name: 'brand', value: 'B', text: 'only this brand' },
      { name: 'to', value: 'ADDRESS', text: 'only to this address or phone' },
      { name: 'status', value: 'S', text: 'only pending, sending, sent, failed or expired' },
      LIMIT_OPTION,
    ],
    example: '--brand nexbet --status failed --limit 5',
  },
  async run(ctx, args) {
    const limit = int(args, 'limit');
    const status = outboxStatus(args);
    return opsOutbox(ctx, {
      ...(args.brand ? { brand: args.brand } : {}),
      ...(args.to ? { to: args.to } : {}),
      ...(status ? { status } : {}),
      ...(limit !== undefined ? { limit } : {}),
    });
  },
};

const keyRotate: OpsCommand = {
  name: 'key:rotate',
  usage:
    '  key:rotate                                       (the old key decrypts for LOBBY_KEY_GRACE_MS)\n',
  help: {
    about: 'Makes a new encryption key; the old one decrypts for LOBBY_KEY_GRACE_MS.',
    options: [],
    example: '',
  },
  run: async (ctx) => opsRotateKey(ctx),
};

const qrCreate: OpsCommand = {
  name: 'qr:create',
  usage: '  qr:create       --brand B --kind account|invite [--owner U] [--days N]\n',
  help: {
    about:
      'Creates a QR code: an account (a new member with an initial password) or an invite owned by a member.',
    options: [
      brand,
      { name: 'kind', value: 'account|invite', required: true, text: 'what the code carries' },
      { name: 'owner', value: 'U', text: 'the inviting member (invite only)' },
      { name: 'days', value: 'N', text: 'days it stays valid (default 30)' },
    ],
    example: '--brand default --kind invite --owner demo01 --days 7',
  },
  async run(ctx, args) {
    const kind = need(args, 'kind');
    if (kind !== 'account' && kind !== 'invite')
      throw new OpsError('--kind must be account or invite');
    const days = int(args, 'days');
    return opsCreateQrCode(ctx, {
      brand: need(args, 'brand'),
      kind,
      ...(args.owner ? { owner: args.owner } : {}),
      ...(days !== undefined ? { validDays: days } : {}),
    });
  },
};

const qrCancel: OpsCommand = {
  name: 'qr:cancel',
  usage: '  qr:cancel       --brand B --code C\n',
  help: {
    about: 'Cancels an unused QR code.',
    options: [brand, { name: 'code', value: 'C', required: true, text: 'the code' }],
    example: '--brand default --code Ab12Cd34Ef56',
  },
  run: async (ctx, args) => opsCancelQrCode(ctx, need(args, 'brand'), need(args, 'code')),
};

/**
 * `--value` of a setting: an empty value is a value (clearing a text setting); a bare flag is
 * not.
 */
function settingValue(args: OpsArgs): string {
  const value = args.value;
  if (value === undefined || value === 'true') throw new OpsError('Missing --value');
  return value;
}

const setPermission: OpsCommand = {
  name: 'brand:set-permission',
  usage: `  brand:set-permission --brand B --path GROUP.KEY --value V
                  (one permission-config setting, e.g. --path upload.topup_code_show --value 1;
                   V is JSON when it parses, else text; checked against the domain schema)
`,
  help: {
    about:
      "Sets one setting of a brand's permission config, checked against the domain schema; answers the previous value.",
    options: [
      brand,
      { name: 'path', value: 'GROUP.KEY', required: true, text: 'the setting' },
      { name: 'value', value: 'V', required: true, text: 'JSON when it parses, else text' },
    ],
    example: '--brand helo8 --path upload.topup_code_show --value 0',
  },
  async run(ctx, args) {
    const brandId = need(args, 'brand');
    const path = need(args, 'path');
    return opsSetPermission(ctx, brandId, path, settingValue(args));
  },
};

const setContact: OpsCommand = {
  name: 'brand:set-contact',
  usage: `  brand:set-contact --brand B --path KEY --value V
                  (one part of the contact settings: live_chat_url, live_chat.url,
                   live_chat.script, channels or social; e.g. --path channels --value '[]')
`,
  help: {
    about:
      "Sets one part of a brand's contact settings (live_chat_url, live_chat.url, live_chat.script, channels, social).",
    options: [
      brand,
      { name: 'path', value: 'KEY', required: true, text: 'the part' },
      { name: 'value', value: 'V', required: true, text: 'JSON when it parses, else text' },
    ],
    example: "--brand nexbet --path channels --value '[]'",
  },
  async run(ctx, args) {
    const brandId = need(args, 'brand');
    const path = need(args, 'path');
    return opsSetContact(ctx, brandId, path, settingValue(args));
  },
};

const originAllow: OpsCommand = {
  name: 'origin:allow',
  usage: `  origin:allow    --brand B --origin URL          (lets a web app at URL call the API as the
                  brand, e.g. your own app on the SDK: https://app.example.com)
`,
  help: {
    about:
      'Lets a web app at an origin call the API as the brand (CORS), e.g. your own app built on the SDK.',
    options: [brand, ORIGIN_OPTION],
    example: '--brand default --origin https://app.example.com',
  },
  run: async (ctx, args) => opsAllowOrigin(ctx, need(args, 'brand'), need(args, 'origin')),
};

const originRevoke: OpsCommand = {
  name: 'origin:revoke',
  usage: '  origin:revoke   --brand B --origin URL\n',
  help: {
    about: 'Stops an origin calling the API as the brand.',
    options: [brand, ORIGIN_OPTION],
    example: '--brand default --origin https://app.example.com',
  },
  run: async (ctx, args) => opsRevokeOrigin(ctx, need(args, 'brand'), need(args, 'origin')),
};

const origins: OpsCommand = {
  name: 'origins',
  usage:
    '  origins         --brand B                       (the origins allowed to call as the brand)\n',
  help: {
    about: 'Lists the origins allowed to call the API as the brand.',
    options: [brand],
    example: '--brand default',
  },
  run: async (ctx, args) => opsListOrigins(ctx, need(args, 'brand')),
};

const winnersClearFeatured: OpsCommand = {
  name: 'winners:clear-featured',
  usage: '  winners:clear-featured --brand B              (removes the seeded showcase wins)\n',
  help: {
    about: "Removes a brand's seeded showcase wins from the top winners.",
    options: [brand],
    example: '--brand default',
  },
  run: async (ctx, args) => opsClearFeaturedWins(ctx, need(args, 'brand')),
};

const sweep: OpsCommand = {
  name: 'sweep',
  usage: `  sweep                                          (deletes expired captchas, codes, tokens,
                   counters, idempotency keys and month-dead sessions; runs every LOBBY_SWEEP_MS)
`,
  help: {
    about:
      'Deletes expired captchas, codes, tokens, counters, idempotency keys and month-dead sessions now.',
    options: [],
    example: '',
  },
  run: async (ctx) => opsSweep(ctx),
};

/** The general commands, in the order the usage text lists them. */
export const GENERAL_COMMANDS: readonly OpsCommand[] = [
  memberCreate,
  memberLock,
  memberUnlock,
  members,
  maintenanceOn,
  maintenanceOff,
  outbox,
  keyRotate,
  qrCreate,
  qrCancel,
  setPermission,
  setContact,
  originAllow,
  originRevoke,
  origins,
  winnersClearFeatured,
  sweep,
];
