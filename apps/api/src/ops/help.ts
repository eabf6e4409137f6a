/**
 * `ops <command> --help`: each command's options, what it does and an example, from the help
 * each command declares beside its code (`registry.ts` lists them). The CLI also refuses an
 * option a command does not declare, so a typo (`--remarks`) is an error instead of a silently
 * ignored setting.
 */
import { OPS_COMMANDS, findOpsCommand } from './registry.ts';
import type { OpsHelp } from './types.ts';

export type { OpsHelp, OpsOption } from './types.ts';

/** Help of every command, by name. */
export const HELP: Readonly<Record<string, OpsHelp>> = Object.fromEntries(
  OPS_COMMANDS.map((c) => [c.name, c.help]),
);

const PREFIX = 'pnpm --filter @lobby/api ops';

/** The `--help` text of a command, or undefined for an unknown command. */
export function helpText(command: string): string | undefined {
  const help = findOpsCommand(command)?.help;
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
