import { settingsEnglish } from '@lobby/i18n/lazy/settings';
import { useLazyTranslation } from '@lobby/i18n/react';

/** The settings screens' translations; their English travels in this chunk. */
export function useSettingsTranslation() {
  return useLazyTranslation('settings', settingsEnglish);
}
