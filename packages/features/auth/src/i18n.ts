import { authEnglish } from '@lobby/i18n/lazy/auth';
import { ensureNamespace } from '@lobby/i18n/runtime';
import { useTranslation } from 'react-i18next';

/**
 * The auth screens' and the 'Please Sign In' dialog's translations; their English travels in
 * this feature's chunks.
 */
export function useAuthTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, 'auth', authEnglish);
  return useTranslation('auth');
}
