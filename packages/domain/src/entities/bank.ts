import { Type, type Static } from 'typebox';
import { PaymentType } from '../enums/enums.ts';
import { enumSchema } from '../enums/enum-schema.ts';

/**
 * One entry of the supported bank list (`GET /getBclc`, cached locally). `type` is the
 * payment type: 1 (bank) accounts are digit strings of bounded length, others free text.
 */
export const BankEntry = Type.Object({
  name: Type.String({ minLength: 1 }),
  type: enumSchema(PaymentType),
  idx: Type.Integer({ minimum: 0 }),
  logo: Type.String(),
});
/** One entry of the supported bank list. */
export type BankEntry = Static<typeof BankEntry>;
