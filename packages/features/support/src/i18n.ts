import { supportEnglish } from '@lobby/i18n/lazy/support';
import { ensureNamespace } from '@lobby/i18n/runtime';
import { useTranslation } from 'react-i18next';

/** The support screens' translations; their English travels in this chunk. */
export function useSupportTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, 'support', supportEnglish);
  return useTranslation('support');
}
