/**
 * The config, security and storage areas against the reference API: every endpoint answers in
 * the contract's shape, in the requested locale, and bad input is refused with a clear error.
 */
import { configEndpoints, getThemeConfig } from '@lobby/contract/config';
import { getCaptcha, getKey, securityEndpoints } from '@lobby/contract/security';
import { getLanguageFile } from '@lobby/contract/storage';
import { describe, expect, it } from 'vitest';
import { endpointName } from '../src/api/define-area.ts';
import { LobbyApiError } from '../src/client/lobby-api-error.ts';
import { expectContractShape, clientsPerTest } from './helpers.ts';

const open = clientsPerTest();

describe('config area', () => {
  it('answers every config endpoint in the contract shape', async () => {
    const { client, notify } = open();
    const calls = client.config as Record<string, (arg?: unknown) => Promise<unknown>>;
    for (const entry of configEndpoints) {
      const call = calls[endpointName(entry)];
      expect(call, entry.id).toBeTypeOf('function');
      const data = await call?.(entry === getThemeConfig ? { name: 'default' } : undefined);
      expectContractShape(entry, data);
    }
    expect(notify.toast).not.toHaveBeenCalled();
  });

  it('answers maintenance off and the permission groups', async () => {
    const { client } = open();
    expect((await client.config.maintenance()).type).not.toBe(1);
    const permissions = await client.config.permissions();
    expect(permissions.member.username_min_length).toBeGreaterThan(0);
  });

  it('picks the platform theme entry and falls back to the generic one', async () => {
    const { client } = open();
    const generic = await client.config.theme({ name: 'default' });
    const mobile = await client.config.theme({ name: 'default', platform: 2 });
    expectContractShape(getThemeConfig, mobile);
    expect(generic.status).toBe(mobile.status);
  });

  it('sends the locale: texts differ between en and ja', async () => {
    const en = open({ getLocale: () => 'en' }).client;
    const ja = open({ getLocale: () => 'ja' }).client;
    const areaEn = await en.config.areaCodes();
    const areaJa = await ja.config.areaCodes();
    expect(areaEn.length).toBeGreaterThan(0);
    expect(areaJa.map((a) => a.code)).toEqual(areaEn.map((a) => a.code));
    expect(areaJa.map((a) => a.name)).not.toEqual(areaEn.map((a) => a.name));
  });

  it('refuses a malformed theme query with a validation error and a toast', async () => {
    const { client, notify } = open();
    const failure = client.config.theme({ name: 'bad name!' });
    await expect(failure).rejects.toBeInstanceOf(LobbyApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'name',
    });
    expect(notify.toast).toHaveBeenCalledWith(expect.any(String), {
      kind: 'error',
      durationMs: 5_000,
      closable: true,
    });
  });

  it('stays quiet on errors the caller handles', async () => {
    const { client, notify } = open();
    await expect(
      client.config.theme({ name: 'default', platform: 7 as 1 }, { handleErrors: true }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(notify.toast).not.toHaveBeenCalled();
  });
});

describe('security area', () => {
  it('serves the public key and captchas in the contract shape', async () => {
    const { client } = open();
    const calls = client.security as Record<string, (arg?: unknown) => Promise<unknown>>;
    for (const entry of securityEndpoints.filter((e) => !('query' in e))) {
      expectContractShape(entry, await calls[endpointName(entry)]?.());
    }
    const key = await client.security.key();
    expectContractShape(getKey, key);
    expect(key.public_key).toContain('BEGIN PUBLIC KEY');
  });

  it('gives a new captcha each time and rejects a wrong answer', async () => {
    const { client } = open();
    const first = await client.security.captcha();
    const second = await client.security.captcha();
    expectContractShape(getCaptcha, first);
    expect(second.captcha_id).not.toBe(first.captcha_id);
    expect(first.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(
      await client.security.captchaCheck({ captcha_id: first.captcha_id, code: 'WRONG1' }),
    ).toEqual({ valid: false });
  });

  it('refuses a malformed captcha id', async () => {
    const { client } = open();
    await expect(
      client.security.captchaCheck({ captcha_id: 'short', code: 'ABC' }, { handleErrors: true }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED', field: 'captcha_id' });
  });
});

describe('storage area', () => {
  it('loads a language file from the storage origin', async () => {
    const { client } = open();
    const file = await client.storage.languageFile({ lang: 'ja', file: 'ja.json', ts: '1' });
    expectContractShape(getLanguageFile, file);
    expect(Object.keys(file).length).toBeGreaterThan(0);
  });

  it('answers a missing language with an error', async () => {
    const { client } = open();
    await expect(
      client.storage.languageFile({ lang: 'xx', file: 'xx.json' }, { handleErrors: true }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a path that is not a language file before it reaches the network', async () => {
    const { client } = open();
    await expect(
      client.storage.languageFile({ lang: 'ja', file: '../../etc/passwd' }, { handleErrors: true }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
