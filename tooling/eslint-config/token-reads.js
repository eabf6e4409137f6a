/**
 * When a styled-components interpolation that reads a token from the theme
 * (`${({ theme }) => theme.color.text}`) can be written as a CSS variable instead
 * (`${tokenVars.color.text}`, from `@lobby/tokens`). Shared by the `lobby/prefer-token-vars`
 * lint rule and the `tooling/scripts/tokens-to-css-vars.ts` codemod, so both agree on the
 * exceptions.
 */

/**
 * The token groups emitted as CSS variables: `EMITTED_GROUPS` of `packages/tokens/src/css.ts`
 * plus `colorScheme` (its `tokenVars` entry). `brand` and the theme's identity (`name`,
 * `variant`) are not emitted. The codemod checks every path against `tokenVars` itself; this
 * list is for the lint rule, which cannot load the tokens package.
 */
export const EMITTED_GROUPS = new Set([
  'color',
  'gradient',
  'space',
  'radius',
  'borderWidth',
  'font',
  'shadow',
  'motion',
  'zIndex',
  'breakpoint',
  'size',
  'colorScheme',
]);

/** A gradient is one variable (the whole `linear-gradient()`); its parts have none. */
const GRADIENT_PARTS = new Set(['angle', 'from', 'to']);

/**
 * Whether a token path names an emitted variable, as far as the lint rule can tell without
 * the tokens: an emitted group, and not a gradient's angle or colour stops.
 *
 * @param {readonly string[]} path e.g. `['color', 'text']`
 */
export function isEmittedPath(path) {
  if (!EMITTED_GROUPS.has(path[0] ?? '')) return false;
  return !(path[0] === 'gradient' && GRADIENT_PARTS.has(path[2] ?? ''));
}

/**
 * Decides whether a pure token read at this place in a template can be a CSS variable.
 * `before` is the template's CSS text up to the interpolation (earlier interpolations as any
 * placeholder), `after` the text that follows it.
 *
 * - Inside an at-rule's prelude (`@media (min-width: …px)`) a variable never resolves.
 * - A unit right after the value (`${…}px`) means the token is a bare number being given a
 *   unit; only a duration followed by `ms` converts, because its variable already carries `ms`
 *   (`dropSuffix` says how many characters of `after` to remove).
 * - A name character right before it (`-${…}`, `x${…}`) glues the value to other text.
 *
 * @param {readonly string[]} path
 * @param {string} before
 * @param {string} after
 * @returns {{ ok: true, dropSuffix: number } | { ok: false, reason: string }}
 */
export function classifyTokenRead(path, before, after) {
  const statement = before.slice(
    Math.max(...['{', '}', ';'].map((c) => before.lastIndexOf(c))) + 1,
  );
  if (statement.includes('@'))
    return { ok: false, reason: 'in an at-rule prelude (media queries cannot read variables)' };
  if (/[\w.#-]$/.test(before)) return { ok: false, reason: 'joined to the text before it' };
  if (/^[A-Za-z%]/.test(after)) {
    if (path[0] === 'motion' && path[1] === 'duration' && /^ms(?![A-Za-z])/.test(after))
      return { ok: true, dropSuffix: 2 };
    return { ok: false, reason: 'a bare number given a unit' };
  }
  if (/^[\w.#(]/.test(after)) return { ok: false, reason: 'joined to the text after it' };
  return { ok: true, dropSuffix: 0 };
}
