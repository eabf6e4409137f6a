/**
 * `@lobby/feature-games/variants/retro`: the RETRO provider list on a subpath of its own, which the
 * site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { RetroProviderList } from '../providers/retro-provider-list.tsx';
