import type { BreakpointTokens, Theme } from '@lobby/tokens';
import { toCssVariables, tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import {
  createGlobalStyle,
  css,
  ThemeProvider as StyledThemeProvider,
  useTheme,
} from 'styled-components';
import styled from 'styled-components';

declare module 'styled-components' {
  /** Components read Lobby's semantic tokens from the styled-components theme. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

function cssVariableBlock(theme: Theme): string {
  return Object.entries(toCssVariables(theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

/**
 * The theme's variables declared on an element, for the surfaces that leave their
 * `ThemeScope` in the DOM (an overlay's portal on `body`, the fixed toast region): where
 * several themes share a page, they still resolve `tokenVars` to their own theme's values.
 * Not exported from the package.
 */
export const themeVariables = css`
  ${({ theme }) => cssVariableBlock(theme)}
`;

/**
 * Page-wide base styles: box sizing, the canvas, body type, focus defaults and reduced
 * motion. It also declares the theme's CSS variables on `:root` so plain CSS can use them.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${({ theme }) => cssVariableBlock(theme)}
    color-scheme: ${tokenVars.colorScheme};
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${tokenVars.color.bgCanvas};
    color: ${tokenVars.color.text};
    font-family: ${tokenVars.font.family.body};
    font-size: ${tokenVars.font.size.md};
    line-height: ${tokenVars.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    -webkit-tap-highlight-color: transparent;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** The theme a brand build fixed (or the one the non-production selector chose). */
  theme: Theme;
  /** Also apply {@link GlobalStyle}; off when several themes share one page (Storybook's stacked view). */
  global?: boolean;
  /** What the theme applies to. */
  children?: ReactNode;
}

/** Gives every component below it the theme's tokens. */
export function ThemeProvider({ theme, global = true, children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {global ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}

/** The current theme, typed: for the rare component that needs a token in JavaScript (timers). */
export function useLobbyTheme(): Theme {
  return useTheme();
}

/**
 * A box painted like a page of the current theme (canvas, text colour, body font), for
 * showing a theme inside a page that has another: previews and side-by-side views.
 */
export const ThemeScope = styled.div`
  ${({ theme }) => cssVariableBlock(theme)}
  color-scheme: ${tokenVars.colorScheme};
  background: ${tokenVars.color.bgCanvas};
  color: ${tokenVars.color.text};
  font-family: ${tokenVars.font.family.body};
  font-size: ${tokenVars.font.size.md};
  line-height: ${tokenVars.font.lineHeight.normal};
`;

/** A min-width media query for a breakpoint (mobile first: styles widen upwards). */
export function up(theme: Theme, breakpoint: keyof BreakpointTokens): string {
  return `@media (min-width: ${theme.breakpoint[breakpoint]}px)`;
}

/**
 * The keyboard focus ring, shared so every control shows focus the same way. Written with
 * variables so the many components that include it keep static styles.
 */
export const focusRing = css`
  &:focus-visible {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * Lays an element's `<img>` child, its artwork, over the whole element, cropped to cover: the
 * tiles, banners and heroes that show generated artwork behind their content. Artwork is an
 * image rather than a CSS background, whose SVG a browser loads while it computes styles.
 */
export const artworkLayer = css`
  & > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * {@link artworkLayer} behind the element's content, under `shade` (a CSS gradient that keeps
 * the text on it readable). The element gets a stacking context of its own, so both layers stay
 * behind its content and above whatever lies behind the element.
 */
export function shadedArtworkLayer(shade: string) {
  return css`
    isolation: isolate;
    ${artworkLayer}
    & > img {
      z-index: -2;
    }
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      z-index: -1;
      background: ${shade};
    }
  `;
}

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** A span only screen readers perceive (labels for icon-only content, live text). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
