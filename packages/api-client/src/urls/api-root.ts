/**
 * Where the member API lives, from the `baseUrl` a developer passes. Both spellings a developer
 * reaches for work: the API's origin (`https://api.example.com`) and the URL the API's own pages
 * show (`https://api.example.com/api/v1`).
 */
import { API_PREFIX, BRAND_PARAM } from '@lobby/contract/core';

/** A path or URL without its trailing slashes. */
function trimSlashes(value: string): string {
  return value.replace(/\/+$/, '');
}

/**
 * `baseUrl` without trailing slashes and without a trailing API path (`apiPath`, default the
 * contract's `API_PREFIX`): `https://api.example.com/api/v1/` → `https://api.example.com`. The
 * API path is added back for API calls, and storage calls (language files) live beside it.
 */
export function normaliseBaseUrl(baseUrl: string, apiPath: string = API_PREFIX): string {
  const base = trimSlashes(baseUrl.trim());
  const path = trimSlashes(apiPath);
  return path !== '' && base.endsWith(path) ? base.slice(0, -path.length) : base;
}

/** The root API calls go to: the normalised `baseUrl` followed by the API path. */
export function apiRootOf(baseUrl: string, apiPath: string = API_PREFIX): string {
  return normaliseBaseUrl(baseUrl, apiPath) + trimSlashes(apiPath);
}

/** The page's origin in a browser; none in Node, where no call is ever cross-origin. */
function pageOrigin(): string | undefined {
  return (globalThis as { location?: { origin?: string } }).location?.origin;
}

/**
 * Names `brand` in the query of a call to another origin than the page's (or from Node): a
 * browser's CORS preflight carries the URL but none of the page's headers, so that is how the
 * API knows whose allowed origins to judge it by. A call to the page's own origin is never
 * preflighted and keeps its plain URL (the page's primed answers are keyed by it).
 */
export function nameBrandForPreflight(url: URL, brand: string | undefined): void {
  if (brand && url.origin !== pageOrigin()) url.searchParams.set(BRAND_PARAM, brand);
}
