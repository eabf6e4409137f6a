/**
 * The invite link a member shares. The API's `invite_link` is built on an origin the API
 * knows (in development, a local dev host), so the screen builds its own: the brand's public
 * origin (or, without one, the origin the member is on) and the spec's invite-signup route.
 */
import { getHref } from '@lobby/domain/routes';

/** An http(s) origin from `raw` (any path, query or slash dropped), or nothing. */
function originOf(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The link that opens sign-up with `code` (`https://brand.example/invite_signup/CODE`), on
 * `publicOrigin`, else the page's own origin; a site-relative link when neither is known.
 */
export function inviteLink(code: string, publicOrigin?: string): string {
  const origin =
    originOf(publicOrigin) ??
    originOf(typeof window === 'undefined' ? undefined : window.location.origin) ??
    '';
  return `${origin}${getHref('INVITE_SIGNUP', { codeid: code })}`;
}
