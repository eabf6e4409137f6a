/**
 * The auth and recovery areas against the reference API: sign-up and sign-in set the session,
 * encrypted passwords round-trip through the server's key, codes arrive by mail, and every
 * refusal comes back as the contract's error.
 */
import { getInvite, getQrCode, isRegistered, login, register } from '@lobby/contract/auth';
import { describe, expect, it, vi } from 'vitest';
import { LobbyApiError } from '../src/client/lobby-api-error.ts';
import {
  PASSWORD,
  expectContractShape,
  nextMailedCode,
  registerMember,
  uniqueUsername,
  clientsPerTest,
} from './helpers.ts';

const open = clientsPerTest();

describe('sign-up and sign-in', () => {
  it('registers, which signs in with the token, its refresh time and the user info', async () => {
    const fingerprint = vi.fn(() => Promise.resolve('fp-register'));
    const { client, browser } = open({ fingerprint });
    const username = uniqueUsername();
    const answer = await client.auth.register({
      username,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      age_confirmed: true,
    });
    expectContractShape(register, answer);
    expect(answer.change_password).toBe(false);
    expect(fingerprint).toHaveBeenCalledTimes(1);
    expect(client.session.isSignedIn()).toBe(true);
    expect(client.session.getToken()).toBe(answer.token);
    expect(client.session.getRefreshTime()).toBeGreaterThanOrEqual(answer.time * 1000);
    expect(browser.cookies.get('lobby_token')).toBe(answer.token);
    expect(client.session.getUserInfo()?.username).toBe(username);
    expect(client.session.getUserInfo()).not.toHaveProperty('token');
  });

  it('logs in with the encrypted password the server decrypts, from a second device', async () => {
    const first = open().client;
    const { username } = await registerMember(first);
    const { client } = open();
    const answer = await client.auth.login({ username, password: PASSWORD });
    expectContractShape(login, answer);
    expect(client.session.getToken()).toBe(answer.token);
    expect(answer.token).not.toBe(first.session.getToken());
    expect((await client.member.profile()).username).toBe(username);
  });

  it('refuses a wrong password with the translated message, leaving the session empty', async () => {
    const { username } = await registerMember(open().client);
    const { client, notify } = open({ getLocale: () => 'ja' });
    const failure = client.auth.login({ username, password: 'wrong-pass1' });
    await expect(failure).rejects.toBeInstanceOf(LobbyApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, code: 'INVALID_CREDENTIALS' });
    const message = ((await failure.catch((e: unknown) => e)) as LobbyApiError).message;
    expect(message).not.toMatch(/^Incorrect username/);
    expect(notify.toast).toHaveBeenCalledWith(message, {
      kind: 'error',
      durationMs: 5_000,
      closable: true,
    });
    expect(notify.confirm).not.toHaveBeenCalled();
    expect(client.session.isSignedIn()).toBe(false);
  });

  it('refuses a taken username and a mismatched confirmation with field errors', async () => {
    const { username } = await registerMember(open().client);
    const { client } = open();
    await expect(
      client.auth.register(
        { username, password: PASSWORD, password_confirmation: PASSWORD, age_confirmed: true },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 409, code: 'USERNAME_TAKEN', field: 'username' });
    await expect(
      client.auth.register(
        {
          username: uniqueUsername(),
          password: PASSWORD,
          password_confirmation: 'other-pass1',
          age_confirmed: true,
        },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 400, field: 'password_confirmation' });
    expect(client.session.isSignedIn()).toBe(false);
  });

  it('refuses malformed input with validation errors', async () => {
    const { client } = open();
    await expect(
      client.auth.register(
        {
          username: '1bad',
          password: PASSWORD,
          password_confirmation: PASSWORD,
          age_confirmed: true,
        },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED', field: 'username' });
    await expect(
      client.auth.login({ username: '', password: '' }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it('says whether a username is registered', async () => {
    const { client } = open();
    const { username } = await registerMember(open().client);
    const taken = await client.auth.isRegistered({ username });
    expectContractShape(isRegistered, taken);
    expect(taken.registered).toBe(true);
    expect(await client.auth.isRegistered({ username: uniqueUsername() })).toEqual({
      registered: false,
    });
  });

  it('resolves an invite code and attributes a sign-up to it', async () => {
    const referrer = open().client;
    await registerMember(referrer);
    const code = (await referrer.member.profile()).invite_code;
    const { client } = open();
    const invite = await client.auth.invite({ code });
    expectContractShape(getInvite, invite);
    expect(invite.code).toBe(code);
    const { answer } = await registerMember(client);
    expect(answer.change_password).toBe(false);
    await expect(
      client.auth.invite({ code: '000000' }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'INVITE_CODE_INVALID',
    });
    await expect(
      open().client.auth.register(
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

  it('answers unknown QR codes and tickets with their errors', async () => {
    const { client } = open();
    const unknown = 'QR' + uniqueUsername().toUpperCase();
    const qr = await client.auth
      .qrCode({ code: unknown }, { handleErrors: true })
      .catch((e: unknown) => e);
    expect(qr).toMatchObject({ code: expect.stringMatching(/QR_CODE_INVALID|VALIDATION_FAILED/) });
    expect(getQrCode.params).toBeDefined();
    await expect(
      client.auth.qrCodeLogin({ qr_code: unknown, password: PASSWORD }, { handleErrors: true }),
    ).rejects.toBeInstanceOf(LobbyApiError);
    await expect(
      client.auth.qrCodeRegister(
        { qr_code: unknown, oldPwd: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD },
        { handleErrors: true },
      ),
    ).rejects.toBeInstanceOf(LobbyApiError);
    await expect(
      client.auth.changeInitialPassword(
        { ticket: 'x'.repeat(43), password: PASSWORD, password_confirmation: PASSWORD },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 400 });
    expect(client.session.isSignedIn()).toBe(false);
  });

  it('logs out: the session is cleared here and the token is dead on the server', async () => {
    const { client } = open();
    await registerMember(client);
    const token = client.session.getToken();
    expect(await client.auth.logout()).toEqual({ ok: true });
    expect(client.session.isSignedIn()).toBe(false);
    // The same token from another device is refused now.
    const other = open();
    other.client.session.signIn(token as string, Date.now());
    await expect(other.client.member.profile()).rejects.toMatchObject({ status: 401 });
  });
});

describe('password recovery by email', () => {
  it('mails a code, trades it for a reset token and resets the password', async () => {
    const username = uniqueUsername();
    const email = `${username}@mail.test`;
    const { client } = open();
    await client.auth.register({
      username,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      email,
      age_confirmed: true,
    });
    await client.auth.logout();

    expect(await client.recovery.forgetViaEmail({ username, email })).toEqual({ ok: true });
    const code = await nextMailedCode(email);
    await expect(
      client.recovery.verifyEmailCode(
        { username, email, code: code === '000000' ? '111111' : '000000' },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ code: 'CODE_INVALID' });
    const ticket = await client.recovery.verifyEmailCode({ username, email, code });
    expect(ticket.expires_in).toBeGreaterThan(0);
    const fresh = 'new-secret9';
    expect(
      await client.recovery.resetViaEmail({
        reset_token: ticket.reset_token,
        password: fresh,
        password_confirmation: fresh,
      }),
    ).toEqual({ ok: true });
    await expect(
      client.auth.login({ username, password: PASSWORD }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await client.auth.login({ username, password: fresh });
    expect(client.session.isSignedIn()).toBe(true);
    // A reset token works once.
    await expect(
      client.recovery.resetViaEmail(
        { reset_token: ticket.reset_token, password: fresh, password_confirmation: fresh },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });

  it('mails a registration code', async () => {
    const email = `${uniqueUsername()}@mail.test`;
    expect(await open().client.recovery.registerEmail({ email })).toEqual({ ok: true });
    expect(await nextMailedCode(email)).toMatch(/^\d{6}$/);
  });

  it('refuses a malformed email', async () => {
    await expect(
      open().client.recovery.registerEmail({ email: 'not-an-email' }, { handleErrors: true }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED', field: 'email' });
  });
});

describe('password recovery by SMS', () => {
  it('accepts the requests and refuses a wrong code and a bad reset token', async () => {
    const { client } = open();
    const username = uniqueUsername();
    const area = (await client.config.areaCodes())[0]?.code ?? '+60';
    const mobile = `1${String(Date.now()).slice(-8)}`;
    await client.auth.register({
      username,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      mobile_area: area,
      mobile,
      age_confirmed: true,
    });
    expect(
      await client.recovery.sendSms({
        mobile_area: area,
        mobile: `1${String(Date.now() + 1).slice(-8)}`,
      }),
    ).toEqual({ ok: true });
    expect(
      await client.recovery.profileSms({
        mobile_area: area,
        mobile: `1${String(Date.now() + 2).slice(-8)}`,
      }),
    ).toEqual({ ok: true });
    await client.auth.logout();
    expect(await client.recovery.forgetViaSms({ username, mobile_area: area, mobile })).toEqual({
      ok: true,
    });
    await expect(
      client.recovery.verifySmsCode(
        { username, mobile_area: area, mobile, code: '000000' },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ code: 'CODE_INVALID' });
    await expect(
      client.recovery.resetViaSms(
        { reset_token: 'y'.repeat(43), password: PASSWORD, password_confirmation: PASSWORD },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 400 });
  });
});
