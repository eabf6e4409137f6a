import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMANDS, USAGE } from './dispatch.ts';
import { HELP, helpText } from './help.ts';
import { MONEY_COMMANDS } from './money-dispatch.ts';
import { OPS_COMMANDS, findOpsCommand } from './registry.ts';

describe('the ops command registry', () => {
  it('names every command once', () => {
    const names = OPS_COMMANDS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(COMMANDS).toEqual(names);
    for (const name of MONEY_COMMANDS) expect(names).toContain(name);
  });

  it('lists every registered command in the usage text and in --help', () => {
    for (const command of OPS_COMMANDS) {
      expect(USAGE, command.name).toContain(`\n  ${command.name} `);
      expect(command.usage, command.name).toMatch(new RegExp(`^  ${command.name} [^]*\\n$`));
      expect(HELP[command.name], command.name).toBe(command.help);
      expect(helpText(command.name), command.name).toContain(`ops ${command.name}: `);
      expect(findOpsCommand(command.name), command.name).toBe(command);
    }
    expect(findOpsCommand('no:such')).toBeUndefined();
    expect(helpText('no:such')).toBeUndefined();
  });

  it('keeps the shared types a leaf: they import no ops module', () => {
    // A command file imports these types; were they to import a command file (or the registry)
    // the command files would import themselves in a circle again.
    const source = readFileSync(new URL('./types.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from '\.\/[^']*'/);
  });
});
