import { base } from './base.ts';
import type { GradientToken, Theme, ThemeTokens } from './types.ts';

/** Prefix of every emitted custom property, so Lobby's never clash with a host page's. */
export const CSS_PREFIX = '--lobby';

/** Groups that are styling; `brand` and the theme's identity are not emitted. */
const EMITTED_GROUPS = [
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
] as const satisfies readonly (keyof ThemeTokens)[];

const kebab = (segment: string) => segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The custom-property name of a token path, e.g. `['color', 'bgSurface']` → `--lobby-color-bg-surface`. */
export function cssVarName(path: readonly string[]): string {
  return [CSS_PREFIX, ...path.map(kebab)].join('-');
}

/** A `linear-gradient()` for a gradient token. */
export function gradientCss(token: GradientToken): string {
  return `linear-gradient(${token.angle}deg, ${token.from}, ${token.to})`;
}

function isGradient(value: object): value is GradientToken {
  return 'angle' in value && 'from' in value && 'to' in value;
}

/** Numbers carry their unit by group: durations are ms, breakpoints px, the rest unitless. */
function withUnit(path: readonly string[], value: number): string {
  if (path[0] === 'motion') return `${value}ms`;
  if (path[0] === 'breakpoint') return `${value}px`;
  return String(value);
}

/**
 * Walks a token value down to its leaves (a gradient is one leaf) and hands each leaf's path
 * and CSS value to `leaf`: the one place that decides which paths become variables, shared by
 * {@link toCssVariables} and {@link tokenVars}.
 */
function walk(
  path: string[],
  value: unknown,
  leaf: (path: readonly string[], css: string) => void,
): void {
  if (typeof value === 'string') leaf(path, value);
  else if (typeof value === 'number') leaf(path, withUnit(path, value));
  else if (typeof value === 'object' && value !== null) {
    if (isGradient(value)) leaf(path, gradientCss(value));
    else for (const [key, inner] of Object.entries(value)) walk([...path, key], inner, leaf);
  }
}

/**
 * Every styling token of a theme as CSS custom properties, so code outside styled-components
 * (plain CSS, a payment iframe, an email template) can use the same tokens.
 */
export function toCssVariables(theme: ThemeTokens): Record<string, string> {
  const out: Record<string, string> = { [cssVarName(['colorScheme'])]: theme.colorScheme };
  for (const group of EMITTED_GROUPS)
    walk([group], theme[group], (path, css) => {
      out[cssVarName(path)] = css;
    });
  return out;
}

/** A token group with every leaf (a gradient included) replaced by a `var()` reference. */
export type TokenVarTree<T> = T extends GradientToken | string | number
  ? string
  : { readonly [K in keyof T]: TokenVarTree<T[K]> };

/** The shape of {@link tokenVars}: every emitted group of {@link ThemeTokens}, as `var()`s. */
export type TokenVars = {
  readonly [G in (typeof EMITTED_GROUPS)[number] | 'colorScheme']: TokenVarTree<ThemeTokens[G]>;
};

function buildTokenVars(): TokenVars {
  const root: Record<string, unknown> = {};
  // `base` is a complete token set, so its shape is every theme's shape (css.test checks it).
  for (const group of EMITTED_GROUPS)
    walk([group], base[group], (path) => {
      const parents = path.slice(0, -1);
      const last = path[parents.length] as string;
      let node = root;
      for (const key of parents) node = (node[key] ??= {}) as Record<string, unknown>;
      node[last] = `var(${cssVarName(path)})`;
    });
  return { ...root, colorScheme: `var(${cssVarName(['colorScheme'])})` } as TokenVars;
}

/**
 * Every emitted token as a `var(--lobby-…)` reference, in the theme's own shape:
 * `tokenVars.color.border` is `'var(--lobby-color-border)'`, `tokenVars.motion.duration.fast`
 * already carries its `ms` and `tokenVars.gradient.accent` is the whole `linear-gradient()`.
 *
 * A styled component written with these instead of `${({ theme }) => …}` has no function
 * interpolations, so styled-components computes its class once instead of on every render.
 * The variables resolve wherever `GlobalStyle` or `ThemeScope` declared a theme. Media
 * queries cannot read variables; they keep reading the theme.
 */
export const tokenVars: TokenVars = buildTokenVars();

/** A stylesheet declaring a theme's variables on `selector` (`:root` by default). */
export function toCssText(theme: Theme, selector = ':root'): string {
  const lines = Object.entries(toCssVariables(theme)).map(
    ([name, value]) => `  ${name}: ${value};`,
  );
  return `/* Lobby theme ${theme.name} (${theme.variant}) */\n${selector} {\n  color-scheme: ${theme.colorScheme};\n${lines.join('\n')}\n}\n`;
}
