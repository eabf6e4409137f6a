import { spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { appsDir, discoverBrands } from '@lobby/brands';
import { freePort, startApi, stopApi } from '@lobby/test-api/server';
import { themeNames, themes } from '@lobby/tokens/themes';
import { webFontFamilies } from '@lobby/tokens';
import type { ThemeName } from '@lobby/tokens';
import { seriousAxeViolations } from '@lobby/vitest-config/axe';
import { chromiumArgs, chromiumPath } from '@lobby/vitest-config/browser';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateBrandError, createBrand, nextSteps, parseArgs } from './create-brand.ts';
import { linkDependencies } from './link-dependencies.ts';

const repoApps = appsDir({});

/** A brand the test makes with the command. */
type NewBrand = Parameters<typeof createBrand>[0] & { theme: ThemeName };

/**
 * The seven brands CI makes with the command beside the repository's three (nexbet, fubo,
 * helo8): over the remaining themes, every screen family among them, and currencies with and
 * without decimals, so ten brands in all are built and smoke-tested on every run.
 */
const NEW_BRANDS: readonly NewBrand[] = [
  { name: 'Acme Play', theme: 'THEME9', currency: 'THB', locales: ['en', 'ja'] },
  { name: 'Crown Vault', theme: 'DIAMOND', currency: 'USD' },
  { name: 'Reel Street', theme: 'REG', currency: 'PHP' },
  { name: 'Jade Hall', theme: 'BWC88', currency: 'VND' },
  { name: 'Neon Tiger', theme: '711WIN', currency: 'IDR', locales: ['en', 'zh-CN'] },
  { name: 'Velvet Ace', theme: 'THEME10', currency: 'INR' },
  { name: 'Kite Bet', theme: 'THEME12', currency: 'JPY', locales: ['ja', 'en'] },
];
const root = dirname(repoApps);

/** A registry holding only a copy of the first shell's brand and package files. */
function registry(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-create-brand-'));
  const first = discoverBrands(repoApps)[0];
  if (!first) throw new Error('The repository has no brand shell');
  for (const file of ['brand.json', 'package.json'])
    cpSync(join(first.dir, file), join(dir, first.id, file));
  return dir;
}

