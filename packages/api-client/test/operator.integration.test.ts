/**
 * What only an operator can set up, done with the API's ops commands against the running
 * server (through the loopback control channel its ops CLI uses): maintenance (503), a key
 * rotation (DECRYPT_FAILED), a lock, QR codes, members that must change their password, and
 * SMS codes from the outbox.
 */
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD, registerMember, uniqueUsername, clientsPerTest } from './helpers.ts';
import { ops } from '@lobby/test-api/ops';

const open = clientsPerTest();

/** A transparent transport that records what was sent (the server still answers everything). */
function recordingFetch() {
  const sent: Array<{ path: string; body: Record<string, unknown> | undefined; status: number }> =
    [];
  const transport: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    sent.push({
      path: new URL(String(input)).pathname,
      body:
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : undefined,
      status: response.status,
    });
    return response;
  };
  return { sent, transport };
}

describe('maintenance (503)', () => {
  it('saves storage and reloads, with no toast; the maintenance state still answers', async () => {
    const brand = 'helo8';
    const { client, notify, navigation } = open({ brand });
    expect((await client.config.maintenance()).type).toBe(0);
    await ops('maintenance:on', { brand });
    try {
      const save = vi.spyOn(client.session, 'save');
      let failure: unknown;
      await vi.waitFor(
        async () => {
          failure = await client.config.aboutUs().then(
            () => undefined,
            (error: unknown) => error,
          );
          expect(failure).toBeDefined();
        },
        { timeout: 5_000, interval: 200 },
      );
      expect(failure).toMatchObject({ status: 503, code: 'MAINTENANCE' });
      expect(save).toHaveBeenCalled();
      expect(navigation.reload).toHaveBeenCalled();
      expect(notify.toast).not.toHaveBeenCalled();
      expect((await client.config.maintenance()).type).toBe(1);
    } finally {
      await ops('maintenance:off', { brand });
    }
    await vi.waitFor(async () => expect((await client.config.maintenance()).type).toBe(0), {
      timeout: 5_000,
      interval: 200,
    });
  });
});

describe('key rotation (DECRYPT_FAILED)', () => {
  it('refetches the key and sends once more, and the call goes through', async () => {
    const { sent, transport } = recordingFetch();
    const { client, notify } = open({ fetch: transport });
    const { username } = await registerMember(client);
    await client.auth.logout();
    const rotated = (await ops('key:rotate')) as { keyId: string };
    sent.length = 0;

    const answer = await client.auth.login({ username, password: PASSWORD });
    expect(answer.change_password).toBe(false);
    expect(client.session.isSignedIn()).toBe(true);
    const logins = sent.filter((s) => s.path.endsWith('/member/auth/login'));
    expect(logins.map((s) => s.status)).toEqual([400, 200]);
    const [first, second] = logins.map((s) => String(s.body?.password).split(':')[0]);
    expect(first).not.toBe(rotated.keyId);
    expect(second).toBe(rotated.keyId);
    expect(sent.filter((s) => s.path.endsWith('/key'))).toHaveLength(1);
    expect(notify.toast).not.toHaveBeenCalled();
  });
});

describe('lock by an operator', () => {
  it('ends the signed-in session through the 401/403 policy and refuses new logins with 403', async () => {
    const a = open();
    const { username } = await registerMember(a.client);
    await ops('member:lock', { brand: 'default', username });
    await expect(a.client.member.profile()).rejects.toMatchObject({
      status: 401,
      code: 'SESSION_REVOKED',
    });
    expect(a.notify.confirm).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(a.navigation.goToRoot).toHaveBeenCalled());
    expect(a.client.session.isSignedIn()).toBe(false);
    const b = open();
    await expect(b.client.auth.login({ username, password: PASSWORD })).rejects.toMatchObject({
      status: 403,
      code: 'ACCOUNT_LOCKED',
    });
    await ops('member:unlock', { brand: 'default', username });
    await b.client.auth.login({ username, password: PASSWORD });
    expect(b.client.session.isSignedIn()).toBe(true);
  });
});

describe('password changes an operator asks for', () => {
  it('does not store the ticket of a change-password login as a session', async () => {
    const username = uniqueUsername();
    await ops('member:create', {
      brand: 'default',
      username,
      password: PASSWORD,
      'must-change-password': true,
    });
    const { client } = open();
    const answer = await client.auth.login({ username, password: PASSWORD });
    expect(answer.change_password).toBe(true);
    expect(client.session.isSignedIn()).toBe(false);
    const fresh = 'own-pass12';
    const changed = await client.auth.changeInitialPassword({
      ticket: answer.token,
      password: fresh,
      password_confirmation: fresh,
      age_confirmed: true,
    });
    expect(changed.change_password).toBe(false);
    expect(client.session.getToken()).toBe(changed.token);
    expect((await client.member.profile()).username).toBe(username);
  });
});

