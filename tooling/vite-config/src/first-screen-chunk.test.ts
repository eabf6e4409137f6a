import { describe, expect, it } from 'vitest';
import {
  EVALUATION_SLICES,
  FIRST_SCREEN_CHUNK,
  SLICE_YIELD,
  firstScreenChunk,
  sliceEvaluation,
  withRuntime,
} from './first-screen-chunk.ts';
import { parseSync } from 'vite';

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

describe('withRuntime', () => {
  const parsed = (code: string) => ({ code, program: parseSync('chunk.js', code).program });
  const runtime = parsed(
    'var e=Object.create,o=(e,t)=>()=>(t||e((t={exports:{}}).exports,t),t.exports),c=(n)=>n&&n.__esModule?n:{default:n};export{c as n,o as t};',
  );

  it('writes the runtime into the first screen’s chunk in place of importing it', async () => {
    const start = parsed(
      'import{n as e,t}from"./rolldown-runtime-1.js";var r=t((x,m)=>{m.exports=7});export const v=e(r()).default;',
    );
    const code = withRuntime(start, runtime, './rolldown-runtime-1.js');
    expect(code).not.toContain('rolldown-runtime');
    expect(code).toMatch(/^const\{n:e,t:t\}=\(\(\)=>\{var e=Object\.create/);
    // The chunk runs as before: its import's names are the runtime's helpers.
    const module = (await import(`data:text/javascript,${encodeURIComponent(code ?? '')}`)) as {
      v: number;
    };
    expect(module.v).toBe(7);
  });

  it('leaves a chunk it does not know the shape of', () => {
    const none = parsed('export const v=1;');
    expect(withRuntime(none, runtime, './rolldown-runtime-1.js')).toBeUndefined();
    const everything = parsed('import*as r from"./rolldown-runtime-1.js";export const v=r;');
    expect(withRuntime(everything, runtime, './rolldown-runtime-1.js')).toBeUndefined();
    const start = parsed('import{n as e}from"./rolldown-runtime-1.js";export const v=e;');
    expect(
      withRuntime(start, parsed('export const n=1;'), './rolldown-runtime-1.js'),
    ).toBeUndefined();
  });
});
