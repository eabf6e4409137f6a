/**
 * `ops <command> --help`: each command's options, what it does and an example. The CLI also
 * refuses an option a command does not declare here, so a typo (`--remarks`) is an error
 * instead of a silently ignored setting.
 */

import { OWN_FILE_COMMANDS } from './own-commands.ts';
import { BRAND_OPTION } from './brand-option.ts';

/** One option of a command. */
export interface OpsOption {
  /** Name without the dashes. */
  name: string;
  /** Placeholder of its value; absent for a flag. */
  value?: string;
  required?: boolean;
  /** What it means, in a few words. */
  text: string;
}

/** Help of one command. */
export interface OpsHelp {
  /** What the command does, one sentence. */
  about: string;
  options: OpsOption[];
  /** The options of a working example (after the command name). */
  example: string;
}

const brand = BRAND_OPTION;
const username: OpsOption = { name: 'username', value: 'U', required: true, text: 'the member' };
const order: OpsOption = {
  name: 'order',
  value: 'NO',
  required: true,
  text: 'the order number (see payments:pending or deposits)',
};
const id = (what: string): OpsOption => ({ name: 'id', value: 'N', required: true, text: what });
const origin: OpsOption = {
  name: 'origin',
  value: 'URL',
  required: true,
  text: 'scheme://host[:port], no path',
};
const limit: OpsOption = { name: 'limit', value: 'N', text: 'how many to list (default 20)' };
const remark: OpsOption = { name: 'remark', value: 'TEXT', text: 'a note kept with the decision' };
const amountText = (what: string) =>
  `${what}, in the brand's currency with at most its decimals (USD: 25 or 25.00 is $25; JPY: 2500)`;

