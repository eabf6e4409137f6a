import { DepositStatus, WithdrawalStatus } from '@lobby/domain';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from './errors.ts';
import { allEndpoints, endpointById } from './registry.ts';
import { AmountField } from './core/common.ts';
import { addBankCard, applyWithdrawal, createDeposit } from './areas/payments.ts';
import {
  IDEMPOTENCY_KEY_PATTERN,
  RecordStatus,
  TransactionKind,
  transfer,
} from './areas/wallet.ts';

const MONEY_MOVING = [
  'games.transfer',
  'games.recallAll',
  'games.transferRetry',
  'payments.deposit',
  'payments.withdraw',
  'payments.withdrawCancel',
  'promotions.apply',
  'vip.claim',
  'provider.debit',
  'provider.credit',
  'provider.rollback',
];

describe('the money areas of the contract', () => {
  it('mark every money-moving call idempotent, and only those among the writes of the areas', () => {
    for (const id of MONEY_MOVING) expect(endpointById.get(id)?.idempotent, id).toBe(true);
    const areas = [
      'wallet',
      'games',
      'payments',
      'promotions',
      'vip',
      'referral',
      'kyc',
      'messages',
      'help',
    ];
    const writes = allEndpoints.filter(
      (e) => e.method !== 'GET' && areas.includes(e.id.split('.')[0] as string) && e.idempotent,
    );
    expect(writes.map((e) => e.id).sort()).toEqual(
      MONEY_MOVING.filter((id) => !id.startsWith('provider.')).sort(),
    );
  });

  it('cover the game calls of spec §7', () => {
    const paths = new Set(allEndpoints.map((e) => `${e.method} ${e.path}`));
    for (const call of [
      'GET /member/game/banner-games',
      'GET /member/game/game-list',
      'GET /member/game/channels',
      'GET /member/game/game-types',
      'GET /member/game/hot_game',
      'POST /member/game/transfer',
      'GET /member/game/channel-list',
      'GET /member/game/channel-balance/:id',
      'POST /member/game/spec/collect/:id',
      'POST /member/game/spec/desert/:id',
      'GET /member/game/game_name',
      'GET /member/game/transfer_info',
      'GET /member/game/log',
      'GET /member/top_winners',
    ]) {
      expect(paths.has(call), call).toBe(true);
    }
  });

  it('send the withdrawal password encrypted and amounts as positive integers of minor units', () => {
    expect(applyWithdrawal.encrypted).toEqual(['withdraw_password']);
    // A bank card is where withdrawals go: adding one asks for the withdrawal password too.
    expect(addBankCard.encrypted).toEqual(['withdraw_password']);
    expect(
      Value.Check(addBankCard.body, { bank_name: 'MAY', account_name: 'A', account_number: '1' }),
    ).toBe(false);
    for (const bad of [0, -1, 1.5, '100', null, Number.MAX_SAFE_INTEGER + 2])
      expect(Value.Check(AmountField, bad), String(bad)).toBe(false);
    expect(Value.Check(AmountField, 1)).toBe(true);
    expect(Value.Check(transfer.body, { action: 3, amount: 1, channel_id: 1 })).toBe(false);
    expect(Value.Check(transfer.body, { action: 1, amount: 1, channel_id: 1 })).toBe(true);
    expect(Value.Check(createDeposit.body, { method_id: 1, amount: 10, admin: true })).toBe(false);
  });

  it('keep record statuses aligned with the spec §3 deposit and withdrawal statuses', () => {
    expect(RecordStatus.Pending).toBe(DepositStatus.Pending);
    expect(RecordStatus.Success).toBe(DepositStatus.Success);
    expect(RecordStatus.Failed).toBe(WithdrawalStatus.Failed);
    expect(RecordStatus.Cancelled).toBe(WithdrawalStatus.Cancel);
    expect(new Set(Object.values(TransactionKind)).size).toBe(
      Object.values(TransactionKind).length,
    );
  });

  it('never answer a member-facing money refusal with 401, 403 or 503 (the client would end the session or reload)', () => {
    for (const code of [
      'INSUFFICIENT_BALANCE',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_IN_FLIGHT',
      'WITHDRAW_PASSWORD_NOT_SET',
      'WITHDRAW_PASSWORD_LOCKED',
      'WITHDRAWAL_LIMIT',
      'TURNOVER_REQUIRED',
      'BANK_CARD_LIMIT',
      'GAME_UNAVAILABLE',
      'PROVIDER_UNAVAILABLE',
      'ALREADY_CLAIMED',
      'PROMOTION_NOT_ELIGIBLE',
      'PROMOTION_NOT_RUNNING',
      'COUPON_INVALID',
      'NOTHING_TO_CLAIM',
    ] as const) {
      expect([401, 403, 503], code).not.toContain(ERROR_STATUS[code]);
    }
    expect(ERROR_STATUS.IDEMPOTENCY_KEY_REUSED).toBe(422);
    expect(ERROR_STATUS.IDEMPOTENCY_IN_FLIGHT).toBe(409);
  });

  it('accept idempotency keys of the documented shape only', () => {
    const key = new RegExp(IDEMPOTENCY_KEY_PATTERN);
    expect(key.test('3f1c2b9e-7d4a-4c1e-9a2b-0e5f6a7b8c9d')).toBe(true);
    for (const bad of ['', 'has space', 'x'.repeat(129), 'ü', 'a;b'])
      expect(key.test(bad), bad).toBe(false);
  });
});
