/**
 * Helpers for the money suites: fresh members with a balance, keyed requests, the ledger check
 * every suite ends with, and signing as the gateway or a provider would.
 */
import { randomUUID } from 'node:crypto';
import { PROVIDER_HEADERS } from '@lobby/contract/wallet';
import { BetStatus, DepositStatus } from '@lobby/domain/enums';
import { GATEWAY_HEADERS } from '@lobby/contract/payments';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { rowsOf } from '../db/migrate.ts';
import { betRecords, gameChannels } from '../db/schema/games.ts';
import { deposits } from '../db/schema/payments.ts';
import { claimKey, requestHash } from '../core/money/idempotency.ts';
import { inTransaction, post, reconcile } from '../core/money/ledger.ts';
import { createMember } from '../core/security/members.ts';
import { sign } from '../core/security/signatures.ts';
import { holdTransfer } from '../core/money/transfers.ts';
import type { TestServer } from './harness.ts';

/** The login password of every member `newMember` makes (strong enough for the strength rule). */
export const MEMBER_PASSWORD = 'Kettle-Moss-42';

/** A member made for a test. */
export interface TestMember {
  id: number;
  username: string;
  token: string;
  brand: string;
}

let counter = 0;

/** Creates a member with `balance` in the main wallet (posted through the ledger) and logs in. */
export async function newMember(
  server: TestServer,
  options: {
    brand?: string;
    balance?: number;
    withdrawPassword?: string;
    referrerId?: number;
    prefix?: string;
  } = {},
): Promise<TestMember> {
  const brand = options.brand ?? 'default';
  counter += 1;
  const username = `${options.prefix ?? 'm'}${Date.now().toString(36).slice(-5)}${counter}`.slice(
    0,
    20,
  );
  const brandRow = await server.ctx.brands.byId(brand);
  if (!brandRow) throw new Error(`no brand ${brand}`);
  const member = await createMember(server.ctx.db, {
    brandId: brand,
    currencyCode: brandRow.currencyCode,
    username,
    passwordHash: await server.ctx.passwords.admit('test', ({ password }) =>
      password.hash(MEMBER_PASSWORD),
    ),
    registrationType: 3,
    referrerId: options.referrerId ?? null,
    realName: 'Test Member',
  });
  if (options.balance) {
    await inTransaction(server.ctx.db, (tx) =>
      post(tx, {
        brandId: brand,
        currency: brandRow.currencyCode,
        kind: 'adjustment',
        memberId: member.id,
        ref: `test:${member.id}`,
        legs: [
          { account: { kind: 'adjustments' }, amount: -(options.balance as number) },
          { account: { kind: 'main', memberId: member.id }, amount: options.balance as number },
        ],
      }),
    );
  }
  if (options.withdrawPassword) {
    const pin = options.withdrawPassword;
    const hash = await server.ctx.passwords.admit('test', ({ pin: pins }) => pins.hash(pin));
    await server.ctx.db.execute(
      sql`UPDATE members SET withdraw_password_hash = ${hash} WHERE id = ${member.id}`,
    );
  }
  const token = await server.login(username, MEMBER_PASSWORD, brand);
  return { id: member.id, username, token, brand };
}

/** Sends a money-moving request with an Idempotency-Key (a fresh one unless given). */
export function keyed(
  server: TestServer,
  member: TestMember,
  path: string,
  body?: unknown,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return server.request({
    path,
    body: body ?? {},
    token: member.token,
    brand: member.brand,
    headers: { 'idempotency-key': key },
  });
}

/** A GET as the member. */
export function get(
  server: TestServer,
  member: TestMember,
  path: string,
  query?: Record<string, string | number>,
): Promise<LightMyRequestResponse> {
  return server.request({
    path,
    token: member.token,
    brand: member.brand,
    ...(query ? { query } : {}),
  });
}

/** The member's main balance. */
export async function mainOf(server: TestServer, member: TestMember): Promise<number> {
  return (await get(server, member, '/member/wallet/info')).json().main as number;
}

/** Asserts the ledger is sound: no differences, entries sum to zero, nothing negative. */
export async function ledgerSound(server: TestServer): Promise<{ memberTotal: number }> {
  const report = await reconcile(server.ctx.db);
  if (report.differences.length || report.total !== 0)
    throw new Error(
      `ledger unsound: ${JSON.stringify(report.differences.slice(0, 5))} total ${report.total}`,
    );
  const [negative] = rowsOf<{ n: string }>(
    await server.ctx.db.execute(sql`SELECT count(*) AS n FROM ledger_accounts WHERE balance < 0`),
  );
  if (Number(negative?.n ?? 0) > 0) throw new Error('a balance is negative');
  return { memberTotal: report.memberTotal };
}

