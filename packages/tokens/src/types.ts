/**
 * The shape of Lobby's design tokens.
 *
 * Two layers: a palette of raw colours (see `palette.ts`) and these semantic groups, which are
 * the only thing components read. A component asks for `color.bgSurface`, never for "gold" or
 * for a brand, so every theme can restyle every component without a code change.
 */

/** Every named theme of the product (spec §1). A brand build fixes one of these. */
export type ThemeName =
  | 'DIAMOND'
  | 'REG'
  | 'NEXBET'
  | 'FUBO'
  | 'HELO8'
  | 'BWC88'
  | '711WIN'
  | 'THEME8'
  | 'THEME9'
  | 'THEME10'
  | 'THEME11'
  | 'THEME12'
  | 'LITE';

/** The visual families a theme builds on; screen variants in `site` are keyed by these. */
export type VariantName = 'DIAMOND' | 'RETRO' | 'LITE' | 'CLASSY' | 'SOFT-SLEEK' | 'PRO-SLEEK';

/** The festival animations the operator can switch on (spec §2 layout). */
export type FestivalKind = 'snow' | 'firework' | 'none';

/**
 * Colour roles. Each text role is meant to be read on the surfaces (`bgCanvas`, `bgSurface`,
 * `bgRaised`, `bgSunken`) and each `onX` on its `X`; the contrast test holds every theme to
 * WCAG AA for those pairs.
 */
export interface ColorTokens {
  /** The page behind everything. */
  bgCanvas: string;
  /** Cards, lists, sheets. */
  bgSurface: string;
  /** Menus, dialogs and anything lifted above a surface. */
  bgRaised: string;
  /** Inputs and wells set into a surface. */
  bgSunken: string;
  /** Scrim behind dialogs and drawers. */
  bgOverlay: string;
  /** Hover and pressed tint laid over any surface. */
  bgHover: string;
  /** Header and bottom tab bar. */
  bgNav: string;
  /** Hairlines between rows and around cards (decorative, no contrast duty). */
  border: string;
  /** Borders that identify a control (inputs, checkboxes): at least 3:1 on surfaces. */
  borderStrong: string;
  /** Body text. */
  text: string;
  /** Secondary text, still AA on every surface. */
  textMuted: string;
  /** Disabled text (exempt from contrast rules, but still legible). */
  textDisabled: string;
  /** The brand's main colour as a fill (primary buttons, selected chips). */
  accent: string;
  /** The deeper end of the accent (pressed state, gradient end). */
  accentStrong: string;
  /** Accent used as text or icon on surfaces (links, selected tab labels). */
  accentText: string;
  /** Text and icons on an accent fill. */
  onAccent: string;
  /** A faint accent tint for selected rows and badges' backgrounds. */
  accentSoft: string;
  /** The supporting brand colour as a fill. */
  secondary: string;
  /** Text on a secondary fill. */
  onSecondary: string;
  /** Keyboard focus outline: at least 3:1 on surfaces. */
  focusRing: string;
  /** A won bet or a gain. */
  win: string;
  /** A lost bet or a loss. */
  loss: string;
  /** A pending bet, deposit or withdrawal. */
  pending: string;
  /** A draw or a neutral result. */
  draw: string;
  /** Success messages. */
  success: string;
  /** Warnings. */
  warning: string;
  /** Errors and destructive actions (as text and as a fill). */
  danger: string;
  /** Text on a danger fill. */
  onDanger: string;
  /** Information. */
  info: string;
  /** VIP highlights (levels, crowns, meters). */
  vip: string;
  /** Skeleton placeholder base. */
  skeleton: string;
  /** Skeleton shimmer highlight. */
  skeletonShine: string;
}

/** A two-stop linear gradient; both stops must carry the text meant to sit on it. */
export interface GradientToken {
  angle: number;
  from: string;
  to: string;
}

/** Gradients that give each variant its character. */
export interface GradientTokens {
  /** Primary buttons, active chips; `onAccent` text sits on it. */
  accent: GradientToken;
  /** Banners and headers; `text` sits on it. */
  hero: GradientToken;
  /** Faint sheen across cards (decorative). */
  surface: GradientToken;
}

/** Spacing steps in px, mobile first. */
export interface SpaceTokens {
  none: string;
  xxs: string;
  xs: string;
  sm: string;
  md: string;
  lg: string;
  xl: string;
  xxl: string;
  xxxl: string;
}

