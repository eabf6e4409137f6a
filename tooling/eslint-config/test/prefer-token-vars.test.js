// Styled templates read tokens as CSS variables: these cases lint snippets at real paths and
// check which theme functions the rule reports and which exceptions it leaves alone.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lobby } from '../index.js';

let root = '';

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lobby-lint-vars-'));
  writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The prefer-token-vars messages for `css` (the body of a styled template) at `file`. */
async function lint(css, file = 'packages/ui/src/box.tsx') {
  const code = `import styled from 'styled-components';\nexport const Box = styled.div\`\n${css}\n\`;\n`;
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: lobby() });
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages
    .filter((m) => m.ruleId === 'lobby/prefer-token-vars')
    .map((m) => m.message);
}

describe('lobby/prefer-token-vars', () => {
  it('reports a pure token read and names the variable to use', async () => {
    const messages = await lint('color: ${({ theme }) => theme.color.text};');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('${tokenVars.color.text}');
  });

  it('reports a duration given ms, whose variable carries the unit', async () => {
    expect(
      await lint('transition: opacity ${({ theme }) => theme.motion.duration.fast}ms;'),
    ).toHaveLength(1);
  });

  it('reports reads inside a nested block', async () => {
    expect(
      await lint('&:hover { background: ${({ theme }) => theme.color.bgHover}; }'),
    ).toHaveLength(1);
  });

  it('leaves media queries, units, joined text, props and non-emitted tokens alone', async () => {
    const kept = [
      '@media (min-width: ${({ theme }) => theme.breakpoint.md}px) { display: none; }',
      'width: ${({ theme }) => theme.zIndex.nav}px;',
      'margin: -${({ theme }) => theme.space.sm};',
      'color: ${({ $on, theme }) => ($on ? theme.color.accent : theme.color.text)};',
      'color: ${({ theme }) => (theme.colorScheme === "dark" ? "white" : "black")};',
      'content: "${({ theme }) => theme.brand.logo.wordmark}";',
      'background: ${({ theme }) => theme.gradient.hero.from};',
      'color: ${tokenVars.color.text};',
    ];
    for (const css of kept) expect(await lint(css), css).toEqual([]);
  });

  it('applies only under packages/', async () => {
    expect(
      await lint('color: ${({ theme }) => theme.color.text};', 'apps/storybook/src/a.tsx'),
    ).toEqual([]);
  });
});
