/**
 * The member's wallets as the profile and balance inquiry show them: the main wallet and one
 * balance per channel (zero where the member never transferred). For the member area's
 * `channel_balances` (`/member/userprofile?with_channel_balances=1`, `/inquiry`).
 */
import type { ChannelBalance } from '@lobby/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gameChannels } from '../../db/schema/games.ts';
import { gameBalances } from './ledger.ts';

/** Every channel's game wallet balance of a member, in channel order. */
export async function channelBalancesOf(
  db: Database,
  brandId: string,
  memberId: number,
): Promise<ChannelBalance[]> {
  const channels = await db
    .select({ id: gameChannels.id, name: gameChannels.name })
    .from(gameChannels)
    .where(eq(gameChannels.brandId, brandId))
    .orderBy(asc(gameChannels.sort), asc(gameChannels.id));
  const balances = await gameBalances(db, brandId, memberId);
  return channels.map((c) => ({
    channel_id: c.id,
    name: c.name,
    balance: balances.get(c.id) ?? 0,
  }));
}
