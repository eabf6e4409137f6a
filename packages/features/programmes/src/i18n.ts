import { programmesEnglish } from '@lobby/i18n/lazy/programmes';
import { useLazyTranslation } from '@lobby/i18n/react';

/** The programmes screens' translations; their English travels in this chunk. */
export function useProgrammesTranslation() {
  return useLazyTranslation('programmes', programmesEnglish);
}
