/**
 * The member's transaction records: one row per deposit, withdrawal, transfer, bonus or
 * adjustment, written by the service that moves the money in the same transaction, so the
 * list never shows money that did not move (or misses money that did).
 */
import { randomBytes } from 'node:crypto';
import { TransactionKind } from '@lobby/contract/wallet';
import type { RecordStatus } from '@lobby/contract/wallet';
import { and, eq } from 'drizzle-orm';
import { walletRecords } from '../../db/schema/ledger.ts';
import type { Tx } from './ledger.ts';

/** A fresh order number: prefix, UTC date-time and 8 random characters, e.g. `TR20261122021530K3D9QX2M`. */
export function orderNo(prefix: string, now: number): string {
  const d = new Date(now).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
  return `${prefix}${d}${random}`;
}

/** What a new record holds. */
export interface RecordInput {
  brandId: string;
  memberId: number;
  type: TransactionKind;
  status: RecordStatus;
  amount: number;
  orderNo: string;
  channelId?: number | null;
  remark?: string;
  at: Date;
}

/** The row of a new record, for an insert that also answers something (see `core/money/transfers.ts`). */
export function recordRow(input: RecordInput) {
  return {
    brandId: input.brandId,
    memberId: input.memberId,
    type: input.type,
    status: input.status,
    amount: input.amount,
    orderNo: input.orderNo,
    channelId: input.channelId ?? null,
    remark: input.remark ?? '',
    createdAt: input.at,
    updatedAt: input.at,
  };
}

/** Adds a record. */
export async function addRecord(tx: Tx, input: RecordInput): Promise<void> {
  await tx.insert(walletRecords).values(recordRow(input));
}

/**
 * Updates the status of a record. Its amount stays the one asked for, also when the money did
 * not move (failed, rejected, cancelled): the member still sees how much, beside the status.
 */
export async function updateRecord(
  tx: Tx,
  brandId: string,
  order: string,
  patch: { status: RecordStatus; remark?: string; at: Date },
): Promise<void> {
  await tx
    .update(walletRecords)
    .set({
      status: patch.status,
      updatedAt: patch.at,
      ...(patch.remark !== undefined ? { remark: patch.remark } : {}),
    })
    .where(and(eq(walletRecords.brandId, brandId), eq(walletRecords.orderNo, order)));
}

/** Names of the record kinds per locale. */
export const TRANSACTION_KIND_NAMES: Readonly<Record<TransactionKind, Record<string, string>>> = {
  [TransactionKind.Deposit]: { en: 'Deposit', ja: '入金', 'zh-CN': '存款' },
  [TransactionKind.Withdrawal]: { en: 'Withdrawal', ja: '出金', 'zh-CN': '提款' },
  [TransactionKind.TransferIn]: { en: 'Transfer in', ja: 'ゲームへ振替', 'zh-CN': '转入游戏' },
  [TransactionKind.TransferOut]: { en: 'Transfer out', ja: 'ゲームから振替', 'zh-CN': '转出游戏' },
  [TransactionKind.Bonus]: { en: 'Bonus', ja: 'ボーナス', 'zh-CN': '红利' },
  [TransactionKind.Adjustment]: { en: 'Adjustment', ja: '調整', 'zh-CN': '调整' },
};

/** A text of a `{ en, ja, 'zh-CN' }` map in a locale, falling back to English. */
export function textIn(
  texts: Readonly<Record<string, string>> | undefined,
  locale: string,
): string {
  if (!texts) return '';
  return texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? '';
}
