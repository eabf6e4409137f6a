/**
 * What the programmes suites need on the running reference API, done the way members and
 * operators do it: sign-ups (a friend with the member's invite code), a bank deposit the member
 * makes and an operator approves (`deposit:approve`), and turnover from a dice round played on
 * the demo provider's page after an operator's credit (`wallet:adjust`).
 */
import { gamesApi } from '@lobby/api-client/games';
import { walletApi } from '@lobby/api-client/wallet';
import { paymentsApi } from '@lobby/api-client/payments';
import { referralApi } from '@lobby/api-client/referral';
import { vipApi } from '@lobby/api-client/vip';
import { PaymentType } from '@lobby/domain/enums';
import { ops } from '@lobby/test-api/ops';
import { createLiveHarness, signUpMember } from '@lobby/test-kit/live';
import type { LiveHarness, SeededBrand } from '@lobby/test-kit/live';

/** A new member of `brand`, signed in on a fresh harness (no deposits, no friends). */
export async function newMember(brand: SeededBrand = 'default') {
  const harness = createLiveHarness({ brand });
  const { username } = await signUpMember(harness);
  return { harness, username };
}

/** The member's invite code, as the API holds it. */
export async function inviteCodeOf(harness: LiveHarness): Promise<string> {
  const info = await harness.store
    .dispatch(referralApi.endpoints.referralInfo.initiate({}, { subscribe: false }))
    .unwrap();
  return info.invite_code;
}

/** A friend who signs up with `code` (on their own harness). */
export async function friendWith(code: string) {
  const harness = createLiveHarness({ brand: 'default' });
  const { username } = await signUpMember(harness, undefined, { invite_code: code });
  return { harness, username };
}

/** A bank-transfer deposit of `amount` (minor units) by the member, approved by an operator. */
export async function approvedDeposit(harness: LiveHarness, amount: number) {
  const { list } = await harness.store
    .dispatch(paymentsApi.endpoints.depositMethods.initiate({ type: PaymentType.Bank }))
    .unwrap();
  const bank = list[0];
  if (!bank) throw new Error('No bank deposit method');
  const deposit = await harness.store
    .dispatch(paymentsApi.endpoints.deposit.initiate({ method_id: bank.id, amount }))
    .unwrap();
  await ops('deposit:approve', { brand: 'default', order: deposit.order_no });
}

/**
 * Turnover of `bet` (minor units): an operator credits the member, who moves it to the dice
 * game's provider and plays one round of it there (the call the provider's page makes).
 */
export async function playedTurnover(harness: LiveHarness, username: string, bet: number) {
  const { store } = harness;
  await ops('wallet:adjust', { brand: 'default', username, amount: bet, remark: 'vip test' });
  const found = await store
    .dispatch(gamesApi.endpoints.gamesList.initiate({ search: 'Skyline Dice 100', page_size: 10 }))
    .unwrap();
  const game = found.list.find((g) => g.name === 'Skyline Dice 100');
  if (!game) throw new Error('No dice game');
  await store
    .dispatch(
      walletApi.endpoints.transfer.initiate({
        action: 1,
        amount: bet,
        channel_id: game.channel_id,
      }),
    )
    .unwrap();
  const launch = new URL(
    (await store.dispatch(gamesApi.endpoints.launch.initiate({ game_id: game.id })).unwrap()).url,
  );
  const response = await fetch(new URL('/api/v1/demo/provider/round', launch.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: launch.searchParams.get('token'), bet, target: 50, over: true }),
  });
  if (!response.ok) throw new Error(`round: ${response.status}`);
}

/** The member's VIP progress as the server holds it now. */
export async function progressOf(harness: LiveHarness) {
  return harness.store
    .dispatch(vipApi.endpoints.progress.initiate({}, { forceRefetch: true, subscribe: false }))
    .unwrap();
}
