/**
 * `@lobby/feature-account/variants/lite`: the LITE my page on a subpath of its own, which the
 * site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { LiteMyPage } from '../my-page/lite-my-page.tsx';
