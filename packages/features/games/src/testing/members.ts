/**
 * What the game-screen suites need on the running reference API, done the way members and
 * operators do it: sign-up (and an operator's credit), the catalogue's channels by code, and a
 * round played on the demo provider's page (launch, then its page's round call).
 */
import { gamesApi } from '@lobby/api-client/games';
import { walletApi } from '@lobby/api-client/wallet';
import { memberApi } from '@lobby/api-client/member';
import { ops } from '@lobby/test-api/ops';
import { createLiveHarness, signUpMember } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';

/** A new member of the default brand, signed in on a fresh harness, with `money` (minor units). */
export async function member(money = 0) {
  const harness = createLiveHarness({ brand: 'default' });
  const { username } = await signUpMember(harness);
  if (money !== 0) {
    await ops('wallet:adjust', { brand: 'default', username, amount: money, remark: 'games test' });
    await harness.store.dispatch(memberApi.endpoints.profile.initiate({})).unwrap();
  }
  return { harness, username };
}

/** The seeded channel with `code` (AUR, JDS, SKY, VSP, THP, ...). */
export async function channel(harness: LiveHarness, code: string) {
  const list = await harness.store
    .dispatch(gamesApi.endpoints.channelList.initiate(undefined))
    .unwrap();
  const found = list.find((c) => c.code === code);
  if (!found) throw new Error(`No channel ${code}`);
  return found;
}

/** The seeded game named `name`. */
export async function game(harness: LiveHarness, name: string) {
  const answer = await harness.store
    .dispatch(gamesApi.endpoints.gamesList.initiate({ search: name, page_size: 100 }))
    .unwrap();
  const found = answer.list.find((g) => g.name === name);
  if (!found) throw new Error(`No game ${name}`);
  return found;
}

/** The member's wallets as games.transferInfo reads them now. */
export async function wallets(harness: LiveHarness, channelId: number) {
  return harness.store
    .dispatch(
      walletApi.endpoints.transferInfo.initiate(
        { channel_id: channelId },
        { forceRefetch: true, subscribe: false },
      ),
    )
    .unwrap();
}

/**
 * Moves `bet` into the game's provider wallet and plays one dice round of it on the demo
 * provider (the call its page makes); answers the round (bet and payout, minor units).
 */
export async function playDiceRound(harness: LiveHarness, name: string, bet: number) {
  const { store } = harness;
  const target = await game(harness, name);
  await store
    .dispatch(
      walletApi.endpoints.transfer.initiate({
        action: 1,
        amount: bet,
        channel_id: target.channel_id,
      }),
    )
    .unwrap();
  const launch = new URL(
    (await store.dispatch(gamesApi.endpoints.launch.initiate({ game_id: target.id })).unwrap()).url,
  );
  const response = await fetch(new URL('/api/v1/demo/provider/round', launch.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: launch.searchParams.get('token'), bet, target: 50, over: true }),
  });
  if (!response.ok) throw new Error(`round: ${response.status}`);
  return (await response.json()) as { bet: number; payout: number; round_id: string };
}

/** A stand-in for the window `window.open` answers, recording where the game was sent. */
export function fakeWindow() {
  const opened = { location: { href: '' }, closed: false, opener: {} as unknown, close() {} };
  return opened;
}
