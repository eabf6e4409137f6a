/**
 * What a brand's production build carries, read from the report every shell build writes
 * (`@lobby/vite-config`): the brand's own theme and no other, and member areas that load with
 * their route, never with the first screen.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandById } from '@lobby/brands';
import {
  AFTER_DRAWING,
  EVALUATION_SLICES,
  FIRST_SCREEN_CHUNK,
  PRELOADED_ROUTES,
  PRIMED_ANSWERS_SLOT,
  ROUTE_PRELOADS_FILE,
  START_MODULE,
} from '@lobby/vite-config';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  bundleReportOf,
  distOf,
  featureChunks,
  featureOf,
  firstScreenChunks,
  isPrefetch,
} from '../support/route-chunks.ts';

/**
 * The warnings and errors a page logs from now on that say a drawing was rendered anew or
 * failed to hydrate (the site's logger, React's own).
 */
function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      (message.type() === 'warning' || message.type() === 'error') &&
      /drawn first screen|hydrat/i.test(text)
    )
      warnings.push(text);
  });
  return warnings;
}

const THEMES = 'packages/tokens/src/themes/';
const VARIANTS = 'packages/tokens/src/variants/';

test('the production bundle carries its own theme and no other', ({ brand }) => {
  const report = bundleReportOf(brand);
  const modules = new Set(Object.values(report.chunks).flat());
  const themes = [...modules].filter((m) => m.startsWith(THEMES));
  const variants = [...modules].filter((m) => m.startsWith(VARIANTS));

  expect(modules.has(START_MODULE)).toBe(true);
  // The theme the brand's registry entry names (a brand id is no theme name).
  expect(themes).toEqual([`${THEMES}${brandById(brand).theme.toLowerCase()}.ts`]);
  expect(variants).toHaveLength(1);
  expect([...modules].filter((m) => m.includes('theme-choices'))).toEqual([]);
});

test('member areas load with their routes, never with the first screen', ({ brand }) => {
  const report = bundleReportOf(brand);
  const first = firstScreenChunks(brand);
  const firstLoad = first.flatMap((file) => report.chunks[file] ?? []);
  expect(firstLoad).toContain(START_MODULE);
  // The home is the first screen; every other member area is a chunk of its own, and so is
  // the sign-in prompt of the layout, which loads when a page first asks it. A feature's
  // prefetch (a few lines starting its screen's calls from the route's loader, no screen) is
  // the exception: the loader runs before the screen's chunk has come.
  expect(firstLoad.filter((m) => (featureOf(m) ?? 'home') !== 'home' && !isPrefetch(m))).toEqual(
    [],
  );
  // Lazy namespaces' English travels with their feature, not in the first screen's chunks.
  const lazyEnglish = (m: string) =>
    /packages\/i18n\/src\/lazy\//.test(m) ||
    /locales\/en\/(auth|account|wallet|payments|games|support|settings|promotions|programmes|kyc)\.json$/.test(
      m,
    );
  expect(firstLoad.filter(lazyEnglish)).toEqual([]);
  const lazy = featureChunks(brand).filter((c) => c.feature !== 'home');
  expect(lazy.map((c) => c.feature)).toEqual(
    expect.arrayContaining([
      'auth',
      'account',
      'wallet',
      'payments',
      'games',
      'support',
      'settings',
      'promotions',
      'programmes',
      'kyc',
    ]),
  );
  for (const chunk of lazy) expect(chunk.files.filter((f) => first.includes(f))).toEqual([]);
});

