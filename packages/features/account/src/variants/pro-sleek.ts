/**
 * `@lobby/feature-account/variants/pro-sleek`: the PRO-SLEEK my page on a subpath of its own, which
 * the site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { ProSleekMyPage } from '../my-page/pro-sleek-my-page.tsx';
