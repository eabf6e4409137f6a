/**
 * `@lobby/feature-home/variants/diamond`: the DIAMOND home on a subpath of its own, which the
 * site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { DiamondHome } from '../home/diamond-home.tsx';
