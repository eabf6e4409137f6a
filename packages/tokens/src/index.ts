export type {
  AccentAxis,
  BorderWidthTokens,
  BrandAxes,
  BrandTokens,
  BreakpointTokens,
  ColorTokens,
  DeepPartial,
  Exact,
  FestivalKind,
  FontTokens,
  GradientToken,
  GradientTokens,
  MotionTokens,
  RadiusAxis,
  RadiusTokens,
  ShadowTokens,
  SizeTokens,
  SpaceTokens,
  Theme,
  ThemeName,
  ThemeTokens,
  TokenPatch,
  Variant,
  VariantName,
  ZIndexTokens,
} from './types.ts';
export { palette } from './palette.ts';
export type { Palette } from './palette.ts';
export { base, systemFontStack } from './base.ts';
export { createTheme, deepMerge, defineVariant, radiusScales } from './merge.ts';
export { AA, composite, contrastRatio, luminance, parseColor } from './contrast.ts';
export type { Rgba } from './contrast.ts';
export { FONT_SHEETS, fontSheetsOf, webFontFamilies } from './fonts.ts';
export {
  CSS_PREFIX,
  cssVarName,
  gradientCss,
  toCssText,
  toCssVariables,
  tokenVars,
} from './css.ts';
export type { TokenVars, TokenVarTree } from './css.ts';
