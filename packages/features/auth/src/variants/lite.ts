/**
 * `@lobby/feature-auth/variants/lite`: the LITE sign-in page on a subpath of its own, which the
 * site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { LiteSignIn } from '../sign-in/lite-sign-in.tsx';
