/**
 * Namespaces that load with their feature's route chunk instead of the first bundle: the
 * feature hands its English texts over on first use, and the instance keeps them.
 */
import { DEFAULT_LOCALE } from '@lobby/domain/locale';
import type { i18n as I18n } from 'i18next';
import type { ResourceTree } from './resources.ts';

/** UI namespaces whose English comes with a lazy feature chunk (`@lobby/i18n/lazy/<name>`). */
export const LAZY_NAMESPACES = [
  'auth',
  'account',
  'wallet',
  'payments',
  'games',
  'support',
  'settings',
  'promotions',
  'programmes',
  'kyc',
] as const;
/** A namespace whose English comes with its feature's chunk. */
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

/**
 * Adds a lazy namespace's English texts to `i18n` unless it already holds them. Cheap enough to
 * call on every render; it never overwrites, so a language file merged earlier stays as it is.
 */
export function ensureNamespace(i18n: I18n, namespace: LazyNamespace, english: ResourceTree): void {
  if (i18n.hasResourceBundle(DEFAULT_LOCALE, namespace)) return;
  i18n.addResourceBundle(DEFAULT_LOCALE, namespace, english, true, false);
}
