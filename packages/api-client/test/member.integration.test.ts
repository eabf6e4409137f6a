/**
 * The member area against the reference API: the profile feeds the session's user info (at
 * most every 30 s), the profile edits work and their refusals carry the contract's errors.
 */
import { getInquiry, getSidebar, getUserProfile } from '@lobby/contract/member';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  expectContractShape,
  nextMailedCode,
  registerMember,
  uniqueUsername,
  clientsPerTest,
} from './helpers.ts';

const open = clientsPerTest();

describe('member area', () => {
  it('answers profile, sidebar and inquiry in the contract shape', async () => {
    const { client } = open();
    const { username } = await registerMember(client);
    const profile = await client.member.profile({ with_channel_balances: 1 });
    expectContractShape(getUserProfile, profile);
    expect(profile.username).toBe(username);
    const sidebar = await client.member.sidebar();
    expectContractShape(getSidebar, sidebar);
    expect(sidebar.username).toBe(username);
    const inquiry = await client.member.inquiry();
    expectContractShape(getInquiry, inquiry);
    expect(Number.isInteger(inquiry.money)).toBe(true);
  });

  it('keeps the profile as the session user info, refreshed at most every 30 s', async () => {
    const { client } = open();
    await registerMember(client);
    client.session.clearUserInfo();
    const first = await client.refreshUserInfo();
    expect(first?.username).toBeDefined();
    await client.member.editName({ real_name: 'Renamed Person' });
    // Within 30 s the stored info is answered without a call.
    expect((await client.refreshUserInfo())?.real_name).toBe(first?.real_name);
    expect((await client.refreshUserInfo({ force: true }))?.real_name).toBe('Renamed Person');
    expect(client.session.getUserInfo()?.real_name).toBe('Renamed Person');
  });

  it('answers nothing for a guest instead of calling', async () => {
    const { client, notify } = open();
    expect(await client.refreshUserInfo()).toBeUndefined();
    expect(notify.confirm).not.toHaveBeenCalled();
  });

  it('changes the email with the mailed code', async () => {
    const { client } = open();
    await registerMember(client);
    const email = `${uniqueUsername()}@mail.test`;
    expect(await client.recovery.profileEmail({ email })).toEqual({ ok: true });
    const code = await nextMailedCode(email);
    await expect(
      client.member.editEmail(
        { email, code: code === '123456' ? '654321' : '123456' },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
    expect(await client.member.editEmail({ email, code })).toEqual({ ok: true });
    const profile = await client.member.profile();
    expect(profile.email).toBe(email);
  });

  it('refuses a mobile change with a wrong code', async () => {
    const { client } = open();
    await registerMember(client);
    const area = (await client.config.areaCodes())[0]?.code ?? '+60';
    await expect(
      client.member.editMobile(
        { mobile_area: area, mobile: '123456789', code: '000000' },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ code: 'CODE_INVALID' });
  });

  it('changes the login password, refusing a wrong current one', async () => {
    const { client } = open();
    const { username } = await registerMember(client);
    const fresh = 'Changed-Puffin-7';
    await expect(
      client.member.changePassword(
        { old_password: 'not-it-123', password: fresh, password_confirmation: fresh },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(
      await client.member.changePassword({
        old_password: PASSWORD,
        password: fresh,
        password_confirmation: fresh,
      }),
    ).toEqual({ ok: true });
    const other = open().client;
    await other.auth.login({ username, password: fresh });
    expect(other.session.isSignedIn()).toBe(true);
  });

  it('sets and then changes the withdrawal password', async () => {
    const { client } = open();
    await registerMember(client);
    expect((await client.member.profile()).has_withdraw_password).toBe(false);
    await client.member.withdrawPassword({
      password: PASSWORD,
      withdraw_password: '3917',
      withdraw_password_confirmation: '3917',
    });
    expect((await client.member.profile()).has_withdraw_password).toBe(true);
    await expect(
      client.member.withdrawPassword(
        {
          old_withdraw_password: '9999',
          withdraw_password: '7351',
          withdraw_password_confirmation: '7351',
        },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 400 });
    // A trivial new one is refused with the domain key.
    await expect(
      client.member.withdrawPassword(
        {
          old_withdraw_password: '3917',
          withdraw_password: '5678',
          withdraw_password_confirmation: '5678',
        },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 400, field: 'withdraw_password', key: 'WPASS_TRIVIAL' });
    expect(
      await client.member.withdrawPassword({
        old_withdraw_password: '3917',
        withdraw_password: '7351',
        withdraw_password_confirmation: '7351',
      }),
    ).toEqual({ ok: true });
  });

  it('refuses a name that is too long', async () => {
    const { client } = open();
    await registerMember(client);
    await expect(
      client.member.editName({ real_name: 'x'.repeat(65) }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'real_name',
    });
  });
});
