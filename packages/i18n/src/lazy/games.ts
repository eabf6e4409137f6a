/**
 * `@lobby/i18n/lazy/games`: the English texts of the game lobby screens (provider lists, game
 * lists, launch, bet records). Imported by `@lobby/feature-games` so they travel in its lazy
 * route chunk; ja and zh-CN arrive with the server's language files.
 */
import english from '../locales/en/games.json' with { type: 'json' };
import type { ResourceTree } from '../runtime/resources.ts';

/** The `games` namespace in English. */
export const gamesEnglish: ResourceTree = english;
