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

function flatten(path: string[], value: unknown, out: Record<string, string>): void {
  if (typeof value === 'string') out[cssVarName(path)] = value;
  else if (typeof value === 'number') out[cssVarName(path)] = withUnit(path, value);
  else if (typeof value === 'object' && value !== null) {
    if (isGradient(value)) out[cssVarName(path)] = gradientCss(value);
    else for (const [key, inner] of Object.entries(value)) flatten([...path, key], inner, out);
  }
}

/**
 * Every styling token of a theme as CSS custom properties, so code outside styled-components
 * (plain CSS, a payment iframe, an email template) can use the same tokens.
 */
export function toCssVariables(theme: ThemeTokens): Record<string, string> {
  const out: Record<string, string> = { '--lobby-color-scheme': theme.colorScheme };
  for (const group of EMITTED_GROUPS) flatten([group], theme[group], out);
  return out;
}

/** A stylesheet declaring a theme's variables on `selector` (`:root` by default). */
export function toCssText(theme: Theme, selector = ':root'): string {
  const lines = Object.entries(toCssVariables(theme)).map(
    ([name, value]) => `  ${name}: ${value};`,
  );
  return `/* Lobby theme ${theme.name} (${theme.variant}) */\n${selector} {\n  color-scheme: ${theme.colorScheme};\n${lines.join('\n')}\n}\n`;
}
