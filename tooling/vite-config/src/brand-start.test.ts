import { describe, expect, it } from 'vitest';
import {
  SERVER_MODULE,
  SHELL_MODULE,
  START_MODULE,
  brandStart,
  shellModuleCode,
  startModuleCode,
} from './brand-start.ts';

describe('brandStart', () => {
  const shell = { id: 'acme', name: 'Acme "Play"', theme: '711WIN' };

  it('serves the shell and start modules under ids no file can have', async () => {
    const plugin = brandStart(
      shell,
      async () => 'SOFT-SLEEK',
      async () => [],
    );
    const resolve = plugin.resolveId as (id: string) => Promise<string | null>;
    const load = plugin.load as (id: string) => Promise<string | null>;
    expect(await resolve(SHELL_MODULE)).toBe(`\0${SHELL_MODULE}`);
    expect(await resolve(START_MODULE)).toBe(`\0${START_MODULE}`);
    expect(await resolve('./start.ts')).toBeNull();
    // Imported, not loaded on demand: no file re-exporting it goes out beside the first screen's.
    expect(await load(`\0${SHELL_MODULE}`)).toContain(`import { start } from "${START_MODULE}";`);
    expect(await load(`\0${SHELL_MODULE}`)).not.toContain('import(');
    expect(await load(`\0${START_MODULE}`)).toBe(startModuleCode(shell, 'SOFT-SLEEK'));
    expect(await load('/src/main.tsx')).toBeNull();
  });

  it("imports the theme brand.json names, and the brand's id and name as data", () => {
    const code = startModuleCode(shell, 'SOFT-SLEEK');
    expect(code).toContain("import { theme } from '@lobby/tokens/themes/711win';");
    expect(code).toContain('id: "acme",');
    expect(code).toContain('name: "Acme \\"Play\\"",');
    // The header's wordmark is the brand's name, whatever the theme's own wordmark says.
    expect(code).toContain('wordmark: "Acme \\"Play\\""');
  });

  it('keeps quiet only about the lazy import of the home layout the start module imports', () => {
    const onLog = brandStart(
      shell,
      async () => 'LITE',
      async () => [],
    ).onLog as (level: string, log: { code?: string; message: string }) => boolean;
    const expected = `lite.ts is dynamically imported by screens.tsx but also statically imported by \\0${START_MODULE}`;
    expect(onLog('warn', { code: 'INEFFECTIVE_DYNAMIC_IMPORT', message: expected })).toBe(false);
    expect(
      onLog('warn', { code: 'INEFFECTIVE_DYNAMIC_IMPORT', message: 'a.ts is imported by b.ts' }),
    ).toBe(true);
    expect(onLog('warn', { code: 'OTHER', message: expected })).toBe(true);
  });

  it("bundles the variant's home layout with start-up, for the home route to show", () => {
    const code = startModuleCode(shell, 'SOFT-SLEEK');
    expect(code).toContain("import { Home } from '@lobby/feature-home/variants/soft-sleek';");
    expect(code).toContain('firstScreen: { variant: theme.variant, home: Home }');
  });

  it('serves the server module, which draws the first screen with the brand start-up gives the site', async () => {
    const plugin = brandStart(
      shell,
      async () => 'LITE',
      async () => [],
    );
    const resolve = plugin.resolveId as (id: string, importer?: string) => Promise<string | null>;
    const load = plugin.load as (id: string) => Promise<string | null>;
    expect(await resolve(SERVER_MODULE)).toBe(`\0${SERVER_MODULE}`);
    const code = await load(`\0${SERVER_MODULE}`);
    expect(code).toContain("from '@lobby/site/server'");
    expect(code).toContain(`import { brand } from "${START_MODULE}";`);
    expect(code).toContain('export function renderFirstScreen(request)');
    expect(startModuleCode(shell, 'LITE')).toContain('export const brand = {');
  });

  it("imports the theme's fonts in the shell module, before the start, from the site", async () => {
    const sheets = ['@fontsource-variable/outfit/wght.css', '@fontsource/bungee/400.css'];
    const plugin = brandStart(
      shell,
      async () => 'LITE',
      async () => sheets,
    );
    const load = plugin.load as (id: string) => Promise<string | null>;
    const code = (await load(`\0${SHELL_MODULE}`)) as string;
    expect(code).toBe(shellModuleCode(sheets));
    expect(code.indexOf('import "@fontsource-variable/outfit/wght.css";')).toBe(0);
    expect(code.indexOf('import "@fontsource/bungee/400.css";')).toBeLessThan(
      code.indexOf(`import { start } from "${START_MODULE}";`),
    );
    expect(shellModuleCode([])).not.toContain('@fontsource');
    // The shell has no font package of its own: the import resolves from @lobby/site's.
    const asked: [string, string | undefined][] = [];
    const context = {
      resolve: async (id: string, importer?: string) => {
        asked.push([id, importer]);
        return { id: id === '@lobby/site' ? '/site/src/index.ts' : `/resolved/${id}` };
      },
    };
    const resolve = (plugin.resolveId as (...a: unknown[]) => Promise<{ id: string } | null>).bind(
      context,
    );
    expect(await resolve('@fontsource/bungee/400.css', `\0${SHELL_MODULE}`)).toEqual({
      id: '/resolved/@fontsource/bungee/400.css',
    });
    expect(asked.at(-1)).toEqual(['@fontsource/bungee/400.css', '/site/src/index.ts']);
    expect(await resolve('@fontsource/bungee/400.css', '/src/main.tsx')).toBeNull();
  });

  it("serves the templates' code with every placeholder replaced", () => {
    const served = [
      shellModuleCode(['@fontsource/bungee/400.css']),
      startModuleCode(shell, 'SOFT-SLEEK'),
      startModuleCode({ id: 'dollar', name: 'Pay $& Play', theme: 'LITE' }, 'LITE'),
    ];
    for (const code of served) {
      expect(code).not.toMatch(/lobby-template|LOBBY_BRAND_|\.\/start\.js|@ts-check/);
      // The code starts at the template's first import, after its header.
      expect(code).toMatch(/^import /);
    }
    // A name is data, whatever it holds: `$&` stays as written.
    expect(served[2]).toContain('name: "Pay $& Play",');
  });
});
