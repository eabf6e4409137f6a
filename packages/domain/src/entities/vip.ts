import { Type, type Static } from 'typebox';
import { NonNegativeMinorUnits } from './common.ts';

/**
 * A VIP level / member group (spec §3): what it takes to reach it (deposit and turnover),
 * the one-off upgrade bonus and the withdrawal limits it grants (per day: amount and count;
 * 0 = unlimited).
 */
export const VipLevel = Type.Object({
  level: Type.Integer({ minimum: 0 }),
  name: Type.String(),
  deposit_condition: NonNegativeMinorUnits,
  turnover_condition: NonNegativeMinorUnits,
  upgrade_bonus: NonNegativeMinorUnits,
  daily_withdrawal_amount: NonNegativeMinorUnits,
  daily_withdrawal_count: Type.Integer({ minimum: 0 }),
});
/** A VIP level. */
export type VipLevel = Static<typeof VipLevel>;
