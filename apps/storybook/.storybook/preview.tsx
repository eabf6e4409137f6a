import '@fontsource-variable/nunito';
import '@fontsource-variable/outfit';
import '@fontsource-variable/playfair-display';
import '@fontsource-variable/space-grotesk';
import '@fontsource/barlow-condensed/600.css';
import '@fontsource/barlow-condensed/700.css';
import '@fontsource/bungee';
import '@fontsource/cinzel/600.css';
import '@fontsource/cinzel/700.css';
import type { Args, Decorator, Loader, Preview } from '@storybook/react-vite';
import { DEFAULT_STORY_BRAND, StoryBrandProvider } from '@lobby/test-kit/story-brand';
import type { StoryBrand } from '@lobby/test-kit/story-brand';
import {
  STACK_FRAME_ATTRIBUTE,
  VariantFramesContext,
  VariantStack,
} from '@lobby/test-kit/variant-stack';
import type { VariantFrames } from '@lobby/test-kit/variant-stack';
import type { ThemeName, VariantName } from '@lobby/tokens';
import { getTheme, themeNames, themes, variantShowcase } from '@lobby/tokens/themes';
import { ThemeProvider, ThemeScope, ToastProvider } from '@lobby/ui';
import { configure } from 'storybook/test';
import styled from 'styled-components';
import type { PreviewBrand } from './brands.ts';

/** The key Storybook's channel marks its window messages with. */
const STORYBOOK_CHANNEL = 'storybook-channel';

/** Whether a window message is Storybook's channel's (a string, or an object, with its key). */
function isChannelMessage(data: unknown): boolean {
  if (typeof data === 'string') return data.includes(STORYBOOK_CHANNEL);
  return (
    typeof data === 'object' && data !== null && 'key' in data && data.key === STORYBOOK_CHANNEL
  );
}

// A frame of the stacked view is a preview inside the preview, and Storybook's channel posts to
// `window.parent`: the frames' render and interaction events would reach this preview as if its
// manager sent them. They are dropped here, before the channel's own listener (a capturing
// listener on the target runs first); other messages (the a11y check's, across frames) pass.
window.addEventListener(
  'message',
  (event) => {
    const fromFrame = [...document.querySelectorAll(`iframe[${STACK_FRAME_ATTRIBUTE}]`)].some(
      (frame) => (frame as HTMLIFrameElement).contentWindow === event.source,
    );
    if (fromFrame && isChannelMessage(event.data)) event.stopImmediatePropagation();
  },
  true,
);

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

/** Global set in a stacked-view frame's address: the variant that frame shows. */
const PANE = 'lobbyPane';

/**
 * The story's args that its controls changed, in the `args` form of a story's address (simple
 * values only: Storybook's address takes no others), so a frame shows what the controls set.
 */
function changedArgs(args: Args, initialArgs: Args): string {
  return Object.entries(args)
    .filter(([key, value]) => value !== initialArgs[key] && /^[\w -]+$/.test(key))
    .flatMap(([key, value]) => {
      if (typeof value === 'boolean') return [`${key}:!${value}`];
      if (typeof value === 'number' && Number.isFinite(value)) return [`${key}:${value}`];
      if (typeof value === 'string' && /^[\w -]*$/.test(value)) return [`${key}:${value}`];
      return [];
    })
    .join(';');
}

/** The stacked view's frames: the story's own page under each variant's showcase theme. */
function variantFrames(
  storyId: string,
  globals: Record<string, unknown>,
  args: Args,
  initialArgs: Args,
): VariantFrames {
  const pane = globals[PANE];
  return {
    src: (variant: VariantName, theme: ThemeName) => {
      const query = new URLSearchParams({
        id: storyId,
        viewMode: 'story',
        globals: `theme:${theme};${PANE}:${variant}`,
      });
      const changed = changedArgs(args, initialArgs);
      if (changed) query.set('args', changed);
      return `iframe.html?${query.toString()}`;
    },
    only:
      typeof pane === 'string' && Object.hasOwn(variantShowcase, pane)
        ? (pane as VariantName)
        : undefined,
  };
}

/** The registry's brands, read by main.ts when Storybook starts or builds (see brands.ts). */
declare const __LOBBY_BRANDS__: readonly PreviewBrand[];
const brands: readonly PreviewBrand[] = __LOBBY_BRANDS__;

