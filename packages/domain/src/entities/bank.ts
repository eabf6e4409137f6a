import { Type, type Static } from 'typebox';
import { PaymentType } from '../enums/enums.ts';
import { enumSchema } from '../enums/define-enum.ts';

/** The bank names the spec lists; `OTHER` stands for any bank not named. */
export const NAMED_BANKS = [
  'CIMB',
  'HONG LEONG',
  'MAY',
  'PUBLIC',
  'RHB',
  'UOB',
  'BSN',
  'OTHER',
] as const;
/** One of the named banks. */
export type NamedBank = (typeof NAMED_BANKS)[number];

/** True when a bank name is one the spec lists (exact, upper-case as sent). */
export function isNamedBank(value: unknown): value is NamedBank {
  return typeof value === 'string' && (NAMED_BANKS as readonly string[]).includes(value);
}

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