test('start-up is one file, evaluated in slices: it imports no other chunk', ({ brand }) => {
  const report = bundleReportOf(brand);
  const start = Object.entries(report.chunks).find(([, modules]) => modules.includes(START_MODULE));
  if (!start) throw new Error(`No chunk holds ${START_MODULE}`);
  const code = readFileSync(join(distOf(brand), start[0]), 'utf8');
  // Static imports only: the lazy routes' chunks are `import()`ed and come later.
  const imported = [...code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+)"/g)].map((m) => m[1]);
  // The bundler's helpers too are in it: the lazy routes import them from a file of their own.
  expect(imported).toEqual([]);
  // It holds the home's layout (the first screen most visits open on), and of the design
  // system only what start-up and the home use: the records' date selector, which only member
  // areas show, stays with them though the design system's index names it.
  const homes = start[1].filter((m) => m.startsWith('packages/features/home/src/variants/'));
  expect(homes).toHaveLength(1);
  expect(start[1]).toContain('packages/ui/src/components/banner-carousel.tsx');
  expect(start[1]).not.toContain('packages/ui/src/components/fast-date-selector.tsx');
  // What only a tap opens (the side menu, the language and sign-in dialogs, the game search
  // with its text field) loads on demand, after the first screen.
  for (const part of [
    'packages/site/src/layout/site-menu.tsx',
    'packages/site/src/layout/chrome-dialogs.tsx',
    'packages/site/src/layout/game-search-dialog.tsx',
    'packages/ui/src/components/side-menu.tsx',
    'packages/ui/src/components/language-dialog.tsx',
    'packages/ui/src/components/text-field.tsx',
    'packages/features/auth/src/dialog/please-sign-in-dialog.tsx',
    // Nor does a guest's page need the balance feed, which starts once a member signs in.
    'packages/api-client/src/feed/balance-feed.ts',
  ])
    expect(start[1]).not.toContain(part);
  // The contract's error codes come without the error body's schema, so no TypeBox at all.
  expect(start[1].filter((m) => m.includes('/typebox/') || m.endsWith('error-body.ts'))).toEqual(
    [],
  );
  // Between its slices the chunk hands the main thread back to the browser (the minifier
  // rewrites the yield's code; its test of the page's visibility stays), through a timeout:
  // `scheduler.yield()` called from a module's top level makes Chromium parse the chunk again.
  const yields = code.match(/await\s*\(\s*globalThis\.document\?\.visibilityState[^;]*;/g) ?? [];
  expect(yields).toHaveLength(EVALUATION_SLICES - 1);
  for (const slice of yields) expect(slice).not.toContain('scheduler');
});

test('the page asks for start-up alone, and holds the place for its answers', ({ brand }) => {
  const dist = distOf(brand);
  const page = readFileSync(join(dist, 'index.html'), 'utf8');
  const asked = [
    ...page.matchAll(
      /<(?:script type="module"|link rel="modulepreload")[^>]*? (?:src|href)="\/assets\/([^"]+\.js)"/g,
    ),
  ].map((m) => m[1] ?? '');
  // Start-up's chunk alone. The shell is in the page, and it imports the start module, and that
  // the home's layout, so no file that only re-exports from start-up's chunk goes out beside it
  // (each would take a share of a phone's bandwidth), nor does the bundler's runtime.
  expect(asked.map((file) => /^(.+)-[\w-]{8}\.js$/.exec(file)?.[1])).toEqual([FIRST_SCREEN_CHUNK]);
  const shell = /<script type="module" nonce="[^"]+">(.*?)<\/script>/s.exec(page)?.[1] ?? '';
  expect(shell).toMatch(
    new RegExp(`await import\\("/assets/${FIRST_SCREEN_CHUNK}-[\\w-]{8}\\.js"\\)`),
  );
  // Its code waits for the paint of a drawn first screen before it asks for start-up.
  expect(shell.startsWith(AFTER_DRAWING)).toBe(true);
  const reexport = new RegExp(
    `^export\\{[^}]*\\}from"\\./${FIRST_SCREEN_CHUNK}-[^"]+\\.js";?\\s*$`,
  );
  for (const file of asked)
    expect(readFileSync(join(dist, 'assets', file), 'utf8')).not.toMatch(reexport);
  // The icon is in the page too, not a request of its own.
  expect(page).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
  // Where the serving API puts the answers to the first screen's calls.
  expect(page).toContain(PRIMED_ANSWERS_SLOT);
});

test('a route the page preloads comes in a few files, its code in a chunk of its own', ({
  brand,
}) => {
  const planned = JSON.parse(
    readFileSync(join(distOf(brand), ROUTE_PRELOADS_FILE), 'utf8'),
  ) as Record<string, string[]>;
  expect(Object.keys(planned).sort()).toEqual(Object.keys(PRELOADED_ROUTES).sort());
  for (const [route, files] of Object.entries(planned)) {
    const stems = files.map((file) => /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1]);
    // Its own chunk, what the preloaded routes share, the bundler's runtime and the re-export
    // of its variant's layout: a dozen files before they were grouped.
    expect(stems).toContain(route.toLowerCase().replace(/_/g, '-'));
    expect(files.length, route).toBeLessThanOrEqual(4);
  }
});

