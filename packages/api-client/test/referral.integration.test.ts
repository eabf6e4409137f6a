/**
 * The referral area against the reference API: the invite code, link and QR code, a friend
 * signing up with the code and making a first deposit (paid at the demo gateway), the reward
 * that pays, and the affiliate introduction that only some brands switch on.
 */
import {
  getAffiliateIntro,
  getReferralInfo,
  listReferralRewards,
  listReferrals,
} from '@lobby/contract/referral';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  expectContractShape,
  registerMember,
  uniqueUsername,
  clientsPerTest,
} from './helpers.ts';
import { depositByGateway } from './money.ts';
import { ops } from '@lobby/test-api/ops';

const open = clientsPerTest();

describe('referral', () => {
  it('gives a code, link and QR code, lists the friend who used it and pays for their first deposit', async () => {
    const referrer = open().client;
    await registerMember(referrer);
    const info = await referrer.referral.referralInfo({ site: 'https://site.example' });
    expectContractShape(getReferralInfo, info);
    expect(info.invite_link).toMatch(new RegExp(`/invite_signup/${info.invite_code}$`));
    expect(info.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(info).toMatchObject({ invited: 0, qualified: 0, rewards_total: 0 });
    expect((await referrer.referral.referralList()).total).toBe(0);

    const friend = open().client;
    await friend.auth.register({
      username: uniqueUsername(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      invite_code: info.invite_code,
      age_confirmed: true,
    });
    const invited = await referrer.referral.referralList();
    expectContractShape(listReferrals, invited);
    expect(invited).toMatchObject({ total: 1, list: [{ qualified: false, reward: 0 }] });
    expect(invited.list[0]?.username).toContain('***');

    await depositByGateway(friend, Math.max(info.min_first_deposit, 10_00));
    const rewards = await referrer.referral.rewards();
    expectContractShape(listReferralRewards, rewards);
    expect(rewards.list.map((r) => r.amount)).toEqual([info.reward_per_friend]);
    expect(await referrer.referral.referralInfo()).toMatchObject({
      invited: 1,
      qualified: 1,
      rewards_total: info.reward_per_friend,
    });
    expect((await referrer.wallet.walletInfo()).main).toBe(info.reward_per_friend);
    expect((await referrer.referral.rewards({ page: 2, page_size: 1 })).list).toEqual([]);
  });

  it('refuses a bad page and an unknown invite code', async () => {
    const { client } = open();
    await registerMember(client);
    await expect(
      client.referral.referralList({ page_size: 0 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'page_size',
    });
    await expect(
      client.referral.referralInfo({ site: 'x'.repeat(300) }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'site',
    });
    await expect(
      client.referral.rewards({ page: 100_001 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'page',
    });
    const guest = open().client;
    await expect(
      guest.auth.register(
        {
          username: uniqueUsername(),
          password: PASSWORD,
          password_confirmation: PASSWORD,
          invite_code: '000000',
          age_confirmed: true,
        },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ code: 'INVITE_CODE_INVALID' });
  });
});

describe('affiliate introduction', () => {
  it('answers where the brand switches it on', async () => {
    const { client } = open({ getLocale: () => 'zh-CN' });
    const intro = await client.referral.affiliateIntro();
    expectContractShape(getAffiliateIntro, intro);
    expect(intro.title).toBe('成为我们的代理');
    expect(intro.commission_tiers.length).toBeGreaterThan(0);
  });

  it('answers 404 FEATURE_DISABLED where it is off: a toast, and a signed-in member stays signed in', async () => {
    const { client, notify } = open({ brand: 'fubo' });
    await expect(client.referral.affiliateIntro()).rejects.toMatchObject({
      status: 404,
      code: 'FEATURE_DISABLED',
    });
    expect(notify.toast).toHaveBeenCalledTimes(1);
    expect(notify.confirm).not.toHaveBeenCalled();
    // The same for a signed-in member: the 401/403 policy does not run.
    const username = uniqueUsername();
    await ops('member:create', { brand: 'fubo', username, password: PASSWORD });
    const member = open({ brand: 'fubo' });
    await member.client.auth.login({ username, password: PASSWORD });
    await expect(
      member.client.referral.affiliateIntro(undefined, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 404,
      code: 'FEATURE_DISABLED',
    });
    expect(member.notify.confirm).not.toHaveBeenCalled();
    expect(member.client.session.isSignedIn()).toBe(true);
    expect((await member.client.member.sidebar()).username).toBe(username);
  });
});
