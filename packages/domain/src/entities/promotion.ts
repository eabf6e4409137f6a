import { Type, type Static } from 'typebox';
import { PromotionType, Recurrence } from '../enums/enums.ts';
import { enumSchema } from '../enums/enum-schema.ts';
import { Id, NonNegativeMinorUnits, UnixSeconds } from './common.ts';

/**
 * A rate in basis points (1/100 of a percent; 1050 = 10.50%). Rates are integers so a bonus is
 * computed exactly (`applyBasisPoints` in the money module), never with a float percentage.
 */
export const BasisPoints = Type.Integer({ minimum: 0, maximum: 1_000_000 });
/** A rate in basis points. */
export type BasisPoints = Static<typeof BasisPoints>;

/**
 * A promotion (spec §3). Amounts are minor units; `bonus_rate` is basis points;
 * `target_turnover` is the turnover (minor units) to reach before withdrawing; `start_time` /
 * `end_time` drive the time-based status (0 = open-ended).
 */
export const Promotion = Type.Object({
  id: Id,
  title: Type.String(),
  type: enumSchema(PromotionType),
  recurrence: enumSchema(Recurrence),
  start_time: UnixSeconds,
  end_time: UnixSeconds,
  min_bonus: NonNegativeMinorUnits,
  max_bonus: NonNegativeMinorUnits,
  bonus_rate: BasisPoints,
  min_charge: NonNegativeMinorUnits,
  min_apply_amount: NonNegativeMinorUnits,
  target_turnover: NonNegativeMinorUnits,
  coupon: Type.Optional(Type.String()),
  image: Type.Optional(Type.String()),
  content: Type.Optional(Type.String()),
});
/** A promotion. */
export type Promotion = Static<typeof Promotion>;
