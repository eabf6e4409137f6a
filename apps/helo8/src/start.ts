/** Starts the helo8 site; outside production the theme selector offers every theme. */
import { createMemberSite } from '@lobby/site';
import type { MemberSite } from '@lobby/site';
import { theme } from '@lobby/tokens/themes/helo8';
import { id, name } from '../brand.json';

declare const __LOBBY_RELEASE__: string;

/** Mounts the member site in `root`. */
export async function start(root: Element): Promise<MemberSite> {
  const themeChoices = import.meta.env.PROD
    ? undefined
    : (await import('@lobby/site/theme-choices')).themeChoices;
  const apiUrl = import.meta.env.VITE_LOBBY_API_URL as string | undefined;
  // The header shows the theme's wordmark: a brand on a theme made for another shows its own.
  const logo = { ...theme.brand.logo, wordmark: id };
  return createMemberSite({
    id,
    name,
    theme: { ...theme, brand: { ...theme.brand, logo } },
    release: __LOBBY_RELEASE__,
    production: import.meta.env.PROD,
    ...(apiUrl ? { apiUrl } : {}),
    ...(themeChoices ? { themeChoices } : {}),
  }).mount(root);
}
