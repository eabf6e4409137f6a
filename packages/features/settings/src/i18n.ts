import { settingsEnglish } from '@lobby/i18n/lazy/settings';
import { ensureNamespace } from '@lobby/i18n/runtime';
import { useTranslation } from 'react-i18next';

/** The settings screens' translations; their English travels in this chunk. */
export function useSettingsTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, 'settings', settingsEnglish);
  return useTranslation('settings');
}
