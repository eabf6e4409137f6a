import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { themes } from '@lobby/tokens/themes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandThemes, brands } from '../db/schema/brands.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { channelByCode, get, keyed, ledgerSound, mainOf, newMember } from '../test/money-kit.ts';
import type { TestMember } from '../test/money-kit.ts';
import { opsCreateBrand } from './brand-command.ts';
import {
  brandSyncCommand,
  opsDisableBrand,
  opsEnableBrand,
  opsRemoveBrand,
  opsSyncBrand,
} from './brand-life-commands.ts';
import { OpsError } from './commands.ts';
import { COMMANDS, USAGE } from './dispatch.ts';
import { helpText } from './help.ts';

let server: TestServer;
let registry: string;

/** Writes `apps/<id>/brand.json` of the test's registry. */
function writeBrandFile(id: string, fields: Record<string, unknown>): void {
  mkdirSync(join(registry, id), { recursive: true });
  writeFileSync(
    join(registry, id, 'brand.json'),
    JSON.stringify({
      id,
      name: 'Acme',
      theme: 'THEME10',
      port: 4190,
      currency: 'USD',
      defaultLocale: 'en',
      locales: ['en', 'ja'],
      domain: `${id}.example`,
      ...fields,
    }),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  registry = mkdtempSync(join(tmpdir(), 'lobby-brand-life-'));
  writeBrandFile('acme', {});
  writeBrandFile('shut', { port: 4191 });
  await opsCreateBrand(server.ctx, { brand: 'acme', 'brands-dir': registry });
  await opsCreateBrand(server.ctx, { brand: 'shut', 'brands-dir': registry });
});
afterAll(async () => {
  await server?.close();
  rmSync(registry, { recursive: true, force: true });
});

const permissionsOf = async (brand: string) =>
  (await server.request({ path: '/member/feature_premission/info', brand })).json() as {
    theme: { name: string };
    website: { logo: string };
  };

/** A `shut` member (withdrawal password `wp1234`) adds a card and withdraws 100.00 to it. */
async function withdraws(member: TestMember, accountNumber: string): Promise<void> {
  const card = await server.request({
    path: '/member/bank_card/add',
    brand: 'shut',
    token: member.token,
    body: {
      bank_name: 'MAY',
      account_name: 'T',
      account_number: accountNumber,
      withdraw_password: await server.encrypt('wp1234'),
    },
  });
  expect(card.statusCode, card.body).toBe(200);
  const withdrawal = await keyed(server, member, '/member/withdraw/apply', {
    bank_card_id: card.json().id,
    amount: 100_00,
    withdraw_password: await server.encrypt('wp1234'),
  });
  expect(withdrawal.statusCode, withdrawal.body).toBe(200);
}

describe('ops brand:sync', () => {
  it('lists the commands, with help', () => {
    for (const name of ['brand:sync', 'brand:disable', 'brand:enable', 'brand:remove']) {
      expect(COMMANDS).toContain(name);
      expect(USAGE).toContain(name);
      expect(helpText(name)).toContain('--brand');
    }
  });

  it('shows what a changed brand.json changes, writes it only with --apply, then has nothing left', async () => {
    // The brand's theme, name, festival, languages and channels change in its file.
    writeBrandFile('acme', {
      name: 'Acme Play',
      theme: 'THEME8',
      currency: 'EUR',
      locales: ['en'],
      seed: {
        festival: 'firework',
        contactChannels: [{ kind: 'telegram', value: '@acme_help' }],
      },
    });
    const args = { brand: 'acme', 'brands-dir': registry };
    const dry = await brandSyncCommand.run(server.ctx, args);
    expect(dry).toMatchObject({ brand: 'acme', applied: false });
    const { changes, notes } = dry as Awaited<ReturnType<typeof opsSyncBrand>>;
    const byWhat = Object.fromEntries(changes.map((c) => [c.what, c]));
    expect(byWhat['permission.theme.name']).toEqual({
      what: 'permission.theme.name',
      from: 'THEME10',
      to: 'THEME8',
    });
    expect(byWhat.name).toMatchObject({ from: 'Acme', to: 'Acme Play' });
    expect(byWhat.languages).toMatchObject({ from: ['en', 'ja'], to: ['en'] });
    // The mark follows the theme: its accent, shown as the colour rather than the image.
    expect(byWhat['permission.website.logo']).toEqual({
      what: 'permission.website.logo',
      from: `<logo on ${themes.THEME10.color.accent}>`,
      to: `<logo on ${themes.THEME8.color.accent}>`,
    });
    // Every device's entry takes the festival, phones' included.
    expect(byWhat['themes.default/0.type']).toMatchObject({ from: 'snow', to: 'firework' });
    expect(byWhat['themes.default/2.type']).toMatchObject({ from: 'snow', to: 'firework' });
    expect(byWhat['contact.channels']?.to).toEqual([{ kind: 'telegram', value: '@acme_help' }]);
    expect(notes.join()).toMatch(/currency.*USD.*EUR.*not synced/);
    // A dry run writes nothing.
    expect((await permissionsOf('acme')).theme.name).toBe('THEME10');

    const applied = await opsSyncBrand(server.ctx, 'acme', { apply: true, dir: registry });
    expect(applied.applied).toBe(true);
    expect(applied.changes).toEqual(changes);
    expect((await permissionsOf('acme')).theme.name).toBe('THEME8');
    const phone = await server.request({
      path: '/member/feature_theme/info',
      brand: 'acme',
      query: { platform: 2 },
    });
    expect(phone.json().type).toBe('firework');
    const languages = await server.request({ path: '/language_list', brand: 'acme' });
    expect(JSON.stringify(languages.json())).not.toContain('ja');
    const [row] = await server.ctx.db.select().from(brands).where(eq(brands.id, 'acme'));
    expect(row).toMatchObject({ displayName: 'Acme Play', currencyCode: 'USD' });

    const again = await opsSyncBrand(server.ctx, 'acme', { apply: true, dir: registry });
    expect(again).toMatchObject({ applied: false, changes: [] });
  });

  it('refuses a brand the registry or the database lacks', async () => {
    await expect(
      opsSyncBrand(server.ctx, 'nosuch', { apply: false, dir: registry }),
    ).rejects.toThrow(/No brand "nosuch" in the brand registry/);
    writeBrandFile('fresh', { port: 4192 });
    await expect(
      opsSyncBrand(server.ctx, 'fresh', { apply: false, dir: registry }),
    ).rejects.toThrow(/brand:create/);
  });
});

