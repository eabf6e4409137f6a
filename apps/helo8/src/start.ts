/**
 * Starts the helo8 site: its brand config and, outside production, the theme selector's
 * choices (dynamic imports, so production bundles none of the other themes).
 */
import { createMemberSite } from '@lobby/site';
import type { MemberSite } from '@lobby/site';
import { brand } from '../brand.config.ts';

/** Mounts the member site in \`root\`. */
export async function start(root: Element): Promise<MemberSite> {
  const themeChoices = import.meta.env.PROD
    ? undefined
    : (await import('@lobby/site/theme-choices')).themeChoices;
  return createMemberSite({ ...brand, ...(themeChoices ? { themeChoices } : {}) }).mount(root);
}