/** Corner radii. */
export interface RadiusTokens {
  none: string;
  sm: string;
  md: string;
  lg: string;
  xl: string;
  pill: string;
}

/** Border widths: thin lines and control outlines. */
export interface BorderWidthTokens {
  hairline: string;
  control: string;
  focus: string;
}

/** Typography. Sizes are rem so members' font-size settings still apply. */
export interface FontTokens {
  family: { body: string; display: string; mono: string };
  size: {
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    display: string;
  };
  weight: { regular: number; medium: number; bold: number; heavy: number };
  lineHeight: { tight: number; normal: number; relaxed: number };
  letterSpacing: { display: string; caps: string; normal: string };
  /** How button and tab labels are cased: part of a variant's voice. */
  controlCase: 'none' | 'uppercase';
}

/** Elevation. */
export interface ShadowTokens {
  none: string;
  sm: string;
  md: string;
  lg: string;
  /** A coloured glow for highlighted or focused accents. */
  glow: string;
}

/** Motion. Durations in ms (numbers, so timers can read them too). */
export interface MotionTokens {
  duration: { instant: number; fast: number; normal: number; slow: number };
  easing: { standard: string; emphasized: string; exit: string };
}

/** Stacking order of overlays. */
export interface ZIndexTokens {
  base: number;
  raised: number;
  sticky: number;
  nav: number;
  fab: number;
  drawer: number;
  dialog: number;
  toast: number;
  progress: number;
  festival: number;
}

/** Minimum widths in px where the layout widens (mobile first). */
export interface BreakpointTokens {
  sm: number;
  md: number;
  lg: number;
  xl: number;
}

/** Control and chrome sizes. */
export interface SizeTokens {
  controlSm: string;
  controlMd: string;
  controlLg: string;
  /** The smallest comfortable touch target. */
  touch: string;
  header: string;
  tabBar: string;
  contentMax: string;
}

/** Brand identity the chrome shows; not styling, but fixed per build like the rest. */
export interface BrandTokens {
  logo: {
    /** The wordmark shown when no logo image is configured. */
    wordmark: string;
    /** Logo image URL from the backend, when there is one. */
    src: string;
  };
  /** Festival animation shown when the backend names none. */
  festival: FestivalKind;
  /** Whether the floating customer-service button shows (hidden in the lite variant, spec §2). */
  floatingContact: boolean;
}

/** Every token group except the theme's identity; `base` is a complete one of these. */
export interface ThemeTokens {
  colorScheme: 'dark' | 'light';
  color: ColorTokens;
  gradient: GradientTokens;
  space: SpaceTokens;
  radius: RadiusTokens;
  borderWidth: BorderWidthTokens;
  font: FontTokens;
  shadow: ShadowTokens;
  motion: MotionTokens;
  zIndex: ZIndexTokens;
  breakpoint: BreakpointTokens;
  size: SizeTokens;
  brand: BrandTokens;
}

/** A complete, named theme: what a brand build bundles and `ThemeProvider` receives. */
export interface Theme extends ThemeTokens {
  name: ThemeName;
  variant: VariantName;
}

/** Every key optional, at every depth; arrays and primitives are replaced whole. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** What a variant may override: any part of the tokens, nothing that is not a token. */
export type TokenPatch = DeepPartial<ThemeTokens>;

/**
 * Maps every key of `T` that `Shape` lacks to `never`, at every depth, so that a misspelt
 * token is a compile error even where TypeScript's excess-property check does not reach
 * (objects built elsewhere and passed in, spreads).
 */
export type Exact<T, Shape> = T extends readonly unknown[]
  ? T
  : T extends object
    ? {
        [K in keyof T]: K extends keyof Shape ? Exact<T[K], NonNullable<Shape[K]>> : never;
      }
    : T;

/** A variant: a name and an exact partial laid over `base`. */
export interface Variant {
  name: VariantName;
  tokens: TokenPatch;
}

/** Corner styles a brand can pick without touching the variant. */
export type RadiusAxis = 'sharp' | 'standard' | 'round';

/** The brand's accent: the fill, its deep end, its text form and the text on it. */
export interface AccentAxis {
  accent: string;
  accentStrong: string;
  accentText: string;
  onAccent: string;
  accentSoft: string;
}

/** The few things a brand changes on top of its variant (ARCHITECTURE §4). */
export interface BrandAxes {
  accent?: AccentAxis;
  radius?: RadiusAxis;
  fontFamily?: { body?: string; display?: string };
  logo?: { wordmark?: string; src?: string };
  festival?: FestivalKind;
}
