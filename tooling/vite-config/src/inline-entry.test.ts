import { describe, expect, it } from 'vitest';
import { DEFERRED_CODE_ID as CONTRACT_ID } from '@lobby/contract/core';
import {
  AFTER_DRAWING,
  DEFERRED_CODE_ID,
  absoluteImports,
  deferredImports,
  inlineEntryScript,
} from './inline-entry.ts';
import type { EntryChunk } from './inline-entry.ts';

const page = [
  '<head>',
  '<script type="module" crossorigin src="/assets/index-a.js" nonce="N"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/start-b.js" nonce="N">',
  '</head>',
].join('\n');

const entry: EntryChunk = {
  fileName: 'assets/index-a.js',
  code: 'import{t as e}from"./start-b.js";await e(document.getElementById(`root`));\n',
  imports: ['assets/start-b.js'],
};

describe('absoluteImports', () => {
  it('writes each import as its path under the base, whatever the quotes', () => {
    const code = 'import"./a-1.js";import(\'./b-2.js\');import(`./c-3.js`);f("./a-1.jsx")';
    expect(
      absoluteImports(
        code,
        'assets/index.js',
        ['assets/a-1.js', 'assets/b-2.js', 'assets/c-3.js'],
        '/',
      ),
    ).toBe(
      'import"/assets/a-1.js";import(\'/assets/b-2.js\');import(`/assets/c-3.js`);f("./a-1.jsx")',
    );
    expect(absoluteImports('import"../x.js"', 'assets/in/e.js', ['assets/x.js'], '/b/')).toBe(
      'import"/b/assets/x.js"',
    );
  });
});

describe('inlineEntryScript', () => {
  it('writes the entry into the page with the nonce, importing start-up by its path', () => {
    const html = inlineEntryScript(
      page,
      (src) => (src === '/assets/index-a.js' ? entry : undefined),
      '/',
      'N',
    );
    expect(html).toContain(
      `<script type="module" nonce="N">${AFTER_DRAWING}const{t:e}=await import("/assets/start-b.js");await e(document.getElementById(\`root\`));</script>`,
    );
    expect(html).not.toContain('index-a.js');
    // What the page preloads is left as it was.
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/start-b.js" nonce="N">',
    );
  });

  it('leaves the imports of an entry it cannot make dynamic as they are', () => {
    const code = 'import e from"./start-b.js";e();';
    const html = inlineEntryScript(page, () => ({ ...entry, code }), '/', 'N');
    expect(html).toContain(
      '<script type="module" nonce="N">import e from"/assets/start-b.js";e();',
    );
  });

  it('leaves linked what it cannot write inline safely', () => {
    for (const code of ['new URL("x", import.meta.url)', 'f("</script><script>x")']) {
      const html = inlineEntryScript(page, () => ({ ...entry, code }), '/', 'N');
      expect(html).toBe(page);
    }
    expect(inlineEntryScript(page, () => undefined, '/', 'N')).toBe(page);
  });
});

describe('deferredImports', () => {
  it('makes each static import dynamic, in order, after the wait for a drawing', () => {
    expect(
      deferredImports('import{t as e,u}from"/a.js";import"/b.js";import*as n from\'/c.js\';e(n);'),
    ).toBe(
      `${AFTER_DRAWING}const{t:e,u}=await import("/a.js");await import("/b.js");const n=await import('/c.js');e(n);`,
    );
    expect(deferredImports('run();')).toBe(`${AFTER_DRAWING}run();`);
    expect(deferredImports('import x from"/a.js";x();')).toBeUndefined();
  });

  it('waits only where the page holds the preloads a drawing put aside, and puts them back', async () => {
    // The step alone, run where the page has no such template: it goes straight on.
    const run = new Function(`return (async () => {${AFTER_DRAWING}})()`) as () => Promise<void>;
    const asked: string[] = [];
    const g = globalThis as Record<string, unknown>;
    const saved = g['document'];
    g['document'] = { getElementById: (id: string) => (asked.push(id), null) };
    try {
      await run();
    } finally {
      g['document'] = saved;
    }
    expect(asked).toEqual([DEFERRED_CODE_ID]);
    expect(DEFERRED_CODE_ID).toBe(CONTRACT_ID);
  });
});
