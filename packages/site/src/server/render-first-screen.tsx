/**
 * Draws a guest's first screen on the server: the page's server (the API serving the site)
 * puts the markup in the page, so a phone paints the home, a provider list or the sign-in form
 * as soon as the page arrives, instead of after start-up's code has come and run. The browser
 * then renders the site over it (see `createMemberSite`'s mount): the drawing is a picture,
 * inert and hidden from assistive technology until the site replaces it.
 *
 * The site is assembled exactly as in the browser (`assembleSite`), with the request's address
 * and cookies, no device storage and the server's own answers for its calls. The route's
 * loaders run (start-up and the guards, then the screen's prefetch), the calls they started are
 * awaited, and the tree is drawn once from the store. A member's page (a session cookie), a
 * redirect out of the site, a route error or a failed language load draws nothing, and the browser starts as
 * it does without a drawing.
 */
import { createSession, lobbyApi, memoryCookies, memoryStorage } from '@lobby/api-client';
import type { CookiePort } from '@lobby/api-client';
import type { DrawnFirstScreen, FirstScreenRequest } from '@lobby/contract/core';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { ServerStyleSheet, version as styledVersion } from 'styled-components';
import { assembleSite, siteNamespace } from '../assemble-site.ts';
import type { BrandConfig } from '../brand.ts';
import { createRouteTable } from '../router/route-table.tsx';
import { SiteTree } from '../site-tree.tsx';
import { FIRST_SCREEN_ATTRIBUTE, firstScreenMarkup } from './first-screen-markup.ts';

/**
 * The drawing's `<style>` element for the rules styled-components collected (`css`), as
 * styled-components marks its own: the browser's styled-components adopts them at start-up
 * (and removes the element), so taking the drawing over adds no rule to the page, and the page
 * is not restyled frame after frame as the site's components render. Marked as the drawing's
 * too, and with no `</style` left in it, so a value from the backend (an image's address)
 * cannot end the element early (`\/` is `/` to CSS).
 */
export function drawingStyles(css: string): string {
  if (!css) return '';
  return `<style data-styled="true" data-styled-version="${styledVersion}" ${FIRST_SCREEN_ATTRIBUTE}>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/** The text of the style elements styled-components answers for a sheet. */
function sheetCss(sheet: ServerStyleSheet): string {
  return sheet
    .getStyleElement()
    .map(
      (element) =>
        (element.props as { dangerouslySetInnerHTML?: { __html?: string } }).dangerouslySetInnerHTML
          ?.__html ?? '',
    )
    .join('');
}

/** How many of the guards' redirects a drawing follows (the browser's router stops none). */
const MAX_REDIRECTS = 3;

/** The request's cookies as the session reads them (read-only: the server sets none). */
export function requestCookies(header: string | undefined): CookiePort {
  const jar = memoryCookies();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const value = part.slice(at + 1).trim();
    try {
      jar.set(part.slice(0, at).trim(), decodeURIComponent(value));
    } catch {
      jar.set(part.slice(0, at).trim(), value);
    }
  }
  return jar;
}

/**
 * Whether `cookies` hold a member's session for `brand`: read before anything is assembled, so
 * a member's page costs the server no language file, store or calls.
 */
function holdsSession(brand: BrandConfig, cookies: CookiePort): boolean {
  const session = createSession({
    namespace: siteNamespace(brand),
    cookies,
    storage: memoryStorage(),
    channels: null,
  });
  try {
    return session.isSignedIn();
  } finally {
    session.dispose();
  }
}

/** Draws `brand`'s first screen for a guest's page request; `undefined` when it draws none. */
export async function renderFirstScreen(
  brand: BrandConfig,
  request: FirstScreenRequest,
): Promise<DrawnFirstScreen | undefined> {
  const cookies = requestCookies(request.cookie);
  if (holdsSession(brand, cookies)) return undefined;
  const url = new URL(request.url);
  const site = await assembleSite(brand, {
    href: url.href,
    origin: url.origin,
    local: undefined,
    sessionStore: undefined,
    fetch: request.fetch,
    mobile: request.mobile,
    userAgent: '',
    scriptHost: undefined,
    cookies,
    probeImage: async () => true,
  });
  const { services } = site;
  try {
    if (await site.languageFailed) return undefined;
    const handler = createStaticHandler(createRouteTable(services, site.registry, site.askPort));
    // The guards' redirects (the root opens the home) are followed as the browser's router
    // follows them, within the site, a few at most.
    let context = await handler.query(new Request(url.href));
    for (let hops = 0; context instanceof Response && hops < MAX_REDIRECTS; hops += 1) {
      const next = new URL(context.headers.get('location') ?? '', url);
      if (next.origin !== url.origin) return undefined;
      context = await handler.query(new Request(next.href));
    }
    if (context instanceof Response || context.errors) return undefined;
    // The screen's prefetch runs once start-up knows the brand is open: its calls are then
    // in flight, and the drawing waits for them.
    await services.boot.open();
    await Promise.all(services.store.dispatch(lobbyApi.util.getRunningQueriesThunk()));
    const router = createStaticRouter(handler.dataRoutes, context);
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <SiteTree site={site} drawing>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SiteTree>,
        ),
      );
      const styles = drawingStyles(sheetCss(sheet));
      return { html: firstScreenMarkup(html), styles };
    } finally {
      sheet.seal();
    }
  } finally {
    // The store's cache would otherwise be kept alive by its removal timers for a minute per
    // page served: resetting it clears them.
    services.store.dispatch(lobbyApi.util.resetApiState());
    site.dispose();
    services.session.dispose();
  }
}
