/**
 * Building blocks of the features' canned story answers (`src/testing/story-data.ts`), so the
 * same provider reads the same in every feature's stories.
 */
import type { GameChannel } from '@lobby/contract/games';

/** A JSON answer, as the API sends it. */
export const storyJson = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A provider (game channel) shaped as the contract answers it: open, slots, six games. */
export const storyChannel = (
  id: number,
  name: string,
  extra: Partial<GameChannel> = {},
): GameChannel => ({
  id,
  code: name.slice(0, 3).toUpperCase(),
  name,
  types: ['SlotMachine'],
  status: 1,
  logo: `/media/channel/${id}.svg`,
  sort: id,
  transfer_in_limit: 0,
  game_count: 6,
  ...extra,
});
