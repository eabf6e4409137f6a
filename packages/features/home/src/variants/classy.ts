/**
 * `@lobby/feature-home/variants/classy`: the CLASSY home on a subpath of its own, which the site's
 * variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { ClassyHome } from '../home/classy-home.tsx';
