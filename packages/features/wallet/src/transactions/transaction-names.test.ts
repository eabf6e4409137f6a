import { TransactionKind } from '@lobby/contract/wallet';
import { describe, expect, it } from 'vitest';
import { transactionDetail, transactionKindName } from './transaction-names.ts';

const t = (key: string, values: Record<string, string | number>) =>
  Object.keys(values).length > 0 ? `${key}(${JSON.stringify(values)})` : key;

describe('transaction names', () => {
  it('names the transfer kinds from the main wallet’s side, like their signs', () => {
    expect(transactionKindName(TransactionKind.TransferIn, 'Transfer in', t)).toBe(
      'records.toGame',
    );
    expect(transactionKindName(TransactionKind.TransferOut, 'Transfer out', t)).toBe(
      'records.fromGame',
    );
  });

  it('keeps the server’s name for every other kind', () => {
    expect(transactionKindName(TransactionKind.Deposit, 'Deposit', t)).toBe('Deposit');
    expect(transactionKindName(99, 'Something new', t)).toBe('Something new');
  });

  it('names the provider of a transfer, and shows other remarks as they are', () => {
    expect(transactionDetail({ type: TransactionKind.TransferIn, remark: 'Aurora' }, t)).toBe(
      'records.toProvider({"provider":"Aurora"})',
    );
    expect(transactionDetail({ type: TransactionKind.TransferOut, remark: 'Aurora' }, t)).toBe(
      'records.fromProvider({"provider":"Aurora"})',
    );
    expect(transactionDetail({ type: TransactionKind.Bonus, remark: 'Welcome' }, t)).toBe(
      'Welcome',
    );
    expect(transactionDetail({ type: TransactionKind.TransferIn, remark: '' }, t)).toBeUndefined();
  });
});
