import { base } from './base.ts';
import type {
  BrandAxes,
  Exact,
  RadiusAxis,
  RadiusTokens,
  Theme,
  ThemeName,
  ThemeTokens,
  TokenPatch,
  Variant,
  VariantName,
} from './types.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Lays `patch` over `target` without mutating either: objects merge key by key, anything
 * else (strings, numbers, arrays) is replaced whole. `undefined` leaves the target's value.
 */
export function deepMerge<T>(target: T, patch: unknown): T {
  if (!isPlainObject(target) || !isPlainObject(patch)) {
    return (patch === undefined ? target : patch) as T;
  }
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    out[key] = key in target ? deepMerge(target[key], value) : value;
  }
  return out as T;
}

/**
 * Declares a variant. The patch must be exact: a key that is not a token (a typo such as
 * `colour` or `bgSurfce`) fails to compile, at any depth.
 */
export function defineVariant<const P extends TokenPatch>(
  name: VariantName,
  tokens: P & Exact<P, TokenPatch>,
): Variant & { tokens: P } {
  return { name, tokens };
}

/** The corner radii each radius axis stands for. */
export const radiusScales: Record<RadiusAxis, RadiusTokens> = {
  sharp: { none: '0px', sm: '2px', md: '4px', lg: '6px', xl: '10px', pill: '999px' },
  standard: { none: '0px', sm: '4px', md: '8px', lg: '12px', xl: '18px', pill: '999px' },
  round: { none: '0px', sm: '8px', md: '14px', lg: '20px', xl: '28px', pill: '999px' },
};

/** Applies a brand's axes to a variant's tokens: the only place brand choices enter. */
function brandPatch(axes: BrandAxes): TokenPatch {
  const patch: TokenPatch = {};
  if (axes.accent) {
    // The focus ring follows the brand so focus never looks like a foreign colour.
    patch.color = { ...axes.accent, focusRing: axes.accent.accentText };
    patch.gradient = {
      accent: { from: axes.accent.accent, to: axes.accent.accentStrong },
    };
  }
  if (axes.radius) patch.radius = radiusScales[axes.radius];
  if (axes.fontFamily) patch.font = { family: { ...axes.fontFamily } };
  if (axes.logo || axes.festival) {
    patch.brand = {
      ...(axes.logo ? { logo: { ...axes.logo } } : {}),
      ...(axes.festival ? { festival: axes.festival } : {}),
    };
  }
  return patch;
}

/**
 * Builds a named theme: `base`, then the variant, then the brand's axes. The axes are exact
 * too, so a brand cannot smuggle in a token the type does not know.
 */
export function createTheme<const A extends BrandAxes>(
  name: ThemeName,
  variant: Variant,
  axes: A & Exact<A, BrandAxes>,
): Theme {
  const tokens: ThemeTokens = deepMerge(deepMerge(base, variant.tokens), brandPatch(axes));
  return { name, variant: variant.name, ...tokens };
}
