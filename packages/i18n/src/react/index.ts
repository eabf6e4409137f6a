/**
 * `@lobby/i18n/react`: translations in React for a lazy namespace, whose English travels with
 * its feature's chunk rather than in every site's first bundle (`lazy-namespace.ts`).
 */
import { useTranslation } from 'react-i18next';
import { ensureNamespace } from '../runtime/lazy-namespace.ts';
import type { LazyNamespace } from '../runtime/lazy-namespace.ts';
import type { ResourceTree } from '../runtime/resources.ts';

/**
 * `useTranslation(namespace)` for a lazy namespace: first hands the page's i18next instance the
 * namespace's English (`english`, imported by the feature from `@lobby/i18n/lazy/<name>`) unless
 * it already holds it.
 */
export function useLazyTranslation<N extends LazyNamespace>(namespace: N, english: ResourceTree) {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, namespace, english);
  return useTranslation(namespace);
}