test("a guest's first screen comes drawn in the page, and the site takes the drawing over", async ({
  page,
}) => {
  const warnings = hydrationWarnings(page);
  // Start-up's code is held back until the drawing's elements are marked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${FIRST_SCREEN_CHUNK}-[\\w-]{8}\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/tabs/home?lang=en', { waitUntil: 'domcontentloaded' });
  const drawn = await page.evaluate(() => {
    const elements = [...document.querySelectorAll('[data-lobby-first-screen] *')];
    for (const element of elements) element.setAttribute('data-drawn', '');
    return elements.length;
  });
  expect(drawn).toBeGreaterThan(50);
  release();
  // Taken over (hydrated), not rendered anew: the drawn elements are still in the page (a
  // few may have moved on since, as a banner carousel turns), the drawing's marks and styles
  // are gone, and its buttons work.
  await expect(page.locator('[data-lobby-first-screen]')).toHaveCount(0);
  await expect(page.locator('style[data-lobby-first-screen]')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveAttribute('data-drawn', '');
  await expect(page.getByRole('main')).toHaveAttribute('data-drawn', '');
  expect(await page.locator('#root [data-drawn]').count()).toBeGreaterThan(drawn * 0.9);
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute('data-drawn', '');
  await signIn.click();
  await expect(page).toHaveURL(/\/sign_in/);
  expect(warnings).toEqual([]);
  // The page as the server sends it, asked for from the page (the browser knows the brand's host).
  const html = await page.evaluate(() => fetch('/tabs/home?lang=en').then((r) => r.text()));
  // The drawing is in the root, a picture until the site runs: inert and hidden.
  expect(html).toMatch(/<div id="root"><div data-lobby-first-screen inert aria-hidden="true"/);
  expect(html).toMatch(/<header[^>]*>/);
  // The page's code is put aside until the drawing has painted.
  expect(html).toMatch(/<template id="lobby-deferred-code"><link rel="modulepreload"/);
});

test("a returning guest's first screen is drawn in the language they chose, and taken over", async ({
  page,
}) => {
  const warnings = hydrationWarnings(page);
  // The language an address names is kept: in the device's storage and in a cookie.
  await page.goto('/tabs/home?lang=ja');
  await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン' })).toBeVisible();
  // Back without a language in the address: the server draws the page in Japanese too (it
  // reads the cookie), so the browser, starting in Japanese, takes the drawing over.
  const html = await page.evaluate(() => fetch('/tabs/home').then((r) => r.text()));
  expect(html).toMatch(/<div id="root"><div data-lobby-first-screen/);
  expect(html).toContain('ログイン');
  await page.goto('/tabs/home');
  await expect(page.locator('[data-lobby-first-screen]')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  expect(warnings).toEqual([]);
});

test('the site installs as an app, answers offline with its own page, and offers a new deployment', async ({
  baseURL,
  brand,
}) => {
  // A profile on disk: Chromium never offers to install from an incognito window, which every
  // other context of the suite is.
  const profile = mkdtempSync(join(tmpdir(), 'lobby-installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROME_ARGS,
    ...(baseURL ? { baseURL } : {}),
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
  const worker = join(distOf(brand), 'sw.js');
  const deployed = readFileSync(worker, 'utf8');
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/tabs/home?lang=en');
    // Chromium finds nothing missing for installation (manifest, icons, worker, display).
    const devtools = await context.newCDPSession(page);
    await expect
      .poll(
        async () =>
          (
            (await devtools.send('Page.getInstallabilityErrors')) as {
              installabilityErrors: { errorId: string }[];
            }
          ).installabilityErrors.map((error) => error.errorId),
        { timeout: 20_000 },
      )
      .toEqual([]);
    // Every icon of the manifest loads, as a PNG of the size it claims.
    const icons = await page.evaluate(async () => {
      const manifest = (await (await fetch('/manifest.webmanifest')).json()) as {
        icons: { src: string; sizes: string }[];
      };
      return Promise.all(
        manifest.icons.map(async (icon) => {
          const answer = await fetch(icon.src);
          const bitmap = await createImageBitmap(await answer.blob());
          return {
            claimed: icon.sizes,
            drawn: `${bitmap.width}x${bitmap.height}`,
            type: answer.headers.get('content-type'),
          };
        }),
      );
    });
    expect(icons).toHaveLength(3);
    for (const icon of icons)
      expect(icon).toEqual({ claimed: icon.drawn, drawn: icon.claimed, type: 'image/png' });
    // Registered once the page has settled, the worker takes the page over.
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 20_000,
      })
      .toBe(true);

    // The network down, a navigation gets the offline page, in the language asked for.
    await context.setOffline(true);
    await page.goto('/tabs/home?lang=ja');
    await expect(page.getByRole('heading', { level: 1, name: 'オフラインです' })).toBeVisible();
    await expect(page.getByRole('link', { name: '再試行' })).toBeVisible();
    await context.setOffline(false);
    await page.goto('/tabs/home?lang=en');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);

    // A new deployment: the served worker's version changes, as a rebuild with other files
    // changes it. The page asks for it when it is looked at again; here, at once.
    const version = /version:`([0-9a-f]+)`/.exec(deployed)?.[1];
    expect(version).toBeTruthy();
    writeFileSync(worker, deployed.replace(`version:\`${version}\``, 'version:`e2e0next0deploy0`'));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const bar = page.getByRole('region', { name: 'A new version of the site is ready.' });
    await expect(bar).toBeVisible({ timeout: 20_000 });
    const reloaded = page.waitForEvent('load');
    await bar.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    // The new deployment's worker runs the page (its cache is the only one left), no bar shows.
    await expect
      .poll(() => page.evaluate(() => caches.keys()))
      .toEqual(['lobby-shell-e2e0next0deploy0']);
    await expect(bar).toHaveCount(0);
  } finally {
    writeFileSync(worker, deployed);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