/** A channel row by code. */
export async function channelByCode(server: TestServer, code: string, brand = 'default') {
  const [row] = await server.ctx.db
    .select()
    .from(gameChannels)
    .where(and(eq(gameChannels.brandId, brand), eq(gameChannels.code, code)));
  if (!row) throw new Error(`no channel ${code}`);
  return row;
}

/** Sends a request signed as a provider channel (`secret` overrides the channel's). */
export async function providerCall(
  server: TestServer,
  channel: { code: string; secret: string },
  path: string,
  body: Record<string, unknown>,
  options: { brand?: string; timestamp?: number; signature?: string } = {},
) {
  const timestamp = options.timestamp ?? Math.floor(server.clock.now() / 1000);
  return server.request({
    path,
    body,
    brand: options.brand ?? 'default',
    headers: {
      [PROVIDER_HEADERS.channel]: channel.code,
      [PROVIDER_HEADERS.timestamp]: String(timestamp),
      [PROVIDER_HEADERS.signature]: options.signature ?? sign(channel.secret, timestamp, body),
    },
  });
}

/** Sends a gateway callback signed with the gateway secret (or a given signature). */
export async function gatewayCall(
  server: TestServer,
  body: Record<string, unknown>,
  options: { brand?: string; timestamp?: number; secret?: string; signature?: string } = {},
) {
  const timestamp = options.timestamp ?? Math.floor(server.clock.now() / 1000);
  return server.request({
    path: '/payment/gateway/callback',
    body,
    brand: options.brand ?? 'default',
    headers: {
      [GATEWAY_HEADERS.timestamp]: String(timestamp),
      [GATEWAY_HEADERS.signature]:
        options.signature ?? sign(options.secret ?? server.config.gatewaySecret, timestamp, body),
    },
  });
}

/** Records a successful deposit of `amount` for `m` at the server clock's now (no ledger move). */
export async function depositedAt(
  server: TestServer,
  m: TestMember,
  amount: number,
): Promise<void> {
  const now = new Date(server.clock.now());
  await server.ctx.db.insert(deposits).values({
    brandId: 'default',
    memberId: m.id,
    methodId: 2,
    type: 1,
    orderNo: `T-${m.id}-${amount}-${randomUUID()}`,
    amount,
    status: DepositStatus.Success,
    createdAt: now,
    updatedAt: now,
  });
}

/** Records a settled bet of `bet` paying `payout` for `m` at the server clock's now. */
export async function playedAt(
  server: TestServer,
  m: TestMember,
  bet: number,
  payout: number,
): Promise<void> {
  const now = new Date(server.clock.now());
  await server.ctx.db.insert(betRecords).values({
    brandId: 'default',
    memberId: m.id,
    channelId: 1,
    gameId: 1,
    roundId: `p-${m.id}-${randomUUID()}`,
    betAmount: bet,
    validBet: bet,
    payout,
    status: BetStatus.Settled,
    result: payout > bet ? 1 : 2,
    betTime: now,
    settledAt: now,
  });
}

/**
 * A game transfer whose request claimed its key and held the money, then died before it heard
 * the provider: the key's resume point names the held transfer, as `transfer()` leaves it.
 * Answers the held transfer.
 */
export async function heldByDeadRequest(
  server: TestServer,
  member: TestMember,
  channel: Awaited<ReturnType<typeof channelByCode>>,
  body: { action: 1 | 2; amount: number; channel_id: number },
  key: string,
) {
  const claim = await claimKey(
    server.ctx.db,
    {
      brandId: member.brand,
      memberId: member.id,
      key,
      endpointId: 'games.transfer',
      hash: requestHash('games.transfer', {}, body),
    },
    server.clock.now(),
    server.config,
  );
  if (claim.kind !== 'claimed') throw new Error(`key ${key} was not free`);
  const brand = await server.ctx.brands.byId(member.brand);
  if (!brand) throw new Error('no brand');
  return inTransaction(server.ctx.db, async (tx) => {
    const held = await holdTransfer(tx, {
      brand,
      memberId: member.id,
      channel,
      action: body.action,
      amount: body.amount,
      at: new Date(server.clock.now()),
    });
    await claim.key.setResumeRef(tx, `transfer:${held.id}`);
    return held;
  });
}
