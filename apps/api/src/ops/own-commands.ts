/**
 * Ops commands kept in files of their own: each is registered by one line in the list below,
 * and the dispatcher, the usage text and `--help` pick it up from there.
 */
import type { AppContext } from '../core/context.ts';
import type { RunOpsOptions } from './amounts.ts';
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
import type { OpsHelp } from './help.ts';
import { hostAllowCommand, hostRevokeCommand } from './host-commands.ts';
import { NOTICE_COMMANDS } from './notice-commands.ts';
import { setSecurityCommand } from './security-command.ts';
import { themeCommand } from './theme-command.ts';

/** A command written in a file of its own. */
export interface OwnFileCommand {
  name: string;
  /** Its lines of the usage text (two-space indent, ending with a newline). */
  usage: string;
  help: OpsHelp;
  /** Runs it; amount options are read in `options.amounts` (default minor units). */
  run(ctx: AppContext, args: Record<string, string>, options?: RunOpsOptions): Promise<unknown>;
}

/** Every such command. */
export const OWN_FILE_COMMANDS: readonly OwnFileCommand[] = [
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
