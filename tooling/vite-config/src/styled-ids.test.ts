import { describe, expect, it } from 'vitest';
import { styledIds, withStyledIds } from './styled-ids.ts';

const SOURCE = [
  "import styled from 'styled-components';",
  'const Box = styled.div`color: red;`;',
  'const Row = styled.li<{ $on: boolean }>`color: blue;`;',
  'const Fancy = styled(Box)`\n  margin: 0;\n`;',
  'const Wrapped = styled(parts.Card)`padding: 0;`;',
  'const notStyled = unstyled.div`x`;',
].join('\n');

describe('withStyledIds', () => {
  it('names every styled component after its file and its place in it', () => {
    const out = withStyledIds(SOURCE, 'packages/ui/src/box.tsx') ?? '';
    const ids = [...out.matchAll(/componentId: "([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    const prefix = ids[0]?.split('-')[0] ?? '';
    expect(ids).toEqual([1, 2, 3, 4].map((n) => `${prefix}-${n}`));
    // Before the template and its type arguments, so the code stays valid TypeScript.
    expect(out).toContain(`styled.li.withConfig({ componentId: "${prefix}-2" })<{ $on: boolean }>`);
    expect(out).toContain(`styled(parts.Card).withConfig({ componentId: "${prefix}-4" })\``);
    expect(out).toContain('unstyled.div`x`');
  });

  it('gives the same ids to the same file whatever else is built, and others to another file', () => {
    const a = withStyledIds(SOURCE, 'packages/ui/src/box.tsx');
    expect(withStyledIds(SOURCE, 'packages/ui/src/box.tsx')).toBe(a);
    expect(withStyledIds(SOURCE, 'packages/ui/src/card.tsx')).not.toBe(a);
  });

  it('leaves a file that makes no styled component alone', () => {
    expect(withStyledIds("import { css } from 'styled-components';", 'x.ts')).toBeUndefined();
  });
});

describe('styledIds', () => {
  const transform = styledIds('/repo').transform as (
    code: string,
    id: string,
  ) => { code: string } | undefined;

  it("transforms the workspace's own modules, with ids relative to the repository", () => {
    const out = transform(SOURCE, '/repo/packages/ui/src/box.tsx?v=1');
    expect(out?.code).toBe(withStyledIds(SOURCE, 'packages/ui/src/box.tsx'));
  });

  it('leaves dependencies, virtual modules and other files alone', () => {
    expect(transform(SOURCE, '/repo/node_modules/x/index.js')).toBeUndefined();
    expect(transform(SOURCE, '\0virtual:lobby-start')).toBeUndefined();
    expect(transform(SOURCE, '/repo/packages/ui/src/box.css')).toBeUndefined();
  });
});
