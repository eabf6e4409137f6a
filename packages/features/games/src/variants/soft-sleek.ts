/**
 * `@lobby/feature-games/variants/soft-sleek`: the SOFT-SLEEK provider list on a subpath of its own,
 * which the site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { SoftSleekProviderList } from '../providers/soft-sleek-provider-list.tsx';
