// @vitest-environment node
/**
 * The server's drawing of a guest's first screen, against the real reference API (the package's
 * global setup): the nexbet home, the sign-in form, a provider list and another language, and
 * nothing for a member's page or a route that leaves the site.
 */
import { theme } from '@lobby/tokens/themes/nexbet';
import { version } from 'styled-components';
import { describe, expect, inject, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { FIRST_SCREEN_ATTRIBUTE } from './first-screen-markup.ts';
import { drawingStyles, renderFirstScreen, requestCookies } from './render-first-screen.tsx';

const brand: BrandConfig = {
  id: 'nexbet',
  name: 'NexBet',
  theme,
  release: 't1',
  production: true,
};

/** The page's origin: the site's calls to it go to the reference API. */
const PAGE = 'http://nexbet.site.test';

/** The site's calls, answered by the reference API as the page's server would answer them. */
const apiFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return fetch(`${inject('apiUrl')}${url.pathname}${url.search}`, init);
};

const draw = (path: string, cookie?: string) =>
  renderFirstScreen(brand, {
    url: `${PAGE}${path}`,
    mobile: true,
    fetch: apiFetch,
    ...(cookie ? { cookie } : {}),
  });

describe('renderFirstScreen', () => {
  it("draws a guest's home from the API's answers, inert and hidden until the site replaces it", async () => {
    const drawn = await draw('/?lang=en');
    expect(drawn).toBeDefined();
    expect(drawn?.html).toMatch(
      new RegExp(
        `^<div ${FIRST_SCREEN_ATTRIBUTE} inert aria-hidden="true" style="display:contents">`,
      ),
    );
    // The chrome and the home's data: the sign-in button, a seeded banner and the hot games.
    expect(drawn?.html).toContain('Sign in');
    expect(drawn?.html).toContain('Every match, live odds');
    expect(drawn?.html).toMatch(/Hot games/i);
    // The footer's compliance links: start-up's compliance call answered before the drawing
    // (the browser's first render has them, so a drawing without them is rendered anew).
    expect(drawn?.html).toContain('National self-exclusion scheme');
    // Its styles, as styled-components marks its own (the browser's adopts them), with the
    // markers it reads them back by: each component's id, named after where it is written.
    expect(drawn?.styles).toMatch(
      new RegExp(
        `^<style data-styled="true" data-styled-version="${version}" ${FIRST_SCREEN_ATTRIBUTE}>`,
      ),
    );
    expect(drawn?.styles).toMatch(/data-styled\.g\d+\[id="[^"]+"\]\{content:"/);
  });

  it('draws the sign-in form, and the page in the language its address names', async () => {
    const signIn = await draw('/sign_in?lang=en');
    expect(signIn?.html).toContain('type="password"');
    const ja = await draw('/?lang=ja');
    expect(ja?.html).toContain('ログイン');
  });

  it("draws a returning guest's page in the language their cookie keeps, the address's first", async () => {
    const kept = await draw('/', 'lobby_locale=ja');
    expect(kept?.html).toContain('ログイン');
    const named = await draw('/?lang=zh-CN', 'lobby_locale=ja');
    expect(named?.html).toContain('登录');
    expect(named?.html).not.toContain('ログイン');
  });

  it('follows the guards to the home from a page a guest may not see', async () => {
    const drawn = await draw('/wallet/index?lang=en');
    expect(drawn?.html).toContain('Every match, live odds');
  });

  it("draws nothing for a member's page, and asks nothing: the session cookie says who it is", async () => {
    const asked: string[] = [];
    const drawn = await renderFirstScreen(brand, {
      url: `${PAGE}/?lang=en`,
      mobile: true,
      cookie: 'lobby_nexbet_token=tok-1; lobby_nexbet_token_time=1',
      fetch: (input, init) => {
        asked.push(input instanceof Request ? input.url : String(input));
        return apiFetch(input, init);
      },
    });
    expect(drawn).toBe(undefined);
    // Declined before assembly: no language file, no start-up call.
    expect(asked).toEqual([]);
  });

  it("draws a guest's page whatever other cookies it carries (another brand's session)", async () => {
    const drawn = await draw('/sign_in?lang=en', 'lobby_fubo_token=tok-2; theme=dark');
    expect(drawn?.html).toContain('type="password"');
  });
});

describe('requestCookies', () => {
  it('reads the cookie header, decoding values, skipping what has no name', () => {
    const jar = requestCookies('a=1; b=x%20y; =z; broken; c=%E0%A4%A');
    expect(jar.get('a')).toBe('1');
    expect(jar.get('b')).toBe('x y');
    expect(jar.get('c')).toBe('%E0%A4%A');
    expect(requestCookies(undefined).get('a')).toBeUndefined();
  });
});

describe('drawingStyles', () => {
  it("marks the rules as styled-components' and the drawing's, and no value inside can end the element", () => {
    expect(drawingStyles('.a{color:red}')).toBe(
      `<style data-styled="true" data-styled-version="${version}" ${FIRST_SCREEN_ATTRIBUTE}>.a{color:red}</style>`,
    );
    const styles = drawingStyles('.a{background:url("x</STYLE><b>y")}');
    expect(styles.match(/<\/style/gi)).toHaveLength(1);
    expect(styles).toContain('url("x<\\/STYLE><b>y")');
    expect(drawingStyles('')).toBe('');
  });
});
