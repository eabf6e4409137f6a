import { Type, type Static } from 'typebox';

/**
 * A currency (`GET /currency`): its code, how many decimals its minor unit has (0–8; 8 keeps
 * crypto amounts inside the safe-integer range) and its display symbol.
 */
export const Currency = Type.Object({
  code: Type.String({ pattern: '^[A-Z0-9]{2,10}$' }),
  decimals: Type.Integer({ minimum: 0, maximum: 8 }),
  symbol: Type.String(),
});
/** A currency. */
export type Currency = Static<typeof Currency>;
