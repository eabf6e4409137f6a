/**
 * `@lobby/feature-account/variants/classy`: the CLASSY my page on a subpath of its own, which the
 * site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { ClassyMyPage } from '../my-page/classy-my-page.tsx';
