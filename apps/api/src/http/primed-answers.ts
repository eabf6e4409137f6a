/**
 * The answers a guest's first screen needs, put in the page the site serves (see
 * `@lobby/contract/core`'s `PRIMED_ANSWERS_ID`): start-up's configuration on every page, the
 * home's banners, hot games and top winners on the home, and a provider list's providers on it. Without them a phone fetches the site's
 * code, then asks for the configuration, then for the home's data: two more round trips before
 * the banner shows, each one the network's latency. With them it renders once the code runs.
 *
 * Each answer is the API's own, made by injecting the call into this server with the page
 * request's host, brand and address, as the site would make it (so rate limits and maintenance
 * apply alike). Only public calls (`auth: false`) are primed, answered as a guest: a signed-in
 * member's site asks the API itself (it sends its token; the site uses primed answers only for
 * calls without one). A call that fails or answers anything but 200 is left out, and the site
 * asks for it. Priming never fails the page.
 */
import {
  API_PREFIX,
  BRAND_HEADER,
  LOCALE_PARAM,
  PRIMED_ANSWERS_ID,
  primedAnswerKey,
} from '@lobby/contract/core';
import type { PrimedAnswers } from '@lobby/contract/core';
import { endpointById } from '@lobby/contract/registry';
import { Platform } from '@lobby/domain/enums';
import { normaliseLocale, toApiLocale } from '@lobby/domain/locale';
import { HOME_PATH, ROOT_PATH, matchRoute } from '@lobby/domain/routes';
import { resolveLocale, urlNamesLocale } from '@lobby/i18n/runtime';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** One call a page may be primed with: an endpoint and its query (besides the locale). */
interface PrimedCall {
  readonly id: string;
  readonly query?: Readonly<Record<string, string | number>>;
}

/**
 * The calls the site makes at start-up on every page (`packages/site/src/boot/boot.ts`): the
 * theme entry is asked for both platforms, since the page's width decides which the site wants.
 */
const START_UP_CALLS: readonly PrimedCall[] = [
  { id: 'config.maintenance' },
  { id: 'config.permissions' },
  { id: 'config.theme', query: { name: 'default' } },
  { id: 'config.theme', query: { name: 'default', platform: Platform.Mobile } },
  { id: 'config.theme', query: { name: 'default', platform: Platform.Pc } },
  { id: 'config.contact' },
  { id: 'config.languages' },
  { id: 'config.currencies' },
  { id: 'games.types' },
  { id: 'responsibleGambling.config' },
];

/** The calls the home makes on its first screen, besides start-up's. */
const HOME_CALLS: readonly PrimedCall[] = [
  { id: 'games.bannerGames' },
  { id: 'games.hot' },
  { id: 'games.topWinners' },
];

/** The page paths that are the home (the root opens the home). */
const HOME_PAGES = new Set([ROOT_PATH, HOME_PATH]);

/**
 * The calls the screen of the page at `pagePath` makes on its first render, besides start-up's:
 * the home's, and a provider list's channels of its game type (a type the API refuses answers
 * 400 and is left out).
 */
function screenCalls(pagePath: string): readonly PrimedCall[] {
  if (HOME_PAGES.has(pagePath)) return HOME_CALLS;
  const route = matchRoute(pagePath);
  const gameType = route?.params['gameType'];
  if ((route?.name === 'PROVIDER_LIST' || route?.name === 'GAME_INDEX') && gameType)
    return [{ id: 'games.channels', query: { type: gameType } }];
  return [];
}

/** The language list as the site asks for it before it knows the language (no locale). */
const LANGUAGES_PATH = `${API_PREFIX}${endpointById.get('config.languages')?.path ?? ''}`;

/** The path and query of a primed call in `locale`. */
function callUrl(call: PrimedCall, locale: string): URL {
  const route = endpointById.get(call.id);
  if (!route || route.method !== 'GET' || route.auth !== false)
    throw new Error(`${call.id} cannot be primed: only public GET calls are`);
  const url = new URL(`${API_PREFIX}${route.path}`, 'http://page.invalid');
  url.searchParams.set(LOCALE_PARAM, locale);
  for (const [name, value] of Object.entries(call.query ?? {}))
    url.searchParams.set(name, String(value));
  return url;
}

/** Answers the primed answers for a page request of `brand`, or `undefined` when none could be made. */
export async function primeAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  brand: string,
  pagePath: string,
): Promise<PrimedAnswers | undefined> {
  const headers = {
    ...(request.headers.host ? { host: request.headers.host } : {}),
    [BRAND_HEADER]: brand,
    accept: 'application/json',
  };
  const ask = async (url: string): Promise<string | undefined> => {
    const answer = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    return answer.statusCode === 200 ? answer.body : undefined;
  };
  const answers: Record<string, string> = {};
  // The language the site will start in: the page URL's, else the brand's default (a language
  // the member chose earlier is in their browser's storage, which only the site reads: its calls
  // then name another locale, match nothing here, and go to the API as before).
  let locale;
  if (urlNamesLocale(request.url)) {
    locale = resolveLocale({ url: request.url });
  } else {
    const languages = await ask(LANGUAGES_PATH);
    if (languages === undefined) return undefined;
    answers[LANGUAGES_PATH] = languages;
    const defaultLang = (JSON.parse(languages) as { defaultLang?: unknown }).defaultLang;
    locale = normaliseLocale(typeof defaultLang === 'string' ? defaultLang : 'en');
  }
  const calls = [...START_UP_CALLS, ...screenCalls(pagePath)];
  const urls = calls.map((call) => callUrl(call, toApiLocale(locale)));
  const bodies = await Promise.all(urls.map((url) => ask(url.pathname + url.search)));
  urls.forEach((url, i) => {
    const body = bodies[i];
    if (body !== undefined) answers[primedAnswerKey(url)] = body;
  });
  return { answers };
}

/**
 * The page element carrying `primed`. A JSON data block: the browser never runs it (so the CSP
 * needs no nonce for it), and every `<` is escaped so no answer's text can close the element.
 */
export function primedAnswersElement(primed: PrimedAnswers): string {
  const json = JSON.stringify(primed).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PRIMED_ANSWERS_ID}">${json}</script>`;
}
