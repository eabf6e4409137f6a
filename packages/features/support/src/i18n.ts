import { supportEnglish } from '@lobby/i18n/lazy/support';
import { useLazyTranslation } from '@lobby/i18n/react';

/** The support screens' translations; their English travels in this chunk. */
export function useSupportTranslation() {
  return useLazyTranslation('support', supportEnglish);
}
