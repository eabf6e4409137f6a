import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRIMED_ANSWERS_ID, PRIMED_ANSWERS_PLACEHOLDER } from '@lobby/contract/core';
import { allEndpoints } from '@lobby/contract/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../base/config.ts';
import { OpsError } from '../../ops/commands.ts';
import { runOps } from '../../ops/dispatch.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { ISO_COUNTRY_CODES, parseCountryList, visitorCountry } from './blocked-regions.ts';

const HEADER = 'x-test-country';

describe('the country list', () => {
  it('holds every assigned ISO 3166-1 alpha-2 code, each a region the runtime names', () => {
    expect(ISO_COUNTRY_CODES.size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of ISO_COUNTRY_CODES) expect(names.of(code), code).toBeTruthy();
  });

  it('reads codes in any case, sorted and once each, and names what is no code', () => {
    expect(parseCountryList(' us, jp,US ')).toEqual(['JP', 'US']);
    expect(parseCountryList('')).toEqual([]);
    expect(() => parseCountryList('JP,XX,USA')).toThrow(/XX, USA/);
  });

  it('reads the header only when the deployment names it', () => {
    expect(visitorCountry({ [HEADER]: 'jp' }, undefined)).toBeUndefined();
    expect(visitorCountry({ [HEADER]: 'jp' }, HEADER)).toBe('JP');
    expect(visitorCountry({ [HEADER]: 'T1' }, HEADER)).toBeUndefined();
    expect(visitorCountry({ [HEADER]: ['JP', 'US'] }, HEADER)).toBeUndefined();
  });

  it('takes LOBBY_COUNTRY_HEADER as a header name, lower-cased, and refuses anything else', () => {
    expect(loadConfig({}).countryHeader).toBeUndefined();
    expect(loadConfig({ LOBBY_COUNTRY_HEADER: 'CF-IPCountry' }).countryHeader).toBe('cf-ipcountry');
    expect(() => loadConfig({ LOBBY_COUNTRY_HEADER: 'bad header' })).toThrow(
      /LOBBY_COUNTRY_HEADER/,
    );
  });
});

describe('blocked regions', () => {
  let server: TestServer;
  let site: string;
  const from = (country: string) => ({ [HEADER]: country });

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'lobby-blocked-site-'));
    writeFileSync(
      join(site, 'index.html'),
      `<html><head></head><body>site${PRIMED_ANSWERS_PLACEHOLDER}</body></html>`,
    );
    server = await startTestServer({
      env: { LOBBY_COUNTRY_HEADER: HEADER },
      sites: [{ brand: undefined, dir: site }],
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('lists and sets a brand’s blocked countries through ops, refusing what is no code', async () => {
    await expect(
      runOps(server.ctx, 'brand:block-countries', { brand: 'default' }),
    ).resolves.toEqual({ brand: 'default', blocked: [], countryHeader: HEADER });
    await expect(
      runOps(server.ctx, 'brand:block-countries', { brand: 'default', set: 'JP,XX' }),
    ).rejects.toThrow(OpsError);
    await expect(
      runOps(server.ctx, 'brand:block-countries', { brand: 'default', set: 'us,jp' }),
    ).resolves.toEqual({ brand: 'default', blocked: ['JP', 'US'], countryHeader: HEADER });
    await expect(
      runOps(server.ctx, 'brand:block-countries', { brand: 'nope', set: 'JP' }),
    ).rejects.toThrow(/No brand/);
  });

  it('answers a blocked visitor 451 REGION_BLOCKED, translated, on member calls', async () => {
    await runOps(server.ctx, 'brand:block-countries', { brand: 'default', set: 'JP' });
    const login = await server.request({
      path: '/member/auth/login',
      body: { username: 'demo01', password: 'demo1234' },
      headers: from('JP'),
      query: { locale: 'ja' },
    });
    expect(login.statusCode).toBe(451);
    expect(login.json()).toEqual({
      code: 'REGION_BLOCKED',
      message: 'このサイトはお客様の国または地域ではご利用いただけません。',
    });
    // The call the site's guards make on every navigation: how the site learns it.
    const maintenance = await server.request({
      path: '/maintenance/getMaintenanceOnMember',
      headers: from('jp'),
    });
    expect(maintenance.statusCode).toBe(451);
    // A signed-in member's calls too.
    const token = await server.login('demo01', 'demo1234');
    const profile = await server.request({
      path: '/member/userprofile',
      token,
      headers: from('JP'),
    });
    expect(profile.statusCode).toBe(451);
  });

  it('still answers the calls the blocked page needs, and visitors from elsewhere', async () => {
    await runOps(server.ctx, 'brand:block-countries', { brand: 'default', set: 'JP' });
    const open = allEndpoints.filter((e) => e.whenRegionBlocked).map((e) => e.id);
    expect(open.sort()).toEqual(
      [
        'config.contact',
        'config.languages',
        'config.permissions',
        'config.theme',
        'responsibleGambling.config',
        'storage.languageFile',
      ].sort(),
    );
    for (const path of ['/member/feature_premission/info', '/contact_list', '/language_list'])
      expect((await server.request({ path, headers: from('JP') })).statusCode, path).toBe(200);
    const file = await server.request({ path: '/frontend/lang/ja/ja.json', headers: from('JP') });
    expect(file.statusCode).toBe(200);
    for (const headers of [from('US'), {}]) {
      const answer = await server.request({ path: '/maintenance/getMaintenanceOnMember', headers });
      expect(answer.statusCode).toBe(200);
    }
  });

  it('leads a blocked visitor’s page to /area_forbidden, keeping the language asked for', async () => {
    await runOps(server.ctx, 'brand:block-countries', { brand: 'default', set: 'JP' });
    const page = await server.app.inject({ url: '/tabs/home?locale=ja', headers: from('JP') });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/area_forbidden?locale=ja');
    // The blocked page carries no primed answers: asked without the visitor's country, their
    // open maintenance answer would tell the site it is open.
    const blockedPage = await server.app.inject({ url: '/area_forbidden', headers: from('JP') });
    expect(blockedPage.statusCode).toBe(200);
    expect(blockedPage.body).toContain('site');
    expect(blockedPage.body).not.toContain(PRIMED_ANSWERS_ID);
    const elsewhere = await server.app.inject({ url: '/tabs/home', headers: from('US') });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toContain(PRIMED_ANSWERS_ID);
  });

  it('opens the site again once the country is unblocked', async () => {
    await runOps(server.ctx, 'brand:block-countries', { brand: 'default', set: 'JP' });
    await runOps(server.ctx, 'brand:block-countries', { brand: 'default', set: '' });
    const answer = await server.request({
      path: '/maintenance/getMaintenanceOnMember',
      headers: from('JP'),
    });
    expect(answer.statusCode).toBe(200);
    const page = await server.app.inject({ url: '/tabs/home', headers: from('JP') });
    expect(page.statusCode).toBe(200);
  });
});

describe('blocked regions without LOBBY_COUNTRY_HEADER', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('never reads a country a visitor sent themselves', async () => {
    const set = await runOps(server.ctx, 'brand:block-countries', { brand: 'default', set: 'JP' });
    expect(set).toEqual({ brand: 'default', blocked: ['JP'], countryHeader: null });
    const answer = await server.request({
      path: '/maintenance/getMaintenanceOnMember',
      headers: from('JP'),
    });
    expect(answer.statusCode).toBe(200);
  });

  function from(country: string) {
    return { [HEADER]: country };
  }
});
