/**
 * `@lobby/feature-home/variants/retro`: the RETRO home on a subpath of its own, which the site's
 * variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { RetroHome } from '../home/retro-home.tsx';
