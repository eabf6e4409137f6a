/**
 * Runs an ops command by name, shared by the CLI (direct database access) and the server's
 * loopback control channel (used by the CLI while a PGlite server holds the database). The
 * commands themselves are registered in `registry.ts`.
 */
import type { AppContext } from '../core/context.ts';
import { OpsError } from './ops-error.ts';
import { OPS_COMMANDS, USAGE, findOpsCommand } from './registry.ts';
import type { OpsArgs, RunOpsOptions } from './types.ts';

export type { OpsArgs } from './types.ts';
export { USAGE } from './registry.ts';

/** Every command name. */
export const COMMANDS: readonly string[] = OPS_COMMANDS.map((c) => c.name);

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
  const found = findOpsCommand(command);
  if (!found) throw new OpsError(`Unknown command "${command}"\n\n${USAGE}`);
  return found.run(ctx, args, options);
}
