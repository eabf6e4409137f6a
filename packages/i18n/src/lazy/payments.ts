/**
 * `@lobby/i18n/lazy/payments`: the English texts of the deposit, withdrawal and bank-card
 * screens. Imported by `@lobby/feature-payments` so they travel in its lazy route chunk, not in
 * every site's first bundle; ja and zh-CN arrive with the server's language files.
 */
import english from '../locales/en/payments.json' with { type: 'json' };
import type { ResourceTree } from '../runtime/resources.ts';

/** The `payments` namespace in English. */
export const paymentsEnglish: ResourceTree = english;
