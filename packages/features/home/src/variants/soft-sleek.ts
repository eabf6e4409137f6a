/**
 * `@lobby/feature-home/variants/soft-sleek`: the SOFT-SLEEK home on a subpath of its own, which the
 * site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { SoftSleekHome } from '../home/soft-sleek-home.tsx';
