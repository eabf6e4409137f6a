import { catalogues } from '@lobby/i18n/catalogues';
import {
  AboutUsItem,
  BankEntry,
  ContactSettings,
  Currency,
  LanguagePayload,
  Maintenance,
  NAMED_BANKS,
  PermissionConfig,
  ThemeConfigEntry,
} from '@lobby/domain';
import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandThemes } from '../../db/schema/brands.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const BRANDS = ['default', 'nexbet', 'fubo', 'helo8'] as const;

function expectSchema(schema: TSchema, value: unknown) {
  const errors = [...Value.Errors(schema, value)];
  expect(errors, JSON.stringify(errors.slice(0, 3))).toEqual([]);
}

async function get(path: string, brand: string, query: Record<string, string | number> = {}) {
  const res = await server.request({ path, brand, query });
  expect(res.statusCode, `${brand} ${path} ${res.body}`).toBe(200);
  return res.json();
}

describe('configuration endpoints', () => {
  it('answer every permission group of spec §3, different per brand', async () => {
    const themes = new Set<string>();
    for (const brand of BRANDS) {
      const config = await get('/member/feature_premission/info', brand);
      expectSchema(PermissionConfig, config);
      themes.add(config.theme.name);
      expect(Object.keys(config.website.seo)).toContain('/');
    }
    expect([...themes].sort()).toEqual(['DIAMOND', 'LITE', 'NEXBET', 'RETRO']);
    expect((await get('/member/feature_premission/info', 'helo8')).member.member_phone).toBe(2);
    expect((await get('/member/feature_premission/info', 'nexbet')).member.member_email).toBe(2);
  });

  it('answer maintenance, contact settings, languages and currencies per brand', async () => {
    for (const brand of BRANDS) {
      expectSchema(Maintenance, await get('/maintenance/getMaintenanceOnMember', brand));
      const contact = await get('/contact_list', brand);
      expectSchema(ContactSettings, contact);
      expect(contact.live_chat_url).toContain('{username}');
      const languages = await get('/language_list', brand);
      expectSchema(LanguagePayload, languages);
      expect(languages.all_lang.map((l: { key: string }) => l.key)).toEqual(['en', 'ja', 'zh-CN']);
      const list = await get('/currency', brand);
      expectSchema(Type.Array(Currency), list);
    }
    expect((await get('/language_list', 'fubo')).defaultLang).toBe('ja');
    expect((await get('/currency', 'fubo'))[0]).toEqual({ code: 'JPY', decimals: 0, symbol: '¥' });
    expect((await get('/currency', 'nexbet'))[0].code).toBe('MYR');
    expect(
      (await get('/contact_list', 'helo8')).channels.map((c: { kind: string }) => c.kind),
    ).toContain('wechat');
  });

  it('answer theme entries by name and platform, falling back to the generic entry', async () => {
    const generic = await get('/member/feature_theme/info', 'default');
    expectSchema(ThemeConfigEntry, generic);
    expect(generic.val.init).toContain('__lobbyAnalytics');
    const mobile = await get('/member/feature_theme/info', 'default', { platform: 2 });
    expectSchema(ThemeConfigEntry, mobile);
    await server.ctx.db.insert(brandThemes).values({
      brandId: 'default',
      name: 'default',
      platform: 1,
      config: { ...generic, version: '9.9.9' },
    });
    expect((await get('/member/feature_theme/info', 'default', { platform: 1 })).version).toBe(
      '9.9.9',
    );
    expect((await get('/member/feature_theme/info', 'fubo', { name: 'app' })).type).toBe(
      'app_download',
    );
    expect((await get('/member/feature_theme/info', 'fubo')).status).toBe(0);
    const missing = await server.request({
      path: '/member/feature_theme/info',
      query: { name: 'nothing' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('answer the about-us tree in the request locale', async () => {
    const en = await get('/member/about_us', 'default', { locale: 'en' });
    expectSchema(Type.Array(AboutUsItem), en);
    expect(en[0].title).toBe('About us');
    expect(en[0].children.length).toBe(2);
    const ja = await get('/member/about_us', 'default', { locale: 'ja' });
    expect(ja[0].title).toBe('会社概要');
    const zh = await get('/member/about_us', 'default', { locale: 'zh_cn' });
    expect(zh[1].children[0].title).toBe('如何存款');
  });

  it('answer area codes with translated country names, sub types and the §3 banks', async () => {
    const codes = await get('/area_code/info', 'nexbet', { locale: 'ja' });
    expect(codes[0]).toEqual({ code: '+60', country: 'MY', name: 'マレーシア' });
    const zh = await get('/area_code/info', 'helo8', { locale: 'zh-CN' });
    expect(zh.map((c: { name: string }) => c.name)).toEqual(['中国', '中国香港', '中国台湾']);
    const subTypes = await get('/sub_type', 'default', { locale: 'zh-CN' });
    expect(subTypes[0]).toEqual({ id: 1, key: 'normal', name: '普通会员' });
    const banks = await get('/getBclc', 'default');
    expectSchema(Type.Array(BankEntry), banks);
    expect(banks.map((b: { name: string }) => b.name)).toEqual([...NAMED_BANKS]);
    expect(banks[0].logo).toMatch(/^data:image\/svg\+xml;base64,/);
    const reg = await get('/reg_bank_list', 'default');
    expect(reg.map((b: { name: string }) => b.name)).toEqual(
      NAMED_BANKS.filter((n) => n !== 'OTHER'),
    );
  });
});

describe('language files on the storage origin', () => {
  it('serve every locale complete, with cache headers, an ETag and open CORS', async () => {
    for (const lang of ['en', 'ja', 'zh-CN'] as const) {
      const res = await server.request({
        path: `/frontend/lang/${lang}/${lang}.json`,
        query: { ts: '1700000000' },
        headers: { origin: 'https://any.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(JSON.parse(JSON.stringify(catalogues[lang])));
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      const again = await server.request({
        path: `/frontend/lang/${lang}/${lang}.json`,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    const ja = (await server.request({ path: '/frontend/lang/ja/ja.json' })).json();
    expect(ja.errors.RATE_LIMITED).toContain('{interval}');
    // The screens' own namespaces travel in the same file.
    expect(ja.site.nav.home).toBe('ホーム');
  });

  it('answer 404 for other languages and mismatched file names', async () => {
    for (const path of [
      '/frontend/lang/fr/fr.json',
      '/frontend/lang/ja/en.json',
      '/frontend/lang/en/en.txt',
      '/frontend/lang/../../etc/passwd',
    ]) {
      const res = await server.request({ path });
      expect([400, 404], path).toContain(res.statusCode);
      expect(res.json().code).toBeTypeOf('string');
    }
  });
});
