/**
 * `@lobby/feature-games/variants/classy`: the CLASSY provider list on a subpath of its own, which
 * the site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { ClassyProviderList } from '../providers/classy-provider-list.tsx';
