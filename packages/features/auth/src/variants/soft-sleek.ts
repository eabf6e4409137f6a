/**
 * `@lobby/feature-auth/variants/soft-sleek`: the SOFT-SLEEK sign-in page on a subpath of its own,
 * which the site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { SoftSleekSignIn } from '../sign-in/soft-sleek-sign-in.tsx';
