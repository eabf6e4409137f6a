/**
 * `@lobby/feature-home/variants/soft-sleek`: the SOFT-SLEEK home on a subpath of its own, which the
 * site's variant map imports lazily: a route loads its variant's layout, not all six. `Home`
 * is the same layout under the name every variant's subpath gives it, for code that picks the
 * subpath by the variant's name (the site's variant map, a brand shell's start module).
 */
export { SoftSleekHome, SoftSleekHome as Home } from '../home/soft-sleek-home.tsx';
