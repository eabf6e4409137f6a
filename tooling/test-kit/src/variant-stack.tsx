/**
 * The designers' stacked view: one pane per visual variant, each under the theme that shows
 * that variant as designed (`variantShowcase`), side by side. Storybook's "All variants"
 * toolbar choice shows any story this way, and each variant screen's `AllVariants` story
 * shows the six layouts of that screen, each in a theme of its own group.
 */
import { ThemeProvider, ThemeScope, ToastProvider } from '@lobby/ui';
import type { VariantName } from '@lobby/tokens';
import { themes, variantShowcase } from '@lobby/tokens/themes';
import type { ReactNode } from 'react';
import styled from 'styled-components';

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

/** Props of {@link VariantStack}. */
export interface VariantStackProps {
  /** What each pane shows, given the pane's variant (a screen's layout of that variant). */
  readonly render: (variant: VariantName) => ReactNode;
}

/** Every visual variant side by side, each pane in its showcase theme. */
export function VariantStack({ render }: VariantStackProps) {
  return (
    <Stack>
      {(Object.entries(variantShowcase) as [VariantName, keyof typeof themes][]).map(
        ([variant, name]) => (
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
        ),
      )}
    </Stack>
  );
}
