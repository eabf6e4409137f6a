/** Starts the nexbet site; outside production the theme selector offers every theme. */
import { createMemberSite } from '@lobby/site';
import type { MemberSite } from '@lobby/site';
import { theme } from '@lobby/tokens/themes/nexbet';
import { id, name } from '../brand.json';

declare const __LOBBY_RELEASE__: string;

/** Mounts the member site in `root`. */
export async function start(root: Element): Promise<MemberSite> {
  const themeChoices = import.meta.env.PROD
    ? undefined
    : (await import('@lobby/site/theme-choices')).themeChoices;
  const apiUrl = import.meta.env.VITE_LOBBY_API_URL as string | undefined;
  return createMemberSite({
    id,
    name,
    theme,
    release: __LOBBY_RELEASE__,
    production: import.meta.env.PROD,
    ...(apiUrl ? { apiUrl } : {}),
    ...(themeChoices ? { themeChoices } : {}),
  }).mount(root);
}
