/**
 * `@lobby/feature-games/variants/lite`: the LITE provider list on a subpath of its own, which the
 * site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { LiteProviderList } from '../providers/lite-provider-list.tsx';
