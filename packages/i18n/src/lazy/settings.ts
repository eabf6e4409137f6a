/**
 * `@lobby/i18n/lazy/settings`: the English texts of the settings screens. Imported by
 * `@lobby/feature-settings` so they travel in its lazy route chunk, not in every site's first
 * bundle; ja and zh-CN arrive with the server's language files as for every namespace.
 */
import english from '../locales/en/settings.json' with { type: 'json' };
import type { ResourceTree } from '../runtime/resources.ts';

/** The `settings` namespace in English. */
export const settingsEnglish: ResourceTree = english;
