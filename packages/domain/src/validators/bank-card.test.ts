import { describe, expect, it } from 'vitest';
import { PaymentType } from '../enums/enums.ts';
import {
  asksBranch,
  compactAccount,
  firstBankCardFailure,
  validateBankCardField,
} from './bank-card.ts';

const BANKS = [
  { name: 'CIMB', type: PaymentType.Bank },
  { name: 'OTHER', type: PaymentType.Bank },
  { name: 'USDT', type: 4 },
];
const entry = {
  bank_name: 'CIMB',
  account_name: 'Ann Lee',
  account_number: '1234 5678',
  branch: '',
};

describe('bank card details', () => {
  it('passes a complete entry, the number compacted', () => {
    expect(compactAccount('1234-5678 90')).toBe('1234567890');
    expect(firstBankCardFailure(entry, BANKS)).toBeUndefined();
  });

  it('names the first failing field with the same keys as the add-card screen', () => {
    expect(firstBankCardFailure({ ...entry, bank_name: 'NOPE' }, BANKS)).toEqual({
      field: 'bank_name',
      result: { valid: false, message: 'PLEASE_SELECT_BANK' },
    });
    expect(firstBankCardFailure({ ...entry, account_number: '12a' }, BANKS)?.field).toBe(
      'account_number',
    );
    expect(validateBankCardField('account_name', { ...entry, account_name: ' ' }, BANKS)).toEqual({
      valid: false,
      message: 'PLEASE_FILL_IN_NAME',
    });
  });

  it('asks a branch code of the banks that need one only', () => {
    expect(asksBranch(BANKS[1])).toBe(true);
    expect(asksBranch(BANKS[0])).toBe(false);
    expect(validateBankCardField('branch', { ...entry, bank_name: 'OTHER' }, BANKS)).toEqual({
      valid: false,
      message: 'PLEASE_ENTER_BRANCH_CODE',
    });
  });

  it('only requires the number of a bank that is no bank account (a wallet address)', () => {
    expect(
      validateBankCardField(
        'account_number',
        { ...entry, bank_name: 'USDT', account_number: 'T9x' },
        BANKS,
      ),
    ).toEqual({ valid: true });
  });
});
