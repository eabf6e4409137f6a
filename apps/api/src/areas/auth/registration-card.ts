/**
 * The bank card a sign-up carries when the brand's member settings ask for one
 * (`member.register_bank_info`: 0 hidden, 1 optional, above 1 required): checked before anything
 * is written, by the same rules as the add-card screen and call (`@lobby/domain` bank-card), the
 * bank among those offered at registration (`GET /reg_bank_list`), then stored with the member
 * in one transaction (`registerMember`).
 */
import { firstBankCardFailure, isFieldRequired, lengthBounds } from '@lobby/domain';
import type { BankCardEntry } from '@lobby/domain';
import type { Database } from '../../db/client.ts';
import type { Brand } from '../../base/brands.ts';
import { check } from '../../base/errors.ts';
import { banksOf } from '../config/service.ts';

/** The card fields of a sign-up's body. */
export interface RegistrationCardInput {
  bank_name?: string | undefined;
  account_name?: string | undefined;
  account_number?: string | undefined;
  branch?: string | undefined;
}

/**
 * The sign-up's card, checked, or undefined when it brings none the brand takes: the setting
 * is 0 (the form shows no card; anything sent is ignored), or 1 and every card field is blank.
 * Throws 400 `VALIDATION_FAILED` on the first failing field.
 */
export async function registrationCard(
  db: Database,
  brand: Brand,
  body: RegistrationCardInput,
): Promise<BankCardEntry | undefined> {
  const level = brand.permission.member.register_bank_info;
  const entry: BankCardEntry = {
    bank_name: (body.bank_name ?? '').trim(),
    account_name: (body.account_name ?? '').trim(),
    account_number: body.account_number ?? '',
    branch: (body.branch ?? '').trim(),
  };
  const given = Object.values(entry).some((value) => value.trim() !== '');
  if (!(level > 0) || (!isFieldRequired(level) && !given)) return undefined;
  const banks = await banksOf(db, brand.id, true);
  const failure = firstBankCardFailure(entry, banks, lengthBounds('configured').bankCard);
  if (failure) check(failure.field, failure.result);
  return entry;
}
