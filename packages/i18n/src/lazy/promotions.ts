/**
 * `@lobby/i18n/lazy/promotions`: the English texts of the promotions screens. Imported by
 * `@lobby/feature-promotions` so they travel in its lazy route chunk, not in every site's first
 * bundle; ja and zh-CN arrive with the server's language files as for every namespace.
 */
import english from '../locales/en/promotions.json' with { type: 'json' };
import type { ResourceTree } from '../runtime/resources.ts';

/** The `promotions` namespace in English. */
export const promotionsEnglish: ResourceTree = english;
