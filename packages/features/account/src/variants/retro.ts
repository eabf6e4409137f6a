/**
 * `@lobby/feature-account/variants/retro`: the RETRO my page on a subpath of its own, which the
 * site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { RetroMyPage } from '../my-page/retro-my-page.tsx';