/** Help of every command, by name. */
export const HELP: Readonly<Record<string, OpsHelp>> = {
  'member:create': {
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
  'member:lock': {
    about: 'Locks a member and signs out every session.',
    options: [brand, username],
    example: '--brand default --username alice',
  },
  'member:unlock': {
    about:
      "Unlocks a member: clears the failed sign-in count and lifts the withdrawal password's and the second-factor codes' attempt locks.",
    options: [
      username,
      { name: 'brand', value: 'B', text: 'the brand (needed when the username is in several)' },
    ],
    example: '--username alice --brand default',
  },
  members: {
    about: 'Lists the members of a brand (oldest first).',
    options: [brand, limit],
    example: '--brand default --limit 50',
  },
  'maintenance:on': {
    about: 'Switches maintenance on (503 MAINTENANCE to most calls), optionally for a window.',
    options: [
      brand,
      { name: 'start', value: 'T', text: 'from (ISO date-time or Unix seconds)' },
      { name: 'end', value: 'T', text: 'until (ISO date-time or Unix seconds)' },
    ],
    example: '--brand nexbet --start 2030-01-01T02:00:00Z --end 2030-01-01T04:00:00Z',
  },
  'maintenance:off': {
    about: 'Switches maintenance off.',
    options: [brand],
    example: '--brand nexbet',
  },
  outbox: {
    about:
      'Shows the newest mail and SMS with their delivery: status, tries, last error, sent time (bodies in development only).',
    options: [
      { name: 'brand', value: 'B', text: 'only this brand' },
      { name: 'to', value: 'ADDRESS', text: 'only to this address or phone' },
      { name: 'status', value: 'S', text: 'only pending, sending, sent, failed or expired' },
      limit,
    ],
    example: '--brand nexbet --status failed --limit 5',
  },
  'key:rotate': {
    about: 'Makes a new encryption key; the old one decrypts for LOBBY_KEY_GRACE_MS.',
    options: [],
    example: '',
  },
  'qr:create': {
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
  'qr:cancel': {
    about: 'Cancels an unused QR code.',
    options: [brand, { name: 'code', value: 'C', required: true, text: 'the code' }],
    example: '--brand default --code Ab12Cd34Ef56',
  },
  'brand:set-permission': {
    about:
      "Sets one setting of a brand's permission config, checked against the domain schema; answers the previous value.",
    options: [
      brand,
      { name: 'path', value: 'GROUP.KEY', required: true, text: 'the setting' },
      { name: 'value', value: 'V', required: true, text: 'JSON when it parses, else text' },
    ],
    example: '--brand helo8 --path upload.topup_code_show --value 0',
  },
  'brand:set-contact': {
    about:
      "Sets one part of a brand's contact settings (live_chat_url, live_chat.url, live_chat.script, channels, social).",
    options: [
      brand,
      { name: 'path', value: 'KEY', required: true, text: 'the part' },
      { name: 'value', value: 'V', required: true, text: 'JSON when it parses, else text' },
    ],
    example: "--brand nexbet --path channels --value '[]'",
  },
  'origin:allow': {
    about:
      'Lets a web app at an origin call the API as the brand (CORS), e.g. your own app built on the SDK.',
    options: [brand, origin],
    example: '--brand default --origin https://app.example.com',
  },
  'origin:revoke': {
    about: 'Stops an origin calling the API as the brand.',
    options: [brand, origin],
    example: '--brand default --origin https://app.example.com',
  },
  origins: {
    about: 'Lists the origins allowed to call the API as the brand.',
    options: [brand],
    example: '--brand default',
  },
  'winners:clear-featured': {
    about: "Removes a brand's seeded showcase wins from the top winners.",
    options: [brand],
    example: '--brand default',
  },
  sweep: {
    about:
      'Deletes expired captchas, codes, tokens, counters, idempotency keys and month-dead sessions now.',
    options: [],
    example: '',
  },
  'payments:pending': {
    about: "Lists a brand's pending deposits and withdrawals (the operator's queue).",
    options: [brand],
    example: '--brand default',
  },
  deposits: {
    about: "Lists a brand's recent deposits, newest first.",
    options: [brand, limit],
    example: '--brand default --limit 10',
  },
  'deposit:approve': {
    about: "Approves a pending deposit: credits the member's main wallet.",
    options: [brand, order],
    example: '--brand default --order DP20250101120000ABCD2345',
  },
  'deposit:reject': {
    about: 'Rejects a pending deposit.',
    options: [brand, order],
    example: '--brand default --order DP20250101120000ABCD2345',
  },
  'withdrawal:approve': {
    about: 'Approves a pending withdrawal: pays out the held amount.',
    options: [brand, order, remark],
    example: '--brand default --order WD20250101120000ABCD2345',
  },
  'withdrawal:reject': {
    about: 'Rejects a pending withdrawal: returns the held amount to the member.',
    options: [brand, order, remark],
    example:
      '--brand default --order WD20250101120000ABCD2345 --remark "bank details do not match"',
  },
  'ledger:reconcile': {
    about: 'Checks every balance against its ledger entries; exits with code 1 when they differ.',
    options: [{ name: 'brand', value: 'B', text: 'only this brand (default: all)' }],
    example: '--brand default',
  },
  'transfers:recover': {
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
  'wallet:adjust': {
    about:
      "Credits (positive) or debits (negative) a member's main wallet against the adjustments account.",
    options: [
      brand,
      username,
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
  'channel:set': {
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
  'game:status': {
    about: "Sets a game's status.",
    options: [
      brand,
      id('the game id'),
      {
        name: 'status',
        value: '0|1|2|3',
        required: true,
        text: 'closed, open, maintain, partially closed',
      },
    ],
    example: '--brand default --id 12 --status 2',
  },
  'claims:pending': {
    about: 'Lists promotion claims waiting for review.',
    options: [brand],
    example: '--brand default',
  },
  'claim:approve': {
    about: 'Approves a claim under review: pays its bonus.',
    options: [brand, id('the claim id (see claims:pending)')],
    example: '--brand default --id 7',
  },
  'claim:reject': {
    about: 'Rejects a claim under review.',
    options: [brand, id('the claim id (see claims:pending)')],
    example: '--brand default --id 7',
  },
  'kyc:pending': {
    about: 'Lists KYC documents waiting for review.',
    options: [brand],
    example: '--brand default',
  },
  'kyc:approve': {
    about: 'Approves a KYC document.',
    options: [brand, id('the document id (see kyc:pending)'), remark],
    example: '--brand default --id 3',
  },
  'kyc:reject': {
    about: 'Rejects a KYC document.',
    options: [brand, id('the document id (see kyc:pending)'), remark],
    example: '--brand default --id 3 --remark "the photo is unreadable"',
  },
  'message:send': {
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
  'keys:purge': {
    about: 'Deletes idempotency keys past their expiry.',
    options: [],
    example: '',
  },
  ...Object.fromEntries(OWN_FILE_COMMANDS.map((c) => [c.name, c.help])),
};

const PREFIX = 'pnpm --filter @lobby/api ops';

/** The `--help` text of a command, or undefined for an unknown command. */
export function helpText(command: string): string | undefined {
  const help = Object.hasOwn(HELP, command) ? HELP[command] : undefined;
  if (!help) return undefined;
  const synopsis = help.options
    .map((o) => {
      const text = `--${o.name}${o.value ? ` ${o.value}` : ''}`;
      return o.required ? text : `[${text}]`;
    })
    .join(' ');
  const width = Math.max(0, ...help.options.map((o) => o.name.length + (o.value?.length ?? 0) + 3));
  const options = help.options.map(
    (o) =>
      `  ${`--${o.name}${o.value ? ` ${o.value}` : ''}`.padEnd(width)}  ${o.text}${o.required ? '' : ' (optional)'}`,
  );
  return [
    `ops ${command}: ${help.about}`,
    '',
    `Usage: ${PREFIX} ${command}${synopsis ? ` ${synopsis}` : ''}`,
    '',
    ...(options.length ? ['Options:', ...options, ''] : ['No options.', '']),
    'Example:',
    `  ${PREFIX} ${command}${help.example ? ` ${help.example}` : ''}`,
  ].join('\n');
}
