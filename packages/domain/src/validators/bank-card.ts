/**
 * A bank card's details as every form and the API check them (spec §5): the bank chosen from
 * the brand's list, the account number by the bank's type, the branch code where the bank asks
 * for one, and the holder's name. The add-card screen, the sign-up form (when the brand's
 * `member.register_bank_info` asks for a card) and the API's card checks share these.
 */
import { PaymentType } from '../enums/enums.ts';
import type { Bounds } from './length-bounds.ts';
import { CONFIGURED_DEFAULT_LENGTH_BOUNDS } from './length-bounds.ts';
import { VALID, invalid } from './result.ts';
import type { ValidationResult } from './result.ts';
import { isBlank } from './rules.ts';
import { validateBankAccount } from './fields.ts';

/** What the card checks need of a bank of the brand's list. */
export interface BankLike {
  readonly name: string;
  /** A `PaymentType` value: 1 (bank) numbers are digits within bounds, others only required. */
  readonly type: number;
}

/** A bank card's details as typed. */
export interface BankCardEntry {
  readonly bank_name: string;
  readonly account_name: string;
  readonly account_number: string;
  readonly branch: string;
}

/** The fields of a {@link BankCardEntry}, in form order. */
export const BANK_CARD_FIELDS = ['bank_name', 'account_number', 'branch', 'account_name'] as const;

/**
 * Banks whose transfers need a branch code. The bank list (spec §3: name, type, idx, logo)
 * says nothing about branches, so the catch-all "OTHER" bank — which alone cannot route a
 * transfer by its name — is the one that asks.
 */
export const BANKS_ASKING_BRANCH: readonly string[] = ['OTHER'];

/** Whether a bank asks for a branch code. */
export function asksBranch(bank: Pick<BankLike, 'name'> | undefined): boolean {
  return bank !== undefined && BANKS_ASKING_BRANCH.includes(bank.name);
}

/** The account number as the server keeps it: without the spaces and dashes people type. */
export function compactAccount(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * Checks one field of a card's details against the chosen bank (`banks` is the brand's list;
 * a bank not in it is no choice). The account number is checked compacted.
 */
export function validateBankCardField(
  field: (typeof BANK_CARD_FIELDS)[number],
  entry: BankCardEntry,
  banks: readonly BankLike[],
  bounds: Bounds = CONFIGURED_DEFAULT_LENGTH_BOUNDS.bankCard,
): ValidationResult {
  const bank = banks.find((b) => b.name === entry.bank_name.trim());
  switch (field) {
    case 'bank_name':
      return bank ? VALID : invalid('PLEASE_SELECT_BANK');
    case 'account_number':
      return validateBankAccount(
        compactAccount(entry.account_number),
        bank?.type ?? PaymentType.Bank,
        bounds,
      );
    case 'branch':
      return asksBranch(bank) && isBlank(entry.branch)
        ? invalid('PLEASE_ENTER_BRANCH_CODE')
        : VALID;
    case 'account_name':
      return isBlank(entry.account_name) ? invalid('PLEASE_FILL_IN_NAME') : VALID;
  }
}

/** The first field of a card's details that fails, with its failure, or undefined when all pass. */
export function firstBankCardFailure(
  entry: BankCardEntry,
  banks: readonly BankLike[],
  bounds?: Bounds,
): { field: (typeof BANK_CARD_FIELDS)[number]; result: ValidationResult } | undefined {
  for (const field of BANK_CARD_FIELDS) {
    const result = validateBankCardField(field, entry, banks, bounds);
    if (!result.valid) return { field, result };
  }
  return undefined;
}
