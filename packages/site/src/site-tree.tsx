/**
 * The providers every render of the site sits in (store, texts, theme, toasts, services,
 * screens): one tree for the browser's router and the server's static one, so both draw alike.
 */
import {
  PictureBudgetProvider,
  ThemeProvider,
  ToastProvider,
  firstScreenPictures,
} from '@lobby/ui';
import { StrictMode, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AssembledSite } from './assemble-site.ts';
import { ScreensProvider } from './layout/use-site-data.ts';
import { SiteProvider } from './site-context.tsx';

/** Props of {@link SiteTree}. */
interface SiteTreeProps {
  readonly site: Pick<AssembledSite, 'services' | 'registry'>;
  /**
   * True for the server's drawing of the first screen and the site's first render over it:
   * both draw the same first pictures at once (`firstScreenPictures`).
   */
  readonly drawing?: boolean;
  /** The router: the browser's or the server's. */
  readonly children: ReactNode;
}

/** The site's providers around `children`. */
export function SiteTree({ site: { services, registry }, drawing, children }: SiteTreeProps) {
  // One budget per tree, taken by its first render's pictures.
  const [pictures] = useState(() => (drawing ? firstScreenPictures() : undefined));
  return (
    <StrictMode>
      <Provider store={services.store}>
        <I18nextProvider i18n={services.i18n}>
          <ThemeProvider theme={services.theme}>
            <ToastProvider closeLabel={services.i18n.t('site:dialog.close')}>
              <SiteProvider value={services}>
                <ScreensProvider value={(name) => registry[name] !== undefined}>
                  <PictureBudgetProvider value={pictures}>{children}</PictureBudgetProvider>
                </ScreensProvider>
              </SiteProvider>
            </ToastProvider>
          </ThemeProvider>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
