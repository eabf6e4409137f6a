/**
 * `@lobby/feature-home/variants/lite`: the LITE home on a subpath of its own, which the site's
 * variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { LiteHome } from '../home/lite-home.tsx';
