import { gamesEnglish } from '@lobby/i18n/lazy/games';
import { useLazyTranslation } from '@lobby/i18n/react';

/** The game screens' translations; their English travels in this chunk. */
export function useGamesTranslation() {
  return useLazyTranslation('games', gamesEnglish);
}
