/**
 * How transaction records are named. A record's `amount` is what the main wallet gained, so its
 * sign is read from the main wallet's side; the names of the two transfer kinds are read from
 * that same side here (the server's names read from the game wallet's: money going into a
 * game was "Transfer in" beside a minus). Money leaving the main wallet for a game is "Transfer
 * out", to that provider; money coming back is "Transfer in", from it. Every other kind keeps
 * the server's name. The type filter and the rows both name kinds through this module.
 */
import { TransactionKind } from '@lobby/contract/wallet';
import type { TransactionRecord } from '@lobby/contract/wallet';

/** A translate function of the wallet namespace (always given values, as i18next's overloads need). */
type Translate = (key: string, values: Record<string, string | number>) => string;

/** Wallet message keys of the transfer kinds: name, and the line naming the provider. */
const TRANSFER_KINDS: Readonly<Record<number, { name: string; provider: string }>> = {
  // Main wallet → game wallet: the main wallet paid (a minus).
  [TransactionKind.TransferIn]: { name: 'records.toGame', provider: 'records.toProvider' },
  // Game wallet → main wallet: the main wallet gained (a plus).
  [TransactionKind.TransferOut]: { name: 'records.fromGame', provider: 'records.fromProvider' },
};

/** The name of a transaction kind as the member reads it (the server's `name` for other kinds). */
export function transactionKindName(kind: number, serverName: string, t: Translate): string {
  const transfer = TRANSFER_KINDS[kind];
  return transfer ? t(transfer.name, {}) : serverName;
}

/**
 * The line under a record's name: for a transfer, the provider it went to or came from (the
 * record's remark is the provider's name); for other kinds, the remark itself (or nothing).
 */
export function transactionDetail(
  record: Pick<TransactionRecord, 'type' | 'remark'>,
  t: Translate,
): string | undefined {
  const transfer = TRANSFER_KINDS[record.type];
  if (record.remark === '') return undefined;
  return transfer ? t(transfer.provider, { provider: record.remark }) : record.remark;
}
