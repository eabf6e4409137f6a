import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { ALL, shapeOf, usedClosure } from './first-screen-closure.ts';
import type { ClosureGraph, ClosureModule } from './first-screen-closure.ts';

describe('shapeOf', () => {
  it('reads the names each import takes and each re-export passes on', () => {
    const shape = shapeOf(
      parseAst(
        [
          "import { a, b as c } from './ab.ts';",
          "import d from './d.ts';",
          "import * as ns from './ns.ts';",
          "import './styles.css';",
          'export const e = a + c + d + ns.x;',
        ].join('\n'),
      ),
    );
    expect(shape.imports).toEqual([
      { source: './ab.ts', names: new Set(['a', 'b']) },
      { source: './d.ts', names: new Set(['default']) },
      { source: './ns.ts', names: ALL },
      { source: './styles.css', names: new Set() },
    ]);
    expect(shape.barrel).toBe(false);
  });

  it('knows a module of nothing but re-exports for a barrel', () => {
    const shape = shapeOf(
      parseAst(
        [
          "export { Button, up as breakpointUp } from './button.tsx';",
          "export { default as Tile } from './tile.tsx';",
          "export * as icons from './icons.ts';",
          "export * from './hooks.ts';",
        ].join('\n'),
      ),
    );
    expect(shape.barrel).toBe(true);
    expect(shape.reexports).toEqual([
      { source: './button.tsx', name: 'Button', from: 'Button' },
      { source: './button.tsx', name: 'breakpointUp', from: 'up' },
      { source: './tile.tsx', name: 'Tile', from: 'default' },
      { source: './icons.ts', name: 'icons', from: ALL },
    ]);
    expect(shape.stars).toEqual(['./hooks.ts']);
  });

  it('does not take a module that imports and then exports for a barrel', () => {
    const shape = shapeOf(parseAst("import { a } from './a.ts';\nexport { a };"));
    expect(shape.barrel).toBe(false);
  });
});

/** A graph of modules written as code; ids are the sources (`./x.ts`), resolved as written. */
function graphOf(
  modules: Record<string, string>,
  sideEffectFree: (id: string) => boolean = () => true,
): ClosureGraph {
  const read = (id: string): ClosureModule | undefined => {
    const code = modules[id];
    if (code === undefined) return undefined;
    const shape = shapeOf(parseAst(code));
    const sources = [
      ...shape.imports.map((i) => i.source),
      ...shape.reexports.map((r) => r.source),
      ...shape.stars,
    ];
    return { shape, sideEffectFree: sideEffectFree(id), importedIds: sources };
  };
  return {
    module: read,
    resolve: (source) => Promise.resolve(source in modules ? source : undefined),
  };
}

/** A package index re-exporting three components, and the components with what they import. */
const PACKAGE = {
  './index.ts': [
    "export { Button } from './button.tsx';",
    "export { DatePicker } from './date-picker.tsx';",
    "export { Tile } from './tile.tsx';",
  ].join('\n'),
  './button.tsx': "import { spin } from './spinner.tsx';\nexport const Button = spin;",
  './spinner.tsx': 'export const spin = 1;',
  './date-picker.tsx': "import { Button } from './button.tsx';\nexport const DatePicker = Button;",
  './tile.tsx': 'export const Tile = 3;',
};

describe('usedClosure', () => {
  it('follows a barrel only through the names asked of it', async () => {
    const graph = graphOf({
      ...PACKAGE,
      './header.tsx': "import { Button } from './index.ts';\nexport const Header = Button;",
    });
    const used = await usedClosure(['./header.tsx'], graph);
    expect([...used].sort()).toEqual([
      './button.tsx',
      './header.tsx',
      './index.ts',
      './spinner.tsx',
    ]);
  });

  it('takes a module whole, with all it imports, whatever name is asked of it', async () => {
    const graph = graphOf({
      ...PACKAGE,
      './header.tsx': "import { DatePicker } from './index.ts';\nexport const H = DatePicker;",
    });
    const used = await usedClosure(['./header.tsx'], graph);
    // The date picker imports the button, which imports the spinner; the tile stays out.
    expect(used.has('./spinner.tsx')).toBe(true);
    expect(used.has('./tile.tsx')).toBe(false);
  });

  it('follows every re-export for a namespace import or a root', async () => {
    const graph = graphOf({
      ...PACKAGE,
      './header.tsx': "import * as ui from './index.ts';\nexport const H = ui;",
    });
    expect((await usedClosure(['./header.tsx'], graph)).has('./tile.tsx')).toBe(true);
    expect((await usedClosure(['./index.ts'], graph)).has('./tile.tsx')).toBe(true);
  });

  it('follows every re-export of a barrel whose package may have side effects', async () => {
    const graph = graphOf(
      {
        ...PACKAGE,
        './header.tsx': "import { Button } from './index.ts';\nexport const H = Button;",
      },
      (id) => id !== './index.ts',
    );
    expect((await usedClosure(['./header.tsx'], graph)).has('./tile.tsx')).toBe(true);
  });

  it('looks for a name a barrel does not re-export by name behind its export *', async () => {
    const graph = graphOf({
      './index.ts': "export { Button } from './button.tsx';\nexport * from './more.ts';",
      './more.ts':
        "export { Tile } from './tile.tsx';\nexport { DatePicker } from './date-picker.tsx';",
      './button.tsx': 'export const Button = 1;',
      './tile.tsx': 'export const Tile = 3;',
      './date-picker.tsx': 'export const DatePicker = 2;',
      './page.tsx': "import { Tile } from './index.ts';\nexport const P = Tile;",
    });
    const used = await usedClosure(['./page.tsx'], graph);
    expect(used.has('./tile.tsx')).toBe(true);
    expect(used.has('./button.tsx')).toBe(false);
    expect(used.has('./date-picker.tsx')).toBe(false);
  });

  it('takes a bare import whole and stops at what it cannot resolve', async () => {
    const graph = graphOf({
      './main.tsx': "import './styles.css.ts';\nimport { x } from 'outside';\nexport const m = x;",
      './styles.css.ts': 'document.title = "styled";',
    });
    const used = await usedClosure(['./main.tsx'], graph);
    expect([...used].sort()).toEqual(['./main.tsx', './styles.css.ts']);
  });
});
