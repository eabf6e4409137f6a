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
import { getTheme, themeNames, themes, variantShowcase } from '@lobby/tokens/themes';
import { ThemeProvider, ThemeScope, ToastProvider } from '@lobby/ui';
import styled from 'styled-components';
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

const Stack = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(340px, 1fr));
  gap: 1px;
  background: #444;
  min-height: 100vh;
`;

const Pane = styled(ThemeScope)`
  padding: 16px;
  position: relative;
  overflow: hidden;
  transform: translateZ(0);
`;

const PaneLabel = styled.p`
  margin: 0 0 12px;
  font:
    600 11px/1.2 system-ui,
    sans-serif;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textMuted};
`;

const withLobbyTheme: Decorator = (Story, context) => {
  const chosen = fixedTheme ?? (context.globals['theme'] as string | undefined) ?? 'DIAMOND';
  if (chosen === STACKED) {
    return (
      <Stack>
        {Object.entries(variantShowcase).map(([variant, name]) => (
          <ThemeProvider key={variant} theme={themes[name]} global={false}>
            <ToastProvider>
              <Pane>
                <PaneLabel>
                  {variant} · {name}
                </PaneLabel>
                <Story />
              </Pane>
            </ToastProvider>
          </ThemeProvider>
        ))}
      </Stack>
    );
  }
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
  initialGlobals: { theme: fixedTheme ?? 'DIAMOND' },
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
