import { Type, type Static } from 'typebox';
import { enumSchema } from '../enums/enum-schema.ts';
import { Flag as FlagValues } from '../enums/enums.ts';

/**
 * An amount of money in integer minor units (cents for 2-decimal currencies). Every amount on
 * the wire and in state has this shape: never a float (exactness), never a bigint (Redux
 * state and JSON must stay serialisable). Bounded to the safe-integer range.
 */
export const MinorUnits = Type.Integer({
  minimum: Number.MIN_SAFE_INTEGER,
  maximum: Number.MAX_SAFE_INTEGER,
  description: 'Money in integer minor units',
});
/** Money in integer minor units (see {@link MinorUnits}). */
export type MinorUnits = Static<typeof MinorUnits>;

/** A non-negative amount in minor units: balances, limits and thresholds. */
export const NonNegativeMinorUnits = Type.Integer({
  minimum: 0,
  maximum: Number.MAX_SAFE_INTEGER,
  description: 'Non-negative money in integer minor units',
});
/** A non-negative amount in minor units. */
export type NonNegativeMinorUnits = Static<typeof NonNegativeMinorUnits>;

/** A point in time as the wire sends it: ten-digit Unix seconds (spec §9). */
export const UnixSeconds = Type.Integer({
  minimum: 0,
  maximum: 9_999_999_999,
  description: 'Unix time in seconds',
});
/** Unix time in seconds. */
export type UnixSeconds = Static<typeof UnixSeconds>;

/** A 0/1 switch as the configs send it (1 = on), validated as exactly 0 or 1. */
export const FlagSchema = enumSchema(FlagValues, '0 = off, 1 = on');
/** A 0/1 switch value. */
export type FlagSchema = Static<typeof FlagSchema>;

/** A positive integer id as the API issues them. */
export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** A positive integer id. */
export type Id = Static<typeof Id>;
