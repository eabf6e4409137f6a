import { authEnglish } from '@lobby/i18n/lazy/auth';
import { useLazyTranslation } from '@lobby/i18n/react';

/**
 * The auth screens' and the 'Please Sign In' dialog's translations; their English travels in
 * this feature's chunks.
 */
export function useAuthTranslation() {
  return useLazyTranslation('auth', authEnglish);
}