/** The brand toolbar's choice, if it names a registered brand. */
function chosenBrand(globalBrand: unknown): PreviewBrand | undefined {
  return typeof globalBrand === 'string' ? brands.find((b) => b.id === globalBrand) : undefined;
}

/**
 * The brand a story's samples follow: the toolbar's brand (its currency and default locale);
 * else the brand whose theme the story shows, for its currency only (the texts stay English, as
 * before brands were in Storybook); else the default, ringgit in English.
 */
function storyBrandFor(globalBrand: unknown, theme: string): StoryBrand {
  const chosen = chosenBrand(globalBrand);
  if (chosen) return chosen;
  const themed = brands.find((b) => b.theme === theme);
  return themed ? { ...DEFAULT_STORY_BRAND, currency: themed.currency } : DEFAULT_STORY_BRAND;
}

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

/**
 * The theme a story renders under: the test run's fixed theme; else a chosen brand's theme;
 * else {@link themeFor}.
 */
function storyTheme(globals: Record<string, unknown>, lobbyVariant: unknown): string {
  return (
    fixedTheme ?? chosenBrand(globals['brand'])?.theme ?? themeFor(globals['theme'], lobbyVariant)
  );
}

/** What {@link loadLobbyBrand} hands each story as `context.loaded`. */
interface LobbyLoaded {
  /** The brand the story's sample amounts and texts follow. */
  readonly lobbyBrand: StoryBrand;
}

/**
 * Resolves the story's brand once, before it renders: the decorator provides it to screens
 * (test kit), and design-system stories read `loaded.lobbyBrand.currency` for their amounts,
 * since `@lobby/ui` cannot import the test kit.
 */
const loadLobbyBrand: Loader = (context): LobbyLoaded => ({
  lobbyBrand: storyBrandFor(
    context.globals['brand'],
    storyTheme(context.globals, context.parameters['lobbyVariant']),
  ),
});

/** A story block of a docs page, painted as a page of the story's theme. */
const DocsBlock = styled(ThemeScope)`
  padding: 16px;
  border-radius: 4px;
  /* Fixed parts that are not portalled (tab bar, floating button) stay inside the block. */
  transform: translateZ(0);
`;

const withLobbyTheme: Decorator = (Story, context) => {
  const chosen = storyTheme(context.globals, context.parameters['lobbyVariant']);
  const brand =
    (context.loaded as Partial<LobbyLoaded>).lobbyBrand ??
    storyBrandFor(context.globals['brand'], chosen);
  // In the UI the stacked view shows frames; the story tests render its panes in place.
  const frames =
    fixedTheme === undefined
      ? variantFrames(context.id, context.globals, context.args, context.initialArgs)
      : undefined;
  if (chosen === STACKED)
    return (
      <VariantFramesContext value={frames}>
        <StoryBrandProvider brand={brand}>
          <VariantStack render={() => <Story />} />
        </StoryBrandProvider>
      </VariantFramesContext>
    );
  // A docs page paints its story blocks white; each block gets the theme's canvas and text
  // colour, so a dark theme's light text stays readable there.
  const story =
    context.viewMode === 'docs' ? (
      <DocsBlock>
        <Story />
      </DocsBlock>
    ) : (
      <Story />
    );
  return (
    <VariantFramesContext value={frames}>
      <StoryBrandProvider brand={brand}>
        <ThemeProvider theme={getTheme(chosen)}>
          <ToastProvider>{story}</ToastProvider>
        </ThemeProvider>
      </StoryBrandProvider>
    </VariantFramesContext>
  );
};

const preview: Preview = {
  decorators: [withLobbyTheme],
  loaders: [loadLobbyBrand],
  globalTypes: {
    brand: {
      description: 'Lobby brand: its theme, currency and default locale',
      toolbar: {
        title: 'Brand',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: '', title: 'No brand (theme toolbar)' },
          ...brands.map((b) => ({
            value: b.id,
            title: `${b.name} · ${b.theme} · ${b.currency.code} · ${b.locale}`,
          })),
        ],
      },
    },
    [PANE]: {
      // No toolbar: only a stacked-view frame's address sets it.
      description: 'The variant a frame of the stacked view shows',
    },
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
  initialGlobals: { theme: fixedTheme ?? '', brand: '', [PANE]: '' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      test: 'error',
      // The stacked view's frames are whole pages (no main landmark of their own, the same
      // landmarks six times); what they show is checked where it is shown alone, and by the
      // story tests.
      context: { exclude: [`iframe[${STACK_FRAME_ATTRIBUTE}]`] },
    },
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
