/**
 * Members for my-page tests, made on the running reference API the way members and operators
 * make them: sign-up, an operator's credit, and VIP progress from a real deposit (paid on the
 * demo gateway's page) and a real bet (played on the demo provider's page).
 */
import { authApi } from '@lobby/api-client/auth';
import { gamesApi } from '@lobby/api-client/games';
import { walletApi } from '@lobby/api-client/wallet';
import { memberApi } from '@lobby/api-client/member';
import { paymentsApi } from '@lobby/api-client/payments';
import { vipApi } from '@lobby/api-client/vip';
import { PaymentType } from '@lobby/domain';
import { ops } from '@lobby/test-api/ops';
import { PASSWORD, createLiveHarness, signUpMember, uniqueUsername } from '@lobby/test-kit/live';
import type { LiveHarness, SeededBrand } from '@lobby/test-kit/live';

/**
 * A new member of `brand`, signed in on a fresh harness; `money` (minor units) is credited by
 * an operator and read back through the profile, as the site does on start.
 */
export async function memberWith(brand: SeededBrand, money = 0) {
  const harness = createLiveHarness({ brand });
  const { username } = await signUpMember(harness);
  if (money !== 0) {
    await ops('wallet:adjust', { brand, username, amount: money, remark: 'my page test' });
    await harness.store.dispatch(memberApi.endpoints.profile.initiate({})).unwrap();
  }
  return { harness, username };
}

/**
 * A member an operator made with an opening balance (`money`, minor units), signed in on a
 * fresh harness: the way to a member of a brand whose sign-up asks for an email or a phone.
 */
export async function operatorMadeMember(brand: SeededBrand, money: number) {
  const harness = createLiveHarness({ brand });
  const username = uniqueUsername();
  await ops('member:create', { brand, username, password: PASSWORD, balance: money });
  await harness.store
    .dispatch(authApi.endpoints.login.initiate({ username, password: PASSWORD }))
    .unwrap();
  return { harness, username };
}

/** Posts JSON to a third-party page (the gateway's, the provider's) as its own script would. */
async function postJson(url: URL | string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${String(url)}: ${response.status}`);
}

/**
 * Takes the harness's member to the next VIP level: deposits its deposit condition (at least
 * the turnover) through the demo gateway, moves the turnover to a provider's wallet and bets
 * it in one dice round. Answers the level reached by the server's count.
 */
export async function reachNextVipLevel(harness: LiveHarness): Promise<number> {
  const { store } = harness;
  const progress = () => store.dispatch(vipApi.endpoints.progress.initiate(undefined)).unwrap();
  const start = await progress();
  const turnover = start.next_turnover_condition;
  const amount = Math.max(start.next_deposit_condition, turnover);
  const methods = await store
    .dispatch(paymentsApi.endpoints.depositMethods.initiate({ type: PaymentType.Gateway }))
    .unwrap();
  const method = methods.list[0];
  if (!method) throw new Error('The brand has no gateway deposit method');
  const deposit = await store
    .dispatch(paymentsApi.endpoints.deposit.initiate({ method_id: method.id, amount }))
    .unwrap();
  await postJson(deposit.redirect_url, { decision: 'pay' });

  const channels = await store
    .dispatch(gamesApi.endpoints.channelList.initiate(undefined))
    .unwrap();
  const skyline = channels.find((channel) => channel.code === 'SKY');
  if (!skyline) throw new Error('No SKY provider');
  await store
    .dispatch(
      walletApi.endpoints.transfer.initiate({
        action: 1,
        amount: turnover,
        channel_id: skyline.id,
      }),
    )
    .unwrap();
  const dice = (
    await store
      .dispatch(
        gamesApi.endpoints.gamesList.initiate({ channel_id: skyline.id, search: 'Skyline Dice' }),
      )
      .unwrap()
  ).list[0];
  if (!dice) throw new Error('No Skyline Dice game');
  const launch = new URL(
    (await store.dispatch(gamesApi.endpoints.launch.initiate({ game_id: dice.id })).unwrap()).url,
  );
  await postJson(new URL('/api/v1/demo/provider/round', launch.origin), {
    token: launch.searchParams.get('token'),
    bet: turnover,
    target: 50,
    over: true,
  });
  // A fresh read (the first one is cached under the same argument).
  return (
    await store
      .dispatch(vipApi.endpoints.progress.initiate(undefined, { forceRefetch: true }))
      .unwrap()
  ).level;
}
