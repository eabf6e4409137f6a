/**
 * Members for the wallet tests, made on the running reference API the way members and
 * operators make them: a sign-up, an operator's credit, and transfers through the SDK.
 */
import { gamesApi } from '@lobby/api-client/games';
import { walletApi } from '@lobby/api-client/wallet';
import { memberApi } from '@lobby/api-client/member';
import type { GameChannel } from '@lobby/contract/games';
import { ops } from '@lobby/test-api/ops';
import { createLiveHarness, signUpMember } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';

/**
 * The seeded providers the suites use, one concern each, because an operator's channel switch
 * (mode, limit) holds for every member of the brand while the test files run side by side.
 */
export const CHANNELS = {
  /** Plain transfers in and out, recall. */
  plain: 'AUR',
  /** A second plain one (recall of two wallets). */
  second: 'RLL',
  /** Made to time out on the wallet (a stuck transfer). */
  stuckWallet: 'JDS',
  /** Made to time out on the transfer list. */
  stuckList: 'NEB',
  /** Made to time out on the transfer screen. */
  stuckTransfer: 'CAC',
  /** Given a transfer-in limit by the operator in the transfer suite. */
  limited: 'GRF',
  /** Seeded with a 500.00 transfer-in limit (never changed). */
  seededLimit: 'VSP',
  /** Fast transfers. */
  fast: 'PXP',
  /** Transactions. */
  records: 'LKM',
} as const;

/** A new member of the default brand, signed in on a fresh harness, credited `money` minor units. */
export async function memberWith(money = 0) {
  const harness = createLiveHarness({ brand: 'default' });
  const { username } = await signUpMember(harness);
  if (money !== 0) {
    await ops('wallet:adjust', {
      brand: 'default',
      username,
      amount: money,
      remark: 'wallet test',
    });
  }
  await harness.store
    .dispatch(memberApi.endpoints.profile.initiate({}, { forceRefetch: true }))
    .unwrap();
  return { harness, username };
}

/** A seeded provider of the default brand by code. */
export async function channel(harness: LiveHarness, code: string): Promise<GameChannel> {
  const list = await harness.store
    .dispatch(gamesApi.endpoints.channelList.initiate(undefined))
    .unwrap();
  const found = list.find((item) => item.code === code);
  if (!found) throw new Error(`No channel ${code}`);
  return found;
}

/** Moves `amount` (minor units) from the main wallet into a provider's, as the SDK does. */
export async function transferIn(harness: LiveHarness, channelId: number, amount: number) {
  return harness.store
    .dispatch(walletApi.endpoints.transfer.initiate({ action: 1, amount, channel_id: channelId }))
    .unwrap();
}

/** The member's transfers as the server lists them (a fresh read). */
export async function transfersOf(harness: LiveHarness) {
  return harness.store
    .dispatch(walletApi.endpoints.transfers.initiate({ page_size: 100 }, { forceRefetch: true }))
    .unwrap();
}

/** A provider wallet's balance as the server holds it (a fresh read). */
export async function balanceOf(harness: LiveHarness, channelId: number): Promise<number> {
  const answer = await harness.store
    .dispatch(
      walletApi.endpoints.channelBalance.initiate({ id: channelId }, { forceRefetch: true }),
    )
    .unwrap();
  return answer.balance;
}

/** Switches a provider of the default brand for a drill (operator `channel:set`). */
export async function setChannel(
  code: string,
  patch: { mode?: 'ok' | 'timeout' | 'fail' | 'drop'; transferInLimit?: number },
) {
  await ops('channel:set', {
    brand: 'default',
    code,
    ...(patch.mode ? { mode: patch.mode } : {}),
    ...(patch.transferInLimit !== undefined ? { 'transfer-in-limit': patch.transferInLimit } : {}),
  });
}
