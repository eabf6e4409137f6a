/**
 * `@lobby/feature-games/variants/diamond`: the DIAMOND provider list on a subpath of its own, which
 * the site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { DiamondProviderList } from '../providers/diamond-provider-list.tsx';
