/**
 * Validation messages read as sentences in en, ja and zh-CN: the field named, money shown with
 * its currency (`The amount must be at least RM50.00.`), for a limit the service checks and for
 * a schema failure; other messages are left as their catalogue text.
 */
import { formatMoney } from '@lobby/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOpsError } from '../ops/errors.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { newMember } from '../test/money-kit.ts';
import { errorMessage } from './error-messages.ts';
import { fieldError } from './errors.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('errorMessage', () => {
  it('names the field in a sentence, in every locale', () => {
    const min = fieldError('amount', 'MIN', { min: 'RM50.00' });
    expect(errorMessage('en', min)).toBe('The amount must be at least RM50.00.');
    expect(errorMessage('ja', min)).toBe('金額はRM50.00以上にしてください。');
    expect(errorMessage('zh-CN', min)).toBe('金额不能少于RM50.00。');
    // An unlisted locale falls back to English.
    expect(errorMessage('fr', min)).toBe('The amount must be at least RM50.00.');
  });

  it('names a nested field by its last part, and an unnamed one generically', () => {
    expect(errorMessage('en', fieldError('limits.0.amount', 'REQUIRED'))).toBe(
      'The amount is required.',
    );
    expect(errorMessage('en', fieldError('frobnicate', 'MAX_LENGTH', { max: 5 }))).toBe(
      'This value must be at most 5 characters long.',
    );
    expect(errorMessage('ja', fieldError('frobnicate', 'REQUIRED'))).toBe('この値は必須です。');
    expect(errorMessage('zh-CN', fieldError('frobnicate', 'REQUIRED'))).toBe('该值为必填项。');
  });

  it('keeps a specific message as its catalogue text', () => {
    expect(errorMessage('en', fieldError('bank_id', 'PLEASE_SELECT_BANK'))).toBe(
      'Please Select Bank',
    );
  });

  it('gives ops the same English sentence', () => {
    expect(describeOpsError(fieldError('amount', 'MAX', { max: '$10.00' }))).toBe(
      'The amount must be at most $10.00.',
    );
  });
});

describe('the API answers', () => {
  it("a deposit under the minimum with the brand's money, in en, ja and zh-CN", async () => {
    const m = await newMember(server, { brand: 'nexbet' });
    const list = (
      await server.request({
        path: '/member/deposit/methods',
        brand: 'nexbet',
        token: m.token,
      })
    ).json().list as { id: number; type: number; min_amount: number }[];
    const bank = list.find((x) => x.type === 1);
    if (!bank) throw new Error('no bank method');
    const min = formatMoney(bank.min_amount, { currency: { symbol: 'RM', decimals: 2 } });
    expect(min).toMatch(/^RM\d[\d,]*\.\d{2}$/);
    const expected = {
      en: `The amount must be at least ${min}.`,
      ja: `金額は${min}以上にしてください。`,
      'zh-CN': `金额不能少于${min}。`,
    };
    for (const [locale, message] of Object.entries(expected)) {
      const r = await server.request({
        path: '/member/deposit/create',
        brand: 'nexbet',
        token: m.token,
        query: { locale },
        body: { method_id: bank.id, amount: bank.min_amount - 1 },
        headers: { 'idempotency-key': `min-${locale}-${m.id}` },
      });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toEqual({ code: 'VALIDATION_FAILED', field: 'amount', key: 'MIN', message });
    }
  });

  it('a schema failure as a sentence naming the field', async () => {
    const m = await newMember(server, { brand: 'default' });
    for (const [locale, message] of [
      ['en', 'The remark must be at most 200 characters long.'],
      ['ja', '備考は200文字以内にしてください。'],
      ['zh-CN', '备注最多200个字符。'],
    ] as const) {
      const r = await server.request({
        path: '/member/deposit/create',
        token: m.token,
        query: { locale },
        body: { method_id: 1, amount: 50_00, remark: 'x'.repeat(201) },
        headers: { 'idempotency-key': `req-${locale}-${m.id}` },
      });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toMatchObject({ field: 'remark', key: 'MAX_LENGTH', message });
    }
  });
});
