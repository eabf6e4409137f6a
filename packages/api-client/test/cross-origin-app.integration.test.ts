/**
 * The README's CORS recipe in a real browser: a brand-scoped SDK app (`brand: 'nexbet'`) served
 * from its own origin calls the reference API on another. Before the operator allows the origin
 * the sign-in fails with a network error that names the call and says why it may have failed;
 * after exactly the documented command (`pnpm --filter @lobby/api ops origin:allow --brand nexbet
 * --origin <origin>`) the same page signs the demo member in as nexbet, and is still refused as
 * fubo.
 *
 * The browser's preflight cannot carry the app's `X-Lobby-Brand`, and the API's Host here
 * (127.0.0.1) is the default brand's: the preflight is judged by the brand the URL's `brand`
 * parameter names, which the SDK adds (packages/contract/README.md, "Calling from a browser").
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromiumArgs, chromiumPath } from '@lobby/vitest-config/browser';
import { ops } from '@lobby/test-api/ops';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Attempt } from './cross-origin-app/app.ts';
import { apiUrl } from './helpers.ts';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const repository = join(here, '..', '..', '..');

/** The demo member every seeded brand has (apps/api/src/seed/brands.ts). */
const DEMO = { username: 'demo01', password: 'demo1234' };

let browser: Browser | undefined;
let site: Server | undefined;
let origin = '';

/** Serves the app's page and its bundle, the way any static host would, on a port of its own. */
async function serveApp(script: string): Promise<Server> {
  const page =
    '<!doctype html><html><head><meta charset="utf-8"><title>nexbet SDK app</title></head>' +
    '<body><script type="module" src="/app.js"></script></body></html>';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://app').pathname;
    if (path === '/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(script);
    } else if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Opens the app as `brand` in a fresh page and signs the demo member in; answers what came of it. */
async function signInFromTheApp(brand = 'nexbet'): Promise<Attempt> {
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/?api=${encodeURIComponent(apiUrl())}&brand=${brand}`);
    await page.waitForFunction(() => 'lobbyApp' in globalThis);
    return await page.evaluate(
      ({ username, password }) =>
        (
          globalThis as unknown as {
            lobbyApp: { signIn(u: string, p: string): Promise<Attempt> };
          }
        ).lobbyApp.signIn(username, password),
      DEMO,
    );
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [join(here, 'cross-origin-app', 'app.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  site = await serveApp(bundle.outputFiles[0]?.text ?? '');
  origin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
  // The API outlives this file (one server per package run): leave nexbet's allowlist as it was.
  if (origin) await ops('origin:revoke', { brand: 'nexbet', origin }).catch(() => undefined);
});

describe('a brand-scoped SDK app on another origin', () => {
  it(
    'is refused with a network error that names the call until the operator allows its origin, then signs in as the brand',
    { timeout: 120_000 },
    async () => {
      expect(new URL(origin).origin).not.toBe(new URL(apiUrl()).origin);

      const before = await signInFromTheApp();
      expect(before).toMatchObject({ ok: false, code: 'NETWORK_ERROR' });
      if (before.ok) return;
      // The first call the sign-in makes is the encryption key's.
      expect(before.url).toMatch(new RegExp(`^${apiUrl()}/api/v1/`));
      expect(before.cause).toContain(`does not allow the origin ${origin}`);
      expect(before.message).toContain(`got no answer`);

      // The README's command, as an operator types it (the CLI reaches the running server
      // through its control channel, found by the server's data folder).
      const allowed = await run(
        'pnpm',
        ['--filter', '@lobby/api', 'ops', 'origin:allow', '--brand', 'nexbet', '--origin', origin],
        {
          cwd: repository,
          env: { ...process.env, LOBBY_DATA_DIR: inject('apiDataDir') },
          timeout: 60_000,
        },
      );
      expect(allowed.stdout).toContain(origin);

      const after = await signInFromTheApp();
      expect(after).toEqual({ ok: true, username: DEMO.username, currency: 'MYR' });
      // Allowed for nexbet only: the same app calling as fubo is still refused.
      expect(await signInFromTheApp('fubo')).toMatchObject({ ok: false, code: 'NETWORK_ERROR' });
    },
  );
});
