import { Type, type Static } from 'typebox';
import { MinorUnits } from './common.ts';
import { ChannelBalance } from './user.ts';

/**
 * The member's wallets (spec §3): the main wallet and one game wallet per provider channel.
 * A game wallet is a {@link ChannelBalance}, so there is one shape for a provider balance.
 */
export const Wallets = Type.Object({
  main: MinorUnits,
  games: Type.Array(ChannelBalance),
});
/** The member's wallets. */
export type Wallets = Static<typeof Wallets>;
