/**
 * The shapes every ops command shares: its arguments, its help and the command value itself.
 * A leaf module: the command files import it and it imports none of them, so the registry
 * (`registry.ts`) can import every command file without a circle.
 */
import type { AppContext } from '../core/context.ts';

/** Named options of a command (`--brand nexbet` → `{ brand: 'nexbet' }`, flags → `'true'`). */
export type OpsArgs = Record<string, string>;

/** How a command's amount options are read: major units of the currency, or minor units. */
export type AmountUnit = 'major' | 'minor';

/** Options of one ops run. */
export interface RunOpsOptions {
  /** `major` for what an operator typed (the CLI); `minor` (the default) for code. */
  amounts?: AmountUnit;
}

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

/**
 * One ops command: its name, its lines of the usage text, its help (which also lists the
 * options the CLI lets through) and what it runs. Registered once, in `registry.ts`.
 */
export interface OpsCommand {
  name: string;
  /** Its lines of the usage text (two-space indent, ending with a newline). */
  usage: string;
  help: OpsHelp;
  /** Runs it; amount options are read in `options.amounts` (default minor units). */
  run(ctx: AppContext, args: OpsArgs, options?: RunOpsOptions): Promise<unknown>;
  /**
   * The CLI's exit code for a result that ran (0 when absent): a finding the operator's
   * script must notice, such as a reconciliation that found differences.
   */
  exitCode?(result: unknown): number;
}
