/**
 * `@lobby/i18n/lazy/wallet`: the English texts of the wallet screens. Imported by
 * `@lobby/feature-wallet` so they travel in its lazy route chunk, not in every site's first
 * bundle; ja and zh-CN arrive with the server's language files as for every namespace.
 */
import english from '../locales/en/wallet.json' with { type: 'json' };
import type { ResourceTree } from '../runtime/resources.ts';

/** The `wallet` namespace in English. */
export const walletEnglish: ResourceTree = english;
