import { gamesEnglish } from '@lobby/i18n/lazy/games';
import { ensureNamespace } from '@lobby/i18n/runtime';
import { useTranslation } from 'react-i18next';

/** The game screens' translations; their English travels in this chunk. */
export function useGamesTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, 'games', gamesEnglish);
  return useTranslation('games');
}
