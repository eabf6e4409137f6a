/**
 * Helpers for the money suites: members with a balance, the demo gateway's Pay button and the
 * demo provider's game page, as the member's browser would use them. None of these is an SDK
 * call: the gateway page and the provider page are third-party pages (`gateway.*`,
 * `provider.*` in the contract), which the SDK leaves out.
 */
import { PaymentType } from '@lobby/domain';
import { expect } from 'vitest';
import type { LobbyClient } from '../src/client/create-lobby-client.ts';
import { registerMember } from './helpers.ts';
import { ops } from '@lobby/test-api/ops';

/** Credits (or debits) a member's main wallet as an operator's adjustment. */
export async function adjust(username: string, amount: number, brand = 'default'): Promise<void> {
  await ops('wallet:adjust', { brand, username, amount, remark: 'test funds' });
}

/** Registers a member through the client and gives them `balance` in the main wallet. */
export async function fundedMember(client: LobbyClient, balance: number) {
  const member = await registerMember(client);
  if (balance !== 0) await adjust(member.username, balance);
  return member;
}

/** The channel (game provider) with a code, from the SDK's own channel list. */
export async function channelByCode(client: LobbyClient, code: string) {
  const channel = (await client.games.channelList()).find((c) => c.code === code);
  if (!channel) throw new Error(`No channel ${code}`);
  return channel;
}

/** The brand's deposit method of a payment type. */
export async function depositMethod(client: LobbyClient, type: PaymentType) {
  const method = (await client.payments.depositMethods({ type })).list[0];
  if (!method) throw new Error(`No deposit method of type ${type}`);
  return method;
}

/** The member presses Pay (or Cancel) on the demo gateway page a gateway deposit sent them to. */
export async function decideAtGateway(redirectUrl: string, decision: 'pay' | 'cancel') {
  const response = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ decision }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: number; return_url: string };
}

/** Deposits through the demo gateway and pays: the main wallet gains `amount` at once. */
export async function depositByGateway(client: LobbyClient, amount: number) {
  const gateway = await depositMethod(client, PaymentType.Gateway);
  const deposit = await client.payments.deposit({ method_id: gateway.id, amount });
  expect(deposit.redirect_url).not.toBe('');
  expect((await decideAtGateway(deposit.redirect_url, 'pay')).status).toBe(2);
  return deposit;
}

/** Plays one round on the demo provider's page a launch URL opens (slot, or dice with a target). */
export async function playRound(
  launchUrl: string,
  bet: number,
  dice?: { target: number; over: boolean },
) {
  const url = new URL(launchUrl);
  const response = await fetch(new URL('/api/v1/demo/provider/round', url.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: url.searchParams.get('token'), bet, ...dice }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    round_id: string;
    bet: number;
    payout: number;
    balance: number;
  };
}
