/**
 * The designers' stacked view: one pane per visual variant, each under the theme that shows
 * that variant as designed (`variantShowcase`), side by side. Storybook's "All variants"
 * toolbar choice shows any story this way, and each variant screen's `AllVariants` story
 * shows the six layouts of that screen, each in a theme of its own group.
 *
 * In the Storybook UI each pane is a frame of its own, a real page {@link STACK_FRAME_WIDTH} px
 * wide: the layouts answer media queries and `matchMedia` by the viewport, so a pane that
 * is only a column of a wide page would be laid out for the desktop and squeezed (tiles cut
 * to "J.. D.."). Elsewhere (the story tests, which look inside the panes) the panes are
 * rendered in place.
 */
import { ThemeProvider, ThemeScope, ToastProvider } from '@lobby/ui';
import type { ThemeName, VariantName } from '@lobby/tokens';
import { themes, variantShowcase } from '@lobby/tokens/themes';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Width of a variant's frame: a common phone's, the mobile layouts' real width. */
export const STACK_FRAME_WIDTH = 390;

/** Height a frame starts at (a phone's) until its page is measured. */
const STACK_FRAME_START_HEIGHT = 844;

/** The least height a frame takes, so it stays in sight while its page loads lazily. */
const STACK_FRAME_MIN_HEIGHT = 160;

/** Marks the frames of the stacked view, so the page inside knows it is one. */
export const STACK_FRAME_ATTRIBUTE = 'data-lobby-variant-frame';

/** How the host (Storybook's preview) shows the panes as frames. */
export interface VariantFrames {
  /** The address of the page that shows the current story for a variant, under `theme`. */
  readonly src: (variant: VariantName, theme: ThemeName) => string;
  /** Set in a frame's own page: the one variant that page shows. */
  readonly only?: VariantName | undefined;
}

/** Provided by the Storybook preview; absent (panes in place) in tests. */
export const VariantFramesContext = createContext<VariantFrames | undefined>(undefined);

/** The variants in showcase order, each with the theme that shows it. */
const showcase = Object.entries(variantShowcase) as [VariantName, ThemeName][];

const Stack = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(360px, 1fr));
  gap: 1px;
  background: #444;
  min-height: 100vh;
`;

const Pane = styled(ThemeScope)`
  padding: 16px;
  position: relative;
  overflow: hidden;
  /* Fixed-position parts (sheets, toasts) stay inside their pane. */
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

/** The frames wrap into rows: three side by side on a 1440 px screen. */
const FrameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  align-content: flex-start;
  gap: 16px;
  padding: 16px;
  background: #2b2b2b;
  min-height: 100vh;
  box-sizing: border-box;
`;

const FrameColumn = styled.figure`
  margin: 0;
  flex: none;
  width: ${STACK_FRAME_WIDTH}px;
`;

const FrameLabel = styled.figcaption`
  margin: 0 0 8px;
  font:
    600 11px/1.2 system-ui,
    sans-serif;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: #e6e6e6;
`;

const Frame = styled.iframe`
  display: block;
  width: ${STACK_FRAME_WIDTH}px;
  border: 0;
  background: #fff;
`;

/**
 * The height of a frame's page: the bottom of the story's root plus the page's padding.
 * Read from the root rather than the document, whose height is never less than the frame's.
 */
function pageHeight(doc: Document): number | undefined {
  const root = doc.getElementById('storybook-root');
  const view = doc.defaultView;
  if (!root || !view) return undefined;
  const padding = Number.parseFloat(view.getComputedStyle(doc.body).paddingBottom) || 0;
  return Math.ceil(root.getBoundingClientRect().bottom + view.scrollY + padding);
}

/**
 * Follows the height of a frame's page, so the frame shows it whole without a scrollbar of its
 * own. A page that grows with its frame (a `100vh` minimum plus padding) would grow it without
 * end: a second growth by the same step is taken for that and ignored.
 */
function useFrameHeight(frame: HTMLIFrameElement | null): number {
  const [height, setHeight] = useState(STACK_FRAME_START_HEIGHT);
  useEffect(() => {
    if (!frame) return undefined;
    let observer: ResizeObserver | undefined;
    let current = STACK_FRAME_START_HEIGHT;
    let lastGrowth = 0;
    const measure = () => {
      const doc = frame.contentDocument;
      const measured = doc ? pageHeight(doc) : undefined;
      if (measured === undefined) return;
      const next = Math.max(measured, STACK_FRAME_MIN_HEIGHT);
      if (next === current) return;
      const growth = next - current;
      if (growth > 0 && growth === lastGrowth) return;
      lastGrowth = growth > 0 ? growth : 0;
      current = next;
      setHeight(next);
    };
    const watch = () => {
      observer?.disconnect();
      const doc = frame.contentDocument;
      const view = doc?.defaultView as (Window & typeof globalThis) | null | undefined;
      const root = doc?.getElementById('storybook-root');
      if (!view || !root) return;
      // The frame's own ResizeObserver: an observer only sees elements of its own document.
      observer = new view.ResizeObserver(measure);
      observer.observe(root);
      observer.observe(doc!.body);
      measure();
    };
    frame.addEventListener('load', watch);
    watch();
    return () => {
      frame.removeEventListener('load', watch);
      observer?.disconnect();
    };
  }, [frame]);
  return height;
}

/** One variant's frame: the story's page at a phone's width, as tall as its content. */
function VariantFrame({
  variant,
  theme,
  src,
}: {
  /** The variant shown. */
  readonly variant: VariantName;
  /** The theme that shows it. */
  readonly theme: ThemeName;
  /** The page to load. */
  readonly src: string;
}) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const height = useFrameHeight(frame);
  const ref = useCallback((element: HTMLIFrameElement | null) => setFrame(element), []);
  const name = `${variant} · ${theme}`;
  return (
    <FrameColumn>
      <FrameLabel>{name}</FrameLabel>
      <Frame
        ref={ref}
        src={src}
        title={name}
        height={height}
        {...{ [STACK_FRAME_ATTRIBUTE]: variant }}
      />
    </FrameColumn>
  );
}

/** Props of {@link VariantStack}. */
export interface VariantStackProps {
  /** What each pane shows, given the pane's variant (a screen's layout of that variant). */
  readonly render: (variant: VariantName) => ReactNode;
}

/** Every visual variant side by side, each pane in its showcase theme. */
export function VariantStack({ render }: VariantStackProps) {
  const frames = useContext(VariantFramesContext);
  // A frame's own page: the host already applied the variant's showcase theme.
  if (frames?.only) return <>{render(frames.only)}</>;
  if (frames)
    return (
      <FrameRow>
        {showcase.map(([variant, name]) => (
          <VariantFrame
            key={variant}
            variant={variant}
            theme={name}
            src={frames.src(variant, name)}
          />
        ))}
      </FrameRow>
    );
  return (
    <Stack>
      {showcase.map(([variant, name]) => (
        <ThemeProvider key={variant} theme={themes[name]} global={false}>
          <ToastProvider>
            <Pane>
              <PaneLabel>
                {variant} · {name}
              </PaneLabel>
              {render(variant)}
            </Pane>
          </ToastProvider>
        </ThemeProvider>
      ))}
    </Stack>
  );
}