describe('QR codes', () => {
  it('claims an account QR code, then signs in with it', async () => {
    const qr = (await ops('qr:create', { brand: 'default', kind: 'account' })) as {
      code: string;
      username: string;
      initialPassword: string;
    };
    const { client } = open();
    expect(await client.auth.qrCode({ code: qr.code })).toMatchObject({
      code: qr.code,
      kind: 'account',
      status: 1,
    });
    const first = await client.auth.qrCodeLogin({ qr_code: qr.code, password: qr.initialPassword });
    expect(first.change_password).toBe(true);
    expect(client.session.isSignedIn()).toBe(false);
    const fresh = 'qr-own-pw1';
    const claimed = await client.auth.qrCodeRegister({
      qr_code: qr.code,
      oldPwd: qr.initialPassword,
      password: fresh,
      password_confirmation: fresh,
      age_confirmed: true,
    });
    expect(client.session.getToken()).toBe(claimed.token);
    expect(claimed.username).toBe(qr.username);
    await client.auth.logout();
    await client.auth.qrCodeLogin({ qr_code: qr.code, password: fresh });
    expect(client.session.isSignedIn()).toBe(true);
    await expect(
      client.auth.qrCodeRegister(
        {
          qr_code: qr.code,
          oldPwd: qr.initialPassword,
          password: fresh,
          password_confirmation: fresh,
        },
        { handleErrors: true },
      ),
    ).rejects.toBeDefined();
  });

  it('attributes a sign-up to an invite QR code once', async () => {
    const owner = open().client;
    const { username: ownerName } = await registerMember(owner);
    const qr = (await ops('qr:create', { brand: 'default', kind: 'invite', owner: ownerName })) as {
      code: string;
    };
    const { client } = open();
    expect(await client.auth.qrCode({ code: qr.code })).toMatchObject({
      kind: 'invite',
      status: 1,
    });
    await client.auth.register({
      username: uniqueUsername(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      qr_code: qr.code,
      age_confirmed: true,
    });
    expect(client.session.isSignedIn()).toBe(true);
    const again = open().client;
    await expect(
      again.auth.register(
        {
          username: uniqueUsername(),
          password: PASSWORD,
          password_confirmation: PASSWORD,
          qr_code: qr.code,
          age_confirmed: true,
        },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ code: 'QR_CODE_USED' });
    await ops('qr:create', { brand: 'default', kind: 'invite', owner: ownerName }).then(
      async (made) => {
        const code = (made as { code: string }).code;
        await ops('qr:cancel', { brand: 'default', code });
        await expect(again.auth.qrCode({ code })).resolves.toMatchObject({ status: 3 });
      },
    );
  });
});

describe('SMS codes from the outbox', () => {
  /** The latest code the outbox holds for a phone target `+<area><number>`. */
  async function smsCode(to: string): Promise<string> {
    const messages = (await ops('outbox', { to, limit: 1 })) as Array<{ body: string }>;
    const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`No SMS code for ${to}`);
    return code;
  }

  it('resets a password by SMS and changes the mobile number', async () => {
    const { client } = open();
    const area = (await client.config.areaCodes())[0]?.code ?? '+60';
    const digits = area.replace('+', '');
    const mobile = `1${String(Date.now()).slice(-8)}`;
    const username = uniqueUsername();
    await client.auth.register({
      username,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      mobile_area: area,
      mobile,
      age_confirmed: true,
    });

    const newMobile = `1${String(Date.now() + 7).slice(-8)}`;
    await client.recovery.profileSms({ mobile_area: area, mobile: newMobile });
    const profileCode = await smsCode(`+${digits}${newMobile}`);
    expect(
      await client.member.editMobile({ mobile_area: area, mobile: newMobile, code: profileCode }),
    ).toEqual({ ok: true });
    expect((await client.member.profile()).mobile).toBe(newMobile);
    await client.auth.logout();

    await client.recovery.forgetViaSms({ username, mobile_area: area, mobile: newMobile });
    const code = await smsCode(`+${digits}${newMobile}`);
    const ticket = await client.recovery.verifySmsCode({
      username,
      mobile_area: area,
      mobile: newMobile,
      code,
    });
    const fresh = 'sms-reset-1';
    await client.recovery.resetViaSms({
      reset_token: ticket.reset_token,
      password: fresh,
      password_confirmation: fresh,
    });
    await client.auth.login({ username, password: fresh });
    expect(client.session.isSignedIn()).toBe(true);
  });
});
