import { describe, expect, it } from 'vitest';
import {
  EVALUATION_SLICES,
  FIRST_SCREEN_CHUNK,
  SLICE_YIELD,
  firstScreenChunk,
  sliceEvaluation,
} from './first-screen-chunk.ts';

/** A rendered chunk as the bundler writes it before minifying: each module under its id. */
function chunk(modules: number, body = 'var x = 1;\nf(x);\n'): string {
  const parts = ['import { r } from "./rolldown-runtime.js";\n'];
  for (let i = 0; i < modules; i++) parts.push(`// ../../packages/m${i}/src/index.ts\n${body}`);
  // A wrapped module's own id comment is indented inside its wrapper: no place to cut.
  parts.push(
    'var w = r(() => {\n\t// ../../node_modules/w/index.js\n\tw();\n});\n',
    'export { x };\n',
  );
  return parts.join('');
}

describe('sliceEvaluation', () => {
  it('cuts the chunk into even slices between top-level modules', () => {
    const code = chunk(16);
    const sliced = sliceEvaluation(code, 4);
    const pieces = sliced.split(`${SLICE_YIELD}\n`);
    expect(pieces).toHaveLength(4);
    // Nothing lost, nothing reordered: the pieces are the chunk.
    expect(pieces.join('')).toBe(code);
    // Every cut is a module's start, and the slices are about even.
    for (const piece of pieces.slice(1))
      expect(piece).toMatch(/^\/\/ \.\.\/\.\.\/packages\/m\d+\//);
    for (const piece of pieces) expect(piece.length / code.length).toBeGreaterThan(0.15);
  });

  it('never cuts inside a wrapped module', () => {
    // The wrapped module sits at the middle, where a two-slice cut aims: the cut must go to a
    // top-level module beside it, never to the indented id inside the wrapper.
    const wrapped = `var w = r(() => {\n\t// ../../node_modules/w/index.js\n${'\tw();\n'.repeat(40)}});\n`;
    const code = [
      '// ../../packages/a/src/index.ts\nf();\n',
      wrapped,
      '// ../../packages/b/src/index.ts\nf();\n',
    ].join('');
    const sliced = sliceEvaluation(code, 2);
    expect(sliced.split(SLICE_YIELD)).toHaveLength(2);
    expect(sliced).toContain(wrapped);
    expect(sliced).toContain(`${SLICE_YIELD}\n// ../../packages/b/`);
  });

  it('fails the build when the chunk shows too few module starts', () => {
    expect(() => sliceEvaluation(chunk(2), 4)).toThrow(/too few to cut into 4 slices/);
    expect(() => sliceEvaluation('f();\n', 2)).toThrow(/0 module starts/);
  });
});

describe('firstScreenChunk', () => {
  const render = firstScreenChunk().renderChunk as unknown as (
    code: string,
    chunk: { name: string },
  ) => string | null;

  it("slices the first screen's chunk and leaves the lazy routes' alone", () => {
    const code = chunk(EVALUATION_SLICES * 3);
    expect(render(code, { name: FIRST_SCREEN_CHUNK })?.split(SLICE_YIELD)).toHaveLength(
      EVALUATION_SLICES,
    );
    expect(render(code, { name: 'wallet' })).toBeNull();
  });
});
