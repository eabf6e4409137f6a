/**
 * Test helpers for code that renders Lobby components: `renderWithTheme` wraps the tree in
 * the theme and toast providers the components expect, so tests render what a member sees.
 */
import type { Theme } from '@lobby/tokens';
import { theme as diamond } from '@lobby/tokens/themes/diamond';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from '../theme/theme-provider.tsx';
import { ToastProvider } from '../components/toast.tsx';

/** Options of {@link renderWithTheme}. */
interface RenderWithThemeOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The theme to render under; DIAMOND (the default theme) when absent. */
  theme?: Theme;
}

/** Renders `ui` inside Lobby's theme and toast providers, like the site does. */
export function renderWithTheme(
  ui: ReactElement,
  { theme = diamond, ...options }: RenderWithThemeOptions = {},
): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