/** An HTTP call with a Host header (which `fetch` may not set). */
function call(
  port: number,
  host: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: body === undefined ? 'GET' : 'POST',
        headers: { host, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.once('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('create-brand', () => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  it('reads its command line and refuses what it cannot use', () => {
    expect(parseArgs(['Acme', '--theme', 'theme9', '--locales', 'ja,en', '--port=4199'])).toEqual({
      name: 'Acme',
      theme: 'theme9',
      locales: ['ja', 'en'],
      port: 4199,
    });
    expect(() => parseArgs(['Acme'])).toThrow(/Usage/);
    expect(() => parseArgs(['Acme', '--theme', 'LITE', '--colour', 'red'])).toThrow(/--colour/);
    expect(() => parseArgs(['Acme', '--theme', 'LITE', '--port', 'x'])).toThrow(/--port/);
  });

  it('refuses a name, theme, port or domain that cannot be a new brand', () => {
    const dir = registry();
    made.push(dir);
    const taken = discoverBrands(dir)[0]!;
    const cases: [Parameters<typeof createBrand>[0], RegExp][] = [
      [{ name: '7up', theme: 'LITE' }, /start with a letter/],
      [{ name: 'Acme', theme: 'PURPLE' }, /--theme must be one of DIAMOND/],
      [{ name: taken.name, theme: 'LITE' }, /exists already/],
      [{ name: 'Acme', theme: 'LITE', port: taken.port }, /port/],
      [{ name: 'Acme', theme: 'LITE', domain: taken.domain }, /domain/],
      [{ name: 'Acme', theme: 'LITE', currency: 'dollars' }, /"currency"/],
    ];
    for (const [options, message] of cases) {
      expect(() => createBrand({ ...options, appsDir: dir })).toThrow(message);
    }
    expect(() => createBrand({ name: 'Acme', theme: 'PURPLE', appsDir: dir })).toThrow(
      CreateBrandError,
    );
    expect(existsSync(join(dir, 'acme'))).toBe(false);
  });

  it('names no font in any shell: the build imports the fonts of the theme brand.json names', () => {
    const dir = registry();
    made.push(dir);
    const created = createBrand({ name: 'Font Free', theme: 'FUBO', appsDir: dir });
    const shells = [...discoverBrands(repoApps), { id: created.entry.id, dir: created.dir }];
    for (const shell of shells) {
      const main = readFileSync(join(shell.dir, 'src/main.tsx'), 'utf8');
      expect(main, shell.id).not.toMatch(/fontsource/);
      expect(main, shell.id).toMatch(/^import 'virtual:lobby-shell';$/m);
      const pkg = JSON.parse(readFileSync(join(shell.dir, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      const fontPackages = Object.keys(pkg.dependencies).filter((d) => d.startsWith('@fontsource'));
      expect(fontPackages, shell.id).toEqual([]);
    }
  });

  it('writes its code files from the type-checked templates, the id in place of the placeholder', () => {
    const dir = registry();
    made.push(dir);
    const created = createBrand({ name: 'Tmpl Test', theme: 'LITE', appsDir: dir });
    const templates = new URL('../templates/shell/', import.meta.url);
    const files = [
      ['eslint.config.js', 'eslint-config.js'],
      ['vite.config.ts', 'vite.config.ts'],
      ['src/main.tsx', 'src/main.tsx'],
    ];
    for (const [path, source] of files) {
      const written = readFileSync(join(created.dir, path!), 'utf8');
      const template = readFileSync(new URL(source!, templates), 'utf8');
      expect(written, path).toBe(template.replaceAll('LOBBY_BRAND_ID', 'tmpltest'));
      expect(written, path).not.toContain('LOBBY_BRAND_ID');
    }
    expect(readFileSync(join(created.dir, 'vite.config.ts'), 'utf8')).toMatch(
      /^\/\*\* The tmpltest build: /,
    );
  });

  describe('seven new brands, end to end', () => {
    let dir: string;
    const shells: { brand: NewBrand; dir: string; id: string }[] = [];
    let api: { url: string; child: ChildProcess } | undefined;
    let port = 0;

    beforeAll(() => {
      dir = registry();
      made.push(dir);
    });
    afterAll(async () => {
      if (api) await stopApi(api.child);
    });

    it('writes small shells that format, install and build with their own theme only', () => {
      for (const brand of NEW_BRANDS) {
        const created = createBrand({ ...brand, appsDir: dir });
        shells.push({ brand, dir: created.dir, id: created.entry.id });
        // The lines a person would otherwise write: everything but the package manifest.
        const written = created.files.filter((f) => f.path !== 'package.json');
        expect(written.reduce((sum, f) => sum + f.lines, 0)).toBeLessThanOrEqual(100);
        expect(nextSteps(created)).toContain(`pnpm start ${created.entry.id}`);
        expect(nextSteps(created)).toContain(`ops brand:sync --brand ${created.entry.id}`);
      }
      // The first new brand takes the next free port and a domain made from its name.
      expect(discoverBrands(dir).find((b) => b.id === 'acmeplay')).toMatchObject({
        port: 4112,
        domain: 'acmeplay.test',
        currency: 'THB',
        locales: ['en', 'ja'],
      });
      // Without --locales a brand offers every language the site ships.
      expect(discoverBrands(dir).find((b) => b.id === 'crownvault')).toMatchObject({
        defaultLocale: 'en',
        locales: ['en', 'ja', 'zh-CN'],
      });
      const prettier = spawnSync(
        join(root, 'node_modules', '.bin', 'prettier'),
        ['--config', join(root, '.prettierrc.json'), '--check', '--log-level', 'warn', dir],
        { cwd: root, encoding: 'utf8' },
      );
      expect(prettier.stdout + prettier.stderr, 'prettier').toBe('');

      const otherThemes = themeNames.filter((n) => !NEW_BRANDS.some((b) => b.theme === n));
      for (const { brand, dir: shell } of shells) {
        linkDependencies(shell, repoApps);
        const build = spawnSync(
          process.execPath,
          [join(shell, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
          {
            cwd: shell,
            encoding: 'utf8',
            env: { ...process.env, NODE_ENV: 'production', LOBBY_RELEASE: 'test' },
          },
        );
        expect(build.status, `${brand.name}: ${build.stderr}`).toBe(0);
        const html = readFileSync(join(shell, 'dist', 'index.html'), 'utf8');
        expect(html).toContain(`<title>${brand.name}</title>`);
        expect(html).toContain(`content="${themes[brand.theme].color.bgCanvas}"`);
        const initials = brand.name
          .split(' ')
          .map((w) => w[0])
          .join('');
        expect(readFileSync(join(shell, 'dist', 'favicon.svg'), 'utf8')).toContain(
          `>${initials}</text>`,
        );
        // The theme's fonts are in the build, from brand.json's theme alone.
        const built = [
          html,
          ...readdirSync(join(shell, 'dist', 'assets'))
            .filter((f) => f.endsWith('.css'))
            .map((f) => readFileSync(join(shell, 'dist', 'assets', f), 'utf8')),
        ].join('\n');
        for (const family of webFontFamilies(themes[brand.theme]))
          expect(built, `${brand.name}: ${family}`).toMatch(
            new RegExp(`@font-face\\s*\\{[^}]*font-family:\\s*['"]?${family}`),
          );
        // The build bundles its own theme and no other brand's.
        const report = readFileSync(join(shell, 'dist', '.vite', 'bundle-modules.json'), 'utf8');
        expect(report).toContain(`packages/tokens/src/themes/${brand.theme.toLowerCase()}.ts`);
        for (const other of otherThemes) {
          expect(report, brand.name).not.toContain(
            `packages/tokens/src/themes/${other.toLowerCase()}.ts`,
          );
        }
      }
    });

    it('are seeded and served by the API on their hosts, where the demo member signs in', async () => {
      expect(shells, 'the shells were built').toHaveLength(NEW_BRANDS.length);
      // Only the new brands are registered, so the API seeds the default brand and these.
      rmSync(join(dir, discoverBrands(repoApps)[0]!.id), { recursive: true });
      port = await freePort([46900, 46999]);
      api = await startApi(port, {
        LOBBY_BRANDS_DIR: dir,
        LOBBY_SITES: shells.map((s) => `${s.id}=${join(s.dir, 'dist')}`).join(','),
      });
      for (const { brand, id } of shells) {
        const host = `${id}.localhost`;
        const page = await call(port, host, '/');
        expect(page.status, brand.name).toBe(200);
        expect(page.text).toContain(`<title>${brand.name}</title>`);
      }
      const host = 'acmeplay.localhost';
      const key = JSON.parse((await call(port, host, '/api/v1/key')).text) as {
        key_id: string;
        public_key: string;
      };
      const password = publicEncrypt(
        { key: key.public_key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from('demo1234'),
      ).toString('base64');
      const login = await call(port, host, '/api/v1/member/auth/login', {
        username: 'demo01',
        password: `${key.key_id}:${password}`,
      });
      expect(login.status, login.text).toBe(200);
      const token = (JSON.parse(login.text) as { token: string }).token;
      expect(token.length).toBeGreaterThan(20);
    });

    it(
      'each signs its demo member in through its own sign-in page in Chromium, shows the home and the deposit page, and passes axe',
      async () => {
        expect(api, 'the API serves the brands').toBeDefined();
        const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
        try {
          for (const { brand, id } of shells) {
            const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
            const page = await context.newPage();
            // `*.localhost` is the loopback to Chromium: the brand's host, as its members reach it.
            const origin = `http://${id}.localhost:${port}`;
            await page.goto(`${origin}/sign_in?lang=en`);
            await page.getByRole('textbox', { name: 'Username' }).fill('demo01');
            await page.getByLabel(/^Password\*?$/).fill('demo1234');
            await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
            await page.waitForURL(/\/tabs\/home/, { timeout: 60_000 });
            // Signed in: the header shows the member's balance instead of its Sign in button.
            const banner = page.getByRole('banner');
            await banner.getByRole('link', { name: /^Balance / }).waitFor({ timeout: 60_000 });
            expect(await banner.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
            // Not `networkidle`: a signed-in page keeps its live message channel open.
            await page.getByRole('main').waitFor();
            expect(await seriousAxeViolations(page), `${brand.name} home`).toEqual([]);

            await page.goto(`${origin}/deposit/index?lang=en`);
            const form = page.getByRole('form', { name: 'Deposit form' });
            await form.waitFor({ timeout: 60_000 });
            await form.getByRole('group', { name: 'Quick amounts' }).waitFor();
            expect(await seriousAxeViolations(page), `${brand.name} deposit`).toEqual([]);
            await context.close();
          }
        } finally {
          await browser.close();
        }
      },
      // Seven brands, each signed in and checked twice with axe: minutes on a loaded machine.
      600_000,
    );
  });
});
