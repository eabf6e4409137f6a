/**
 * `@lobby/feature-account/variants/soft-sleek`: the SOFT-SLEEK my page on a subpath of its own,
 * which the site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { SoftSleekMyPage } from '../my-page/soft-sleek-my-page.tsx';
