import '@fontsource-variable/inter';
import '@fontsource-variable/nunito';
import '@fontsource-variable/outfit';
import '@fontsource-variable/playfair-display';
import '@fontsource-variable/space-grotesk';
import '@fontsource/barlow-condensed/600.css';
import '@fontsource/barlow-condensed/700.css';
import '@fontsource/bungee';
import '@fontsource/cinzel/600.css';
import '@fontsource/cinzel/700.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { VariantStack } from '@lobby/test-kit/variant-stack';
import type { VariantName } from '@lobby/tokens';
import { getTheme, themeNames, themes, variantShowcase } from '@lobby/tokens/themes';
import { ThemeProvider, ToastProvider } from '@lobby/ui';
import { configure } from 'storybook/test';

// Play functions wait for screens that load lazily and answer from mock handlers; on a loaded
// two-core CI machine that can take well over testing-library's default second. A generous
// ceiling costs nothing when the screen is quick and stops such waits from failing at random.
configure({ asyncUtilTimeout: 15_000 });

/**
 * The story tests run once per theme (see vitest.config.ts); each run fixes its theme here
 * through a compile-time constant. In the Storybook UI it is undefined and the toolbar rules.
 */
declare const __LOBBY_STORY_THEME__: string | undefined;
const fixedTheme = typeof __LOBBY_STORY_THEME__ === 'string' ? __LOBBY_STORY_THEME__ : undefined;

/** Toolbar value that shows a story under every variant at once. */
const STACKED = 'ALL';

/**
 * The theme a story opens under in the UI: the toolbar's choice; else, for a variant screen's
 * story (`parameters.lobbyVariant`), the theme that shows that variant as designed, so a RETRO
 * layout opens in a RETRO theme; else DIAMOND.
 */
function themeFor(globalTheme: unknown, lobbyVariant: unknown): string {
  if (typeof globalTheme === 'string' && globalTheme) return globalTheme;
  if (typeof lobbyVariant === 'string' && Object.hasOwn(variantShowcase, lobbyVariant))
    return variantShowcase[lobbyVariant as VariantName];
  return 'DIAMOND';
}

const withLobbyTheme: Decorator = (Story, context) => {
  const chosen =
    fixedTheme ?? themeFor(context.globals['theme'], context.parameters['lobbyVariant']);
  if (chosen === STACKED) return <VariantStack render={() => <Story />} />;
  return (
    <ThemeProvider theme={getTheme(chosen)}>
      <ToastProvider>
        <Story />
      </ToastProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withLobbyTheme],
  globalTypes: {
    theme: {
      description: 'Lobby theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          ...themeNames.map((name) => ({
            value: name,
            title: `${name} · ${themes[name].variant}`,
          })),
          { value: STACKED, title: 'All variants (stacked)' },
        ],
      },
    },
  },
  // No theme until the toolbar picks one, so a variant screen opens in its own group's theme.
  initialGlobals: { theme: fixedTheme ?? '' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet 820', styles: { width: '820px', height: '1180px' } },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
      },
    },
  },
};

export default preview;
