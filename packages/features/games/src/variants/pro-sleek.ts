/**
 * `@lobby/feature-games/variants/pro-sleek`: the PRO-SLEEK provider list on a subpath of its own,
 * which the site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { ProSleekProviderList } from '../providers/pro-sleek-provider-list.tsx';
