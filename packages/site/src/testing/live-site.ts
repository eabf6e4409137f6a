/**
 * The whole nexbet site mounted in jsdom against the package's reference API, for suites that
 * drive it as a visitor does: start at a path, sign in through the form, stop and forget the
 * session between tests.
 */
import type { LoggerPort } from '@lobby/api-client';
import { ops } from '@lobby/test-api/ops';
import { PASSWORD, serverFetch, uniqueUsername } from '@lobby/test-kit/live';
import { theme } from '@lobby/tokens/themes/nexbet';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, inject } from 'vitest';
import { createMemberSite } from '../create-member-site.tsx';
import type { MemberSite } from '../create-member-site.tsx';

/** The seeded brand the site runs as (apps/api/src/seed/brands.ts). */
export const LIVE_BRAND = 'nexbet';

let site: MemberSite | undefined;
let container: HTMLDivElement | undefined;

/** Unmounts the running site, if any. */
function stopSite(): void {
  site?.dispose();
  site = undefined;
  container?.remove();
  container = undefined;
}

/**
 * Mounts the nexbet site at `path` (stopping one already running), against `apiUrl` (default:
 * the reference API), logging the SDK's warnings to `logger` when given; `watch` sees every
 * request the site makes before it leaves, and holds it until the promise it answers settles.
 */
export async function startSite(
  path: string,
  apiUrl: string = inject('apiUrl'),
  logger?: LoggerPort,
  watch?: (url: string) => void | Promise<void>,
): Promise<void> {
  await mountSite(LIVE_BRAND, path, apiUrl, logger, watch);
}

/**
 * The brand a test may switch for the whole API (maintenance) without closing the site the other
 * suites use: they run side by side on one server, all as {@link LIVE_BRAND}.
 */
export const SWITCHED_BRAND = 'fubo';

/** Mounts the site as {@link SWITCHED_BRAND} (nexbet's look) at `path`. */
export async function startSwitchedSite(path: string): Promise<void> {
  await mountSite(SWITCHED_BRAND, path, inject('apiUrl'));
}

async function mountSite(
  brand: string,
  path: string,
  apiUrl: string,
  logger?: LoggerPort,
  watch?: (url: string) => void | Promise<void>,
): Promise<void> {
  stopSite();
  window.history.replaceState(null, '', path);
  container = document.createElement('div');
  document.body.append(container);
  site = await createMemberSite(
    {
      id: brand,
      name: 'NexBet',
      theme,
      release: 't1',
      production: true,
      apiUrl,
    },
    {
      fetch: watch
        ? async (input, init) => {
            await watch(input instanceof Request ? input.url : String(input));
            return serverFetch(input, init);
          }
        : serverFetch,
      ...(logger ? { logger } : {}),
    },
  ).mount(container);
}

/** Forgets every cookie of the page (the session lives in them). */
function clearCookies(): void {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=', 1)[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Creates a member of the brand and signs them in through the running site's sign-in page;
 * resolves once the header shows their balance. Answers the username.
 */
export async function signInThroughForm(user: UserEvent): Promise<string> {
  const username = uniqueUsername('site');
  await ops('member:create', { brand: LIVE_BRAND, username, password: PASSWORD, balance: 0 });
  await startSite('/sign_in');
  const form = (await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).closest(
    'main',
  );
  if (!form) throw new Error('The sign-in page has no main landmark');
  await user.type(within(form).getByLabelText(/^Username/), username);
  await user.type(within(form).getByLabelText(/^Password/), PASSWORD);
  await user.click(within(form).getByRole('button', { name: 'Sign in' }));
  await within(screen.getByRole('banner')).findByRole('link', { name: /^Balance / });
  return username;
}

/**
 * Gives every test of the calling suite a fresh visitor: storage and cookies forgotten before
 * it, the site stopped and the session's cookies dropped after it. Call it inside `describe`.
 */
export function freshVisitorEachTest(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearCookies();
  });
  afterEach(() => {
    stopSite();
    clearCookies();
  });
}
