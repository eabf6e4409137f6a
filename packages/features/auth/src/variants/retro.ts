/**
 * `@lobby/feature-auth/variants/retro`: the RETRO sign-in page on a subpath of its own, which the
 * site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { RetroSignIn } from '../sign-in/retro-sign-in.tsx';
