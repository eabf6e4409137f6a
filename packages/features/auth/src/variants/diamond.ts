/**
 * `@lobby/feature-auth/variants/diamond`: the DIAMOND sign-in page on a subpath of its own, which
 * the site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { DiamondSignIn } from '../sign-in/diamond-sign-in.tsx';
