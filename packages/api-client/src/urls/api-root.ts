/**
 * Where the member API lives, from the `baseUrl` a developer passes. Both spellings a developer
 * reaches for work: the API's origin (`https://api.example.com`) and the URL the API's own pages
 * show (`https://api.example.com/api/v1`).
 */
import { API_PREFIX } from '@lobby/contract/core';

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
