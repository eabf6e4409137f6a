/**
 * `@lobby/i18n/lazy/support`: the English texts of the support screens. Imported by
 * `@lobby/feature-support` so they travel in its lazy route chunk, not in every site's first
 * bundle; ja and zh-CN arrive with the server's language files as for every namespace.
 */
import english from '../locales/en/support.json' with { type: 'json' };
import type { ResourceTree } from '../runtime/resources.ts';

/** The `support` namespace in English. */
export const supportEnglish: ResourceTree = english;
