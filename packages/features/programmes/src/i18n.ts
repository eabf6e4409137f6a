import { programmesEnglish } from '@lobby/i18n/lazy/programmes';
import { ensureNamespace } from '@lobby/i18n/runtime';
import { useTranslation } from 'react-i18next';

/** The programmes screens' translations; their English travels in this chunk. */
export function useProgrammesTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, 'programmes', programmesEnglish);
  return useTranslation('programmes');
}
