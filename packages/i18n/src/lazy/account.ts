/**
 * `@lobby/i18n/lazy/account`: the English texts of my page. Imported by
 * `@lobby/feature-account` so they travel in its lazy chunks, not in every site's first bundle;
 * ja and zh-CN arrive with the server's language files as for every namespace.
 */
import english from '../locales/en/account.json' with { type: 'json' };
import type { ResourceTree } from '../runtime/resources.ts';

/** The `account` namespace in English. */
export const accountEnglish: ResourceTree = english;
