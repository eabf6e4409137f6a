/**
 * Which site a passkey ceremony is for: the relying party id (a host name) and the origin the
 * browser must report. Both come from the brand's settings (its hosts and allowed origins); a
 * request's Origin header only picks one of those, and anything else is refused.
 */
import type { Brand } from '../../base/brands.ts';
import { ApiError } from '../../base/errors.ts';
import { isLocal } from '../../base/origin.ts';

/** The relying party of one ceremony. */
export interface RelyingParty {
  /** The RP id: the site's host name, which a passkey is bound to. */
  id: string;
  /** The exact origin (`scheme://host[:port]`) the browser must report. */
  origin: string;
}

/**
 * Whether `origin` is one of the brand's sites: an allowed (CORS) origin, or one of its hosts
 * over https (over http only on this machine, as development serves it).
 */
export function isBrandOrigin(
  brand: Pick<Brand, 'hosts' | 'corsOrigins'>,
  origin: string,
): boolean {
  if (brand.corsOrigins.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  const host = url.hostname.toLowerCase();
  if (!brand.hosts.some((h) => h.toLowerCase() === host)) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLocal(host));
}

/**
 * The relying party for a request: its Origin header (a browser always sends one on these
 * POSTs), else the origin its Host makes, when it is one of the brand's sites; 400
 * `PASSKEY_INVALID` otherwise. The RP id is the origin's host name.
 */
export function relyingPartyOf(
  brand: Pick<Brand, 'hosts' | 'corsOrigins'>,
  request: { origin: string | undefined; protocol: string; host: string | undefined },
): RelyingParty {
  const origin =
    request.origin ?? (request.host ? `${request.protocol}://${request.host}` : undefined);
  if (!origin || !isBrandOrigin(brand, origin)) throw new ApiError('PASSKEY_INVALID');
  return { id: new URL(origin).hostname, origin };
}
