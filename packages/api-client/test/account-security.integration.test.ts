/**
 * The account-security areas against the reference API, every call through the SDK: the
 * brand's policy and the member's devices (one signed out, then every other), the authenticator
 * (enrolled, proved for step-up, new recovery codes, signed in with, turned off), and passkeys
 * (added by a software authenticator, listed, renamed, signed in with, proved, removed).
 */
import { getSecurityPolicy, listDevices } from '@lobby/contract/account-security';
import { listPasskeys } from '@lobby/contract/passkeys';
import { getTwoFactor } from '@lobby/contract/two-factor';
import { SoftPasskey } from '@lobby/vitest-config/soft-passkey';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  apiUrl,
  expectContractShape,
  registerMember,
  clientsPerTest,
} from './helpers.ts';

const open = clientsPerTest();

/** The code an authenticator shows for `secret`, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('account security', () => {
  it('answers the policy, lists the devices and signs one out, then every other', async () => {
    const guest = open().client;
    expectContractShape(getSecurityPolicy, await guest.accountSecurity.policy());

    const here = open().client;
    const { username } = await registerMember(here);
    const there = open().client;
    await there.auth.login({ username, password: PASSWORD });
    const third = open().client;
    await third.auth.login({ username, password: PASSWORD });

    const devices = await here.accountSecurity.devices();
    expectContractShape(listDevices, devices);
    expect(devices.list).toHaveLength(3);
    expect(devices.list.filter((d) => d.current)).toHaveLength(1);

    const other = devices.list.find((d) => !d.current);
    expect(await here.accountSecurity.signOutDevice({ id: String(other?.id) })).toEqual({
      ok: true,
    });
    expect((await here.accountSecurity.devices()).list).toHaveLength(2);
    expect(await here.accountSecurity.signOutOthers()).toEqual({ ok: true });
    expect((await here.accountSecurity.devices()).list).toHaveLength(1);
    // Both other logins are over: their next call is refused.
    for (const ended of [there, third])
      await expect(ended.member.profile(undefined, { handleErrors: true })).rejects.toThrow();
  });

  it('enrols an authenticator, steps up with it, signs in with it and turns it off', async () => {
    const { client } = open();
    const { username } = await registerMember(client);
    expectContractShape(getTwoFactor, await client.twoFactor.totpStatus());

    const { secret } = await client.twoFactor.totpEnrol();
    const { recovery_codes: codes } = await client.twoFactor.totpConfirm({ code: codeOf(secret) });
    expect(codes).toHaveLength(10);
    expect(await client.twoFactor.codeStepUp({ recovery_code: String(codes[0]) })).toEqual({
      ok: true,
    });
    const fresh = await client.twoFactor.recoveryCodes();
    expect(fresh.recovery_codes).toHaveLength(10);
    expect((await client.twoFactor.totpStatus()).enabled).toBe(true);

    // Elsewhere, the password answers a ticket; the next period's code makes the session.
    const other = open().client;
    const first = await other.auth.login({ username, password: PASSWORD });
    expect(first).toMatchObject({ second_factor: true });
    const signedIn = await other.twoFactor.codeSignIn({
      ticket: first.token,
      code: codeOf(secret, 1),
    });
    expect(signedIn.username).toBe(username);
    expect((await other.twoFactor.totpStatus()).enabled).toBe(true);

    expect(
      await client.twoFactor.totpDisable({ recovery_code: String(fresh.recovery_codes[0]) }),
    ).toEqual({ ok: true });
    expect((await client.twoFactor.totpStatus()).enabled).toBe(false);
  });

  it('adds a passkey, renames it, signs in and steps up with it, then removes it', async () => {
    // Calls from Node carry no Origin: the API takes the one its Host makes.
    const origin = new URL(apiUrl()).origin;
    const key = new SoftPasskey();
    const { client } = open();
    const { username } = await registerMember(client);

    const made = await client.passkeys.passkeyRegistrationOptions();
    const added = await client.passkeys.addPasskey({
      name: 'Laptop',
      credential: key.create(made.options as Parameters<SoftPasskey['create']>[0], origin),
    });
    const listed = await client.passkeys.passkeysList();
    expectContractShape(listPasskeys, listed);
    expect(listed.list.map((p) => p.id)).toEqual([added.id]);
    const renamed = await client.passkeys.renamePasskey({ id: added.id, name: 'Work laptop' });
    expect(renamed.name).toBe('Work laptop');

    const guest = open().client;
    const asked = await guest.passkeys.passkeySignInOptions({});
    const answer = await guest.passkeys.passkeySignIn({
      credential: key.get(asked.options as Parameters<SoftPasskey['get']>[0], origin),
    });
    expect(answer.username).toBe(username);

    const step = await client.passkeys.passkeyStepUpOptions();
    await client.passkeys.passkeyStepUp({
      credential: key.get(step.options as Parameters<SoftPasskey['get']>[0], origin),
    });
    expect(await client.passkeys.removePasskey({ id: added.id })).toEqual({ ok: true });
    expect((await client.passkeys.passkeysList()).list).toEqual([]);
  });
});
