/**
 * The start-up data as hooks for the chrome (cached by the api slice; start-up already
 * fetched them), plus which routes have screens in this build.
 */
import {
  useContactQuery,
  useCurrenciesQuery,
  useLanguagesQuery,
  useMaintenanceQuery,
  usePermissionsQuery,
  useThemeQuery,
} from '@lobby/api-client/config';
import { THEME_REFRESH_MS } from '@lobby/domain/constants';
import type { CurrencyLike } from '@lobby/ui';
import type { RouteName } from '@lobby/domain/routes';
import { createContext, useContext } from 'react';
import { isRegionBlocked } from '../boot/boot.ts';
import { useSite } from '../site-context.tsx';

/**
 * The device's theme-config entry (the same request start-up made), asked again every
 * {@link THEME_REFRESH_MS} (12 hours, spec §9) while the page stays open, so what the operator
 * changed (logo, SEO, festival, app prompt) reaches a tab left open without a reload.
 */
export function useThemeEntry() {
  const { boot } = useSite();
  return useThemeQuery(
    { name: 'default', platform: boot.platform },
    { pollingInterval: THEME_REFRESH_MS, skipPollingIfUnfocused: false },
  ).data;
}

/**
 * Whether the site is closed to the visitor: maintenance in force (as start-up or the
 * maintenance page last saw it), or the brand blocking their country (the maintenance call
 * answered 451 `REGION_BLOCKED`). The chrome then asks for nothing the API would refuse.
 */
export function useSiteClosed(): boolean {
  const { data, error } = useMaintenanceQuery();
  return data?.type === 1 || isRegionBlocked(error);
}

/**
 * The brand's own currency (the first of the currency list), for money in the chrome. Not
 * asked for during maintenance, when the API answers it with 503 (which reloads the page), nor
 * by a blocked visitor.
 */
export function useBrandCurrency(): CurrencyLike | undefined {
  const closed = useSiteClosed();
  const { data } = useCurrenciesQuery(undefined, { skip: closed });
  return data?.[0];
}

/** Permissions, contact settings and languages, as the chrome reads them. */
export function useChromeConfig() {
  return {
    permissions: usePermissionsQuery().data,
    contact: useContactQuery().data,
    languages: useLanguagesQuery().data,
  };
}

const ScreensContext = createContext<(name: RouteName) => boolean>(() => false);

/** Provides the build's screen registry check to the chrome. */
export const ScreensProvider = ScreensContext.Provider;

/** Whether a route has a screen in this build (menus hide entries that would lead nowhere). */
export function useHasScreen(): (name: RouteName) => boolean {
  return useContext(ScreensContext);
}
