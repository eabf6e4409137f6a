/**
 * `@lobby/i18n/lazy/kyc`: the English texts of the kyc screens. Imported by
 * `@lobby/feature-kyc` so they travel in its lazy route chunk, not in every site's first
 * bundle; ja and zh-CN arrive with the server's language files as for every namespace.
 */
import english from '../locales/en/kyc.json' with { type: 'json' };
import type { ResourceTree } from '../runtime/resources.ts';

/** The `kyc` namespace in English. */
export const kycEnglish: ResourceTree = english;
