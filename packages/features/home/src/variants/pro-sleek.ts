/**
 * `@lobby/feature-home/variants/pro-sleek`: the PRO-SLEEK home on a subpath of its own, which the
 * site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { ProSleekHome } from '../home/pro-sleek-home.tsx';
