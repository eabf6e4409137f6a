/**
 * `@lobby/feature-auth/variants/classy`: the CLASSY sign-in page on a subpath of its own, which the
 * site's variant map imports lazily: a route loads its variant's layout, not all six.
 */
export { ClassySignIn } from '../sign-in/classy-sign-in.tsx';
