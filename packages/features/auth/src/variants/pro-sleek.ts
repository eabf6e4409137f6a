/**
 * `@lobby/feature-auth/variants/pro-sleek`: the PRO-SLEEK sign-in page on a subpath of its own,
 * which the site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { ProSleekSignIn } from '../sign-in/pro-sleek-sign-in.tsx';
