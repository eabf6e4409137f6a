import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER, ROUTE_PRELOADS_FILE } from '@lobby/contract/core';
import { registerSites, WORKER_CSP, WORKER_PATH } from './site.ts';

/** A site directory holding `files` (path → text), served alone by a fresh app. */
async function servedSite(files: Readonly<Record<string, string>>) {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-site-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const app = Fastify();
  registerSites(app, [{ brand: undefined, dir }]);
  await app.ready();
  const close = async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { dir, app, close };
}

describe('registerSites', () => {
  let dir: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ dir, app, close } = await servedSite({
      'index.html': `<script nonce="${CSP_NONCE_PLACEHOLDER}" src="/assets/app.js"></script>`,
      'assets/app.js': 'console.log(1);',
      '.vite/bundle-modules.json': '{"chunks":{}}',
      '.env': 'SECRET=1',
    }));
  });
  afterAll(() => close());

  it('serves hashed assets for a year', async () => {
    const answer = await app.inject({ url: '/assets/app.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('console.log(1);');
    expect(answer.headers['cache-control']).toContain('immutable');
  });

  it('answers app routes with the page and a fresh nonce in place of the placeholder', async () => {
    const first = await app.inject({ url: '/tabs/home' });
    const second = await app.inject({ url: '/tabs/home' });
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    const nonce = /nonce="([^"]+)"/.exec(first.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.body).not.toContain(nonce);
    expect(first.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('serves a brand rebuilt under the running server: the new page, not the one read at start', async () => {
    expect((await app.inject({ url: '/tabs/home' })).body).toContain('/assets/app.js');
    writeFileSync(join(dir, 'assets/app-2.js'), 'console.log(2);');
    writeFileSync(
      join(dir, 'index.html'),
      `<script nonce="${CSP_NONCE_PLACEHOLDER}" src="/assets/app-2.js"></script><!-- rebuilt -->`,
    );
    const page = await app.inject({ url: '/tabs/home' });
    expect(page.body).toContain('/assets/app-2.js');
    expect((await app.inject({ url: '/assets/app-2.js' })).body).toBe('console.log(2);');
    writeFileSync(
      join(dir, 'index.html'),
      `<script nonce="${CSP_NONCE_PLACEHOLDER}" src="/assets/app.js"></script>`,
    );
  });

  it('serves a page deployed with the times and size of the one before (a copy that keeps times)', async () => {
    const page = join(dir, 'index.html');
    const before = `<script nonce="${CSP_NONCE_PLACEHOLDER}" src="/assets/app-aaaa.js"></script>`;
    // A time such a copy keeps (whole milliseconds, as `utimes` sets them).
    const kept = new Date(1_700_000_000_000);
    writeFileSync(page, before);
    utimesSync(page, kept, kept);
    expect((await app.inject({ url: '/tabs/home' })).body).toContain('app-aaaa.js');
    // Same length, same modification time: only its content (and its change time) differ.
    writeFileSync(page, before.replace('aaaa', 'bbbb'));
    utimesSync(page, kept, kept);
    expect(statSync(page).mtimeMs).toBe(kept.getTime());
    expect((await app.inject({ url: '/tabs/home' })).body).toContain('app-bbbb.js');
    writeFileSync(page, `<script nonce="${CSP_NONCE_PLACEHOLDER}" src="/assets/app.js"></script>`);
  });

  it('answers a hashed file that is not there 404, never with the page', async () => {
    const answer = await app.inject({ url: '/assets/start-OLDHASH1.js' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('<script');
  });

  it('never sends a Brotli copy older than its file (the file rewritten, its copy not yet)', async () => {
    const file = join(dir, 'assets/fresh.js');
    const older = `console.log(${JSON.stringify('old'.repeat(700))});`;
    const newer = `console.log(${JSON.stringify('new'.repeat(700))});`;
    writeFileSync(file, older);
    writeFileSync(`${file}.br`, brotliCompressSync(older));
    writeFileSync(file, newer);
    const past = new Date(statSync(file).mtimeMs - 60_000);
    utimesSync(`${file}.br`, past, past);
    const br = await app.inject({ url: '/assets/fresh.js', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(newer);
  });

  it('serves the service worker revalidated every time, under a CSP of its own', async () => {
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const worker = await app.inject({ url: WORKER_PATH });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('text/javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-security-policy']).toBe(WORKER_CSP);
    writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Site"}');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    // The page may register its own worker and link its own manifest, and nothing else's.
    const page = await app.inject({ url: '/tabs/home' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('never serves dot-folders or dot-files: build metadata answers as an app route', async () => {
    for (const url of [
      '/.vite/bundle-modules.json',
      '/.env',
      '/assets/../.vite/bundle-modules.json',
    ]) {
      const answer = await app.inject({ url });
      expect(answer.body, url).not.toContain('chunks');
      expect(answer.body, url).not.toContain('SECRET');
    }
  });

  it('sends the build’s own Brotli copy of an asset to a client that takes Brotli', async () => {
    const code = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    writeFileSync(join(dir, 'assets/big.js'), code);
    // Told apart from what the server would compress itself by its content.
    writeFileSync(join(dir, 'assets/big.js.br'), brotliCompressSync('/* the build’s copy */'));
    const br = await app.inject({ url: '/assets/big.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('/* the build’s copy */');
    const gzip = await app.inject({
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(code);
    expect((await app.inject({ url: '/assets/big.js' })).body).toBe(code);
  });

  it('leaves API paths to the API', async () => {
    const answer = await app.inject({ url: '/api/v1/nothing' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('<script');
    // The load balancer's readiness check is the API's, never the page (which answers 200).
    const readiness = await app.inject({ url: '/readyz' });
    expect(readiness.body).not.toContain('<script');
  });
});

describe('route preloads', () => {
  let dir: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ dir, app, close } = await servedSite({
      'index.html': `<html><head><script nonce="${CSP_NONCE_PLACEHOLDER}" src="/assets/app.js"></script></head><body></body></html>`,
      // As the shells' build writes it; one entry that is no file of the build's is left out.
      [ROUTE_PRELOADS_FILE]: JSON.stringify({
        SIGN_IN: ['/assets/auth-1.js', '/assets/field-2.js'],
        PROVIDER_LIST: ['/assets/games-3.js', '"><script>alert(1)</script>.js'],
      }),
    }));
  });
  afterAll(() => close());

  /** The module preloads in the page at `url`, with the page's nonce. */
  async function preloadsOf(url: string) {
    const page = await app.inject({ url });
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    const links = [
      ...page.body.matchAll(
        /<link rel="modulepreload" crossorigin href="([^"]+)" nonce="([^"]+)">/g,
      ),
    ];
    for (const link of links) expect(link[2]).toBe(nonce);
    expect(page.body.indexOf('</head>')).toBeGreaterThan(page.body.lastIndexOf('modulepreload'));
    return links.map((link) => link[1]);
  }

  it("puts the route's files into the page it opens on, under the page's nonce", async () => {
    expect(await preloadsOf('/sign_in?tab=register')).toEqual([
      '/assets/auth-1.js',
      '/assets/field-2.js',
    ]);
    expect(await preloadsOf('/games/SlotMachine')).toEqual(['/assets/games-3.js']);
  });

  it('serves pages without preloads when the file cannot be read as a map', async () => {
    const file = join(dir, ROUTE_PRELOADS_FILE);
    writeFileSync(file, '{"SIGN_IN": [');
    expect(await preloadsOf('/sign_in')).toEqual([]);
    writeFileSync(file, '{"SIGN_IN": "/assets/auth-1.js", "PROVIDER_LIST": [7]}');
    expect(await preloadsOf('/sign_in')).toEqual([]);
    expect(await preloadsOf('/games/SlotMachine')).toEqual([]);
    writeFileSync(
      file,
      JSON.stringify({
        SIGN_IN: ['/assets/auth-1.js', '/assets/field-2.js'],
        PROVIDER_LIST: ['/assets/games-3.js'],
      }),
    );
  });

  it('puts none into a page of another route, or of no route', async () => {
    expect(await preloadsOf('/tabs/home')).toEqual([]);
    expect(await preloadsOf('/games/list/SlotMachine')).toEqual([]);
    expect(await preloadsOf('/no/such/page')).toEqual([]);
  });
});