describe('ops brand:disable, brand:enable, brand:remove', () => {
  it('a disabled brand refuses sign-in, sign-up and play, revokes its origins, and still pays out', async () => {
    const member = await newMember(server, {
      brand: 'shut',
      balance: 500_00,
      withdrawPassword: 'wp1234',
    });
    const channel = await channelByCode(server, 'AUR', 'shut');
    const into = (amount: number, action = 1) =>
      keyed(server, member, '/member/game/transfer', { action, amount, channel_id: channel.id });
    expect((await into(100_00)).statusCode).toBe(200);
    const origins = (await server.ctx.brands.byId('shut'))?.corsOrigins ?? [];
    expect(origins.length).toBeGreaterThan(0);

    const disabled = await opsDisableBrand(server.ctx, 'shut');
    expect(disabled).toEqual({
      brand: 'shut',
      disabled: true,
      origins: [],
      revokedOrigins: origins,
      changed: true,
    });
    expect((await opsDisableBrand(server.ctx, 'shut')).changed).toBe(false);

    // Sign-in, with the message in the member's language.
    const signIn = await server.request({
      path: '/member/auth/login',
      brand: 'shut',
      query: { locale: 'ja' },
      body: { username: member.username, password: await server.encrypt('Kettle-Moss-42') },
    });
    expect(signIn.statusCode).toBe(409);
    expect(signIn.json()).toMatchObject({ code: 'BRAND_DISABLED' });
    expect(signIn.json().message).toMatch(/閉鎖/);
    const signUp = await server.request({
      path: '/member/auth/register',
      brand: 'shut',
      body: {
        username: 'newcomer1',
        password: await server.encrypt('Kettle-Moss-42'),
        password_confirmation: await server.encrypt('Kettle-Moss-42'),
      },
    });
    expect(signUp.json()).toMatchObject({ code: 'BRAND_DISABLED' });
    // No play: no launch, no money into a game; money out of one stays possible.
    expect((await into(10_00)).json()).toMatchObject({ code: 'BRAND_DISABLED' });
    const game = await server.request({
      path: '/member/game/launch',
      brand: 'shut',
      token: member.token,
      body: { game_id: 1 },
    });
    expect(game.json()).toMatchObject({ code: 'BRAND_DISABLED' });
    expect((await into(100_00, 2)).statusCode).toBe(200);
    // Origins revoked: a page on them gets no CORS grant.
    const preflight = await server.request({
      method: 'OPTIONS',
      path: '/member/auth/login',
      brand: 'shut',
      headers: { origin: origins[0] as string, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

    // The signed-in member sees the balance and withdraws.
    expect((await get(server, member, '/member/wallet/info')).statusCode).toBe(200);
    expect(await mainOf(server, member)).toBe(500_00);
    await withdraws(member, '1234567890');

    // Enabled again: its origins are back and its members sign in.
    expect(await opsEnableBrand(server.ctx, 'shut')).toMatchObject({
      disabled: false,
      origins,
      revokedOrigins: [],
      changed: true,
    });
    expect(await server.login(member.username, 'Kettle-Moss-42', 'shut')).toMatch(/.{20,}/);
    await ledgerSound(server);
  });

  it('removes a disabled brand’s configuration and keeps its members’ money', async () => {
    const member = await newMember(server, {
      brand: 'shut',
      balance: 300_00,
      withdrawPassword: 'wp1234',
    });
    await expect(opsRemoveBrand(server.ctx, 'shut')).rejects.toThrow(/disable it first/);
    await expect(opsRemoveBrand(server.ctx, 'default')).rejects.toBeInstanceOf(OpsError);
    await opsDisableBrand(server.ctx, 'shut');
    const removed = await opsRemoveBrand(server.ctx, 'shut');
    expect(removed.removed).toMatchObject({ hosts: 2, origins: 3 });
    expect(removed.removed.themes).toBeGreaterThan(0);
    expect(removed.kept.join()).toMatch(/ledger/);

    // Its hosts no longer find it, its theme entries are gone, and it cannot be enabled.
    const byHost = await server.request({
      path: '/member/feature_premission/info',
      headers: { host: 'shut.example' },
    });
    expect(byHost.json().theme.name).not.toBe('THEME10');
    const entries = await server.ctx.db
      .select()
      .from(brandThemes)
      .where(eq(brandThemes.brandId, 'shut'));
    expect(entries).toEqual([]);
    await expect(opsEnableBrand(server.ctx, 'shut')).rejects.toThrow(/removed/);
    await expect(opsSyncBrand(server.ctx, 'shut', { apply: true, dir: registry })).rejects.toThrow(
      /removed/,
    );

    // The member, signed in before, still sees the balance and withdraws.
    expect(await mainOf(server, member)).toBe(300_00);
    await withdraws(member, '1234567891');
    await ledgerSound(server);
  });
});
