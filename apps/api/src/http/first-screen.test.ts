import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFERRED_CODE_ID,
  FIRST_SCREEN_PLACEHOLDER,
  FIRST_SCREEN_RENDERER_FILE,
  PAGE_ROOT_OPEN,
  PRIMED_ANSWERS_PLACEHOLDER,
} from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { isMobileRequest, withFirstScreen, withinDrawingTime } from './first-screen.ts';

/** A brand shell's page: a module preload in the head, the splash in the root, the answers' place. */
const PAGE = [
  '<html><head><link rel="modulepreload" crossorigin href="/assets/start-1.js" nonce="n"></head>',
  `<body>${PAGE_ROOT_OPEN}<div class="boot">Splash</div>${FIRST_SCREEN_PLACEHOLDER}</div>`,
  `${PRIMED_ANSWERS_PLACEHOLDER}</body></html>`,
].join('');

/**
 * A site build's server module, standing in for the brand build's (which the site package's
 * suite and the end-to-end journeys run): it draws what the server's fetch answers, a primed
 * call (the language list) and one the page is not primed with (the API's health), and says
 * which device and cookie it was asked for; `/broken` throws, `/member` declines, `/stuck`
 * never answers.
 */
const RENDERER = `
export async function renderFirstScreen(request) {
  const url = new URL(request.url);
  if (url.pathname === '/broken') throw new Error('drawing failed');
  if (url.pathname === '/member') return undefined;
  if (url.pathname === '/stuck') return new Promise(() => {});
  const languages = await (await request.fetch(url.origin + '/api/v1/language_list')).json();
  const health = await request.fetch(url.origin + '/healthz');
  return {
    html: '<main>default ' + languages.defaultLang + ', health ' + health.status +
      ', mobile ' + request.mobile + ', cookie ' + (request.cookie ?? '-') + '</main>',
    styles: '<style data-drawn>main{}</style>',
  };
}
`;

let server: TestServer;
let drawn: string;
let plain: string;

beforeAll(async () => {
  drawn = mkdtempSync(join(tmpdir(), 'lobby-drawn-'));
  writeFileSync(join(drawn, 'index.html'), PAGE);
  mkdirSync(join(drawn, '.server'), { recursive: true });
  writeFileSync(join(drawn, FIRST_SCREEN_RENDERER_FILE), RENDERER);
  plain = mkdtempSync(join(tmpdir(), 'lobby-undrawn-'));
  writeFileSync(join(plain, 'index.html'), PAGE);
  server = await startTestServer({
    sites: [
      { brand: 'nexbet', dir: drawn },
      { brand: 'fubo', dir: plain },
    ],
  });
});
afterAll(async () => {
  await server.app.close();
  rmSync(drawn, { recursive: true, force: true });
  rmSync(plain, { recursive: true, force: true });
});

const page = async (brand: string, path: string, headers: Record<string, string> = {}) => {
  const answer = await server.app.inject({
    url: path,
    headers: { 'x-lobby-brand': brand, ...headers },
  });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

describe("a guest's first screen drawn into the page", () => {
  it("puts the site's drawing in the root, its styles in the head, and the preloads aside", async () => {
    const body = await page('nexbet', '/tabs/home', {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile',
      cookie: 'theme=dark',
    });
    expect(body).toContain(
      `${PAGE_ROOT_OPEN}<main>default en, health 200, mobile true, cookie theme=dark</main></div>`,
    );
    expect(body).not.toContain('Splash');
    expect(body).not.toContain(FIRST_SCREEN_PLACEHOLDER);
    expect(body).toContain(
      `<style data-drawn>main{}</style><template id="${DEFERRED_CODE_ID}"><link rel="modulepreload" crossorigin href="/assets/start-1.js" nonce="n"></template></head>`,
    );
    // The head holds no preload of its own any more: the entry puts it back after the paint.
    expect(body.slice(0, body.indexOf('<template'))).not.toContain('modulepreload');
  });

  it('serves the page as before when the site has no server module, or its drawing fails, declines or takes too long', async () => {
    for (const [brand, path] of [
      ['fubo', '/tabs/home'],
      ['nexbet', '/broken'],
      ['nexbet', '/member'],
      ['nexbet', '/stuck'],
    ] as const) {
      const body = await page(brand, path);
      expect(body, `${brand} ${path}`).toContain('<div class="boot">Splash</div>');
      expect(body).toContain('<head><link rel="modulepreload"');
      expect(body).not.toContain(DEFERRED_CODE_ID);
    }
  });
});

describe('withFirstScreen', () => {
  it('answers a page without the place for a drawing as it is', () => {
    const html = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withFirstScreen(html, { html: '<main></main>', styles: '' })).toBe(html);
  });
});

describe('isMobileRequest', () => {
  it("takes the client hint first, else the user agent's word for a phone or tablet", () => {
    const of = (headers: Record<string, string>) => isMobileRequest({ headers });
    expect(of({ 'sec-ch-ua-mobile': '?1' })).toBe(true);
    expect(of({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Android Mobile' })).toBe(false);
    expect(of({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' })).toBe(true);
    expect(of({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131' })).toBe(false);
    expect(of({})).toBe(false);
  });
});

describe('withinDrawingTime', () => {
  it('answers the drawing in time, nothing after the time, and never a late failure', async () => {
    expect(await withinDrawingTime(Promise.resolve('drawn'), 50)).toBe('drawn');
    expect(await withinDrawingTime(new Promise<string>(() => {}), 10)).toBeUndefined();
    const late = new Promise<string>((_, reject) => setTimeout(() => reject(new Error('x')), 30));
    expect(await withinDrawingTime(late, 5)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 40));
  });
});
