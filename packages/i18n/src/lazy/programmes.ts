/**
 * `@lobby/i18n/lazy/programmes`: the English texts of the programmes screens. Imported by
 * `@lobby/feature-programmes` so they travel in its lazy route chunk, not in every site's first
 * bundle; ja and zh-CN arrive with the server's language files as for every namespace.
 */
import english from '../locales/en/programmes.json' with { type: 'json' };
import type { ResourceTree } from '../runtime/resources.ts';

/** The `programmes` namespace in English. */
export const programmesEnglish: ResourceTree = english;
