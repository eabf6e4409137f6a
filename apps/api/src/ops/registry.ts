/**
 * Every ops command, registered once. The CLI's dispatcher (`dispatch.ts`), the usage text,
 * `ops <command> --help` (`help.ts`), the CLI's option check and the tests all read this list;
 * a new command is one line here beside its own file.
 */
import { memberBalanceCommand } from './balance-command.ts';
import { blockCountriesCommand } from './block-countries-command.ts';
import { brandCreateCommand } from './brand-command.ts';
import {
  brandDisableCommand,
  brandEnableCommand,
  brandRemoveCommand,
  brandSyncCommand,
} from './brand-life-commands.ts';
import {
  bankAddCommand,
  channelAddCommand,
  gameAddCommand,
  methodAddCommand,
} from './catalogue-commands.ts';
import { complianceCommand } from './compliance-command.ts';
import { CONTENT_COMMANDS } from './content-commands.ts';
import { exclusionEndCommand, exclusionListCommand } from './exclusion-commands.ts';
import { GENERAL_COMMANDS } from './general-commands.ts';
import { hostAllowCommand, hostRevokeCommand } from './host-commands.ts';
import { MONEY_COMMAND_LIST } from './money-dispatch.ts';
import { NOTICE_COMMANDS } from './notice-commands.ts';
import { setSecurityCommand } from './security-command.ts';
import { themeCommand } from './theme-command.ts';
import type { OpsCommand } from './types.ts';

/** The commands after the money ones in the usage text, each in a file of its own. */
const FILE_COMMANDS: readonly OpsCommand[] = [
  complianceCommand,
  exclusionListCommand,
  exclusionEndCommand,
  brandCreateCommand,
  brandSyncCommand,
  brandDisableCommand,
  brandEnableCommand,
  brandRemoveCommand,
  themeCommand,
  bankAddCommand,
  methodAddCommand,
  channelAddCommand,
  gameAddCommand,
  hostAllowCommand,
  hostRevokeCommand,
  memberBalanceCommand,
  ...CONTENT_COMMANDS,
  blockCountriesCommand,
  ...NOTICE_COMMANDS,
  setSecurityCommand,
];

/** Every ops command, in the order the usage text lists them. */
export const OPS_COMMANDS: readonly OpsCommand[] = [
  ...GENERAL_COMMANDS,
  ...MONEY_COMMAND_LIST,
  ...FILE_COMMANDS,
];

const BY_NAME: ReadonlyMap<string, OpsCommand> = new Map(OPS_COMMANDS.map((c) => [c.name, c]));

/** The command called `name`, or undefined. */
export function findOpsCommand(name: string): OpsCommand | undefined {
  return BY_NAME.get(name);
}

const lines = (commands: readonly OpsCommand[]) => commands.map((c) => c.usage).join('');

/** Usage text of every command (the general ones, then a blank line, then the rest). */
export const USAGE = `Usage: pnpm --filter @lobby/api ops <command> [options]

${lines(GENERAL_COMMANDS)}
${lines(MONEY_COMMAND_LIST)}${lines(FILE_COMMANDS)}
AMOUNT: in the brand's currency with at most its decimals (USD: 25 or 25.00 is $25).
\`ops <command> --help\` shows a command's options and an example.`;
