/**
 * `@lobby/feature-account/variants/diamond`: the DIAMOND my page on a subpath of its own, which the
 * site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { DiamondMyPage } from '../my-page/diamond-my-page.tsx';
