import { describe, expect, it } from 'vitest';
import {
  cacheNameOf,
  offlineLocale,
  offlinePage,
  routeOf,
  staleCaches,
} from './service-worker-routing.ts';
import type { WorkerConfig } from './service-worker-routing.ts';

const ORIGIN = 'https://nexbet.example';
const PRECACHE = new Set(['/assets/start-DbeHJ1OX.js', '/manifest.webmanifest']);

/** A GET of `path` on the site's origin, of `mode`. */
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

describe('routeOf', () => {
  it("answers the start files from the cache and a page's navigation from the network", () => {
    expect(routeOf(get('/assets/start-DbeHJ1OX.js'), ORIGIN, PRECACHE)).toBe('precache');
    expect(routeOf(get('/tabs/home?lang=ja', 'navigate'), ORIGIN, PRECACHE)).toBe('navigate');
    expect(routeOf(get('/', 'navigate'), ORIGIN, PRECACHE)).toBe('navigate');
  });

  it("never touches the API's answers, money above all, whatever the method", () => {
    for (const path of [
      '/api/v1/member/balance',
      '/api/v1/member/wallet/transfer',
      '/frontend/en/site.json',
      '/media/banner.png',
      '/demo/gateway/checkout/abc',
      '/healthz',
      '/readyz',
    ]) {
      expect(routeOf(get(path), ORIGIN, PRECACHE), path).toBe('pass');
      expect(routeOf(get(path, 'navigate'), ORIGIN, PRECACHE), path).toBe('pass');
    }
    const deposit = { method: 'POST', url: `${ORIGIN}/api/v1/member/deposit`, mode: 'cors' };
    expect(routeOf(deposit, ORIGIN, PRECACHE)).toBe('pass');
  });

  it('leaves other origins, other methods, lazy chunks and asked-for variants to the browser', () => {
    expect(routeOf({ ...get('/'), url: 'https://cdn.example/x.js' }, ORIGIN, PRECACHE)).toBe(
      'pass',
    );
    expect(routeOf({ ...get('/tabs/home', 'navigate'), method: 'POST' }, ORIGIN, PRECACHE)).toBe(
      'pass',
    );
    expect(routeOf(get('/assets/auth-Ab12Cd34.js'), ORIGIN, PRECACHE)).toBe('pass');
    expect(routeOf(get('/assets/start-DbeHJ1OX.js?v=2'), ORIGIN, PRECACHE)).toBe('pass');
    expect(routeOf({ ...get('/'), url: 'not a url' }, ORIGIN, PRECACHE)).toBe('pass');
  });
});

describe('staleCaches', () => {
  it("drops earlier deployments' caches and keeps its own and others'", () => {
    const names = [cacheNameOf('old1'), cacheNameOf('new2'), 'someone-else'];
    expect(staleCaches(names, 'new2')).toEqual([cacheNameOf('old1')]);
  });
});

describe('offlineLocale', () => {
  const locales = ['en', 'ja', 'zh-CN'];
  it("takes the address's language, then the kept one, then the browser's, then the brand's", () => {
    expect(offlineLocale(`${ORIGIN}/?lang=ja`, 'lobby_locale=zh-CN', 'en', locales)).toBe('ja');
    expect(offlineLocale(`${ORIGIN}/`, 'a=1; lobby_locale=zh-CN', 'ja', locales)).toBe('zh-CN');
    expect(offlineLocale(`${ORIGIN}/`, null, 'fr-FR,ja-JP;q=0.8', locales)).toBe('ja');
    expect(offlineLocale(`${ORIGIN}/`, null, 'zh-Hans-CN', locales)).toBe('zh-CN');
    expect(offlineLocale(`${ORIGIN}/`, null, 'fr', ['ja', 'en'])).toBe('ja');
  });
});

describe('offlinePage', () => {
  const config: WorkerConfig = {
    version: 'v1',
    precache: [],
    locales: ['en', 'ja'],
    texts: {
      en: { title: 'You are offline', message: 'Check your connection.', retry: 'Try again' },
      ja: { title: 'オフラインです', message: '接続を確認してください。', retry: '再試行' },
    },
    look: {
      name: 'Nex<Bet>',
      background: '#080B0F',
      text: '#ffffff',
      accent: '#36b9ff',
      accentText: '#00131F',
      colorScheme: 'dark',
    },
  };

  it("is written in the language asked for, in the theme's colours, with a link to try again", () => {
    const page = offlinePage(config, 'ja', `${ORIGIN}/tabs/home?x="1"`);
    expect(page).toContain('<html lang="ja">');
    expect(page).toContain('<h1>オフラインです</h1>');
    expect(page).toContain('background:#080B0F');
    expect(page).toContain(`<a href="${ORIGIN}/tabs/home?x=&quot;1&quot;">再試行</a>`);
    expect(page).toContain('Nex&lt;Bet&gt;');
    expect(page).not.toContain('<script');
    expect(offlinePage(config, 'fr', ORIGIN)).toContain('You are offline');
  });
});
