import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../base/config.ts';
import { openDatabase } from '../db/client.ts';
import { lockFilePath } from '../db/folder-lock.ts';
import { migrate } from '../db/migrate.ts';
import { withdrawals } from '../db/schema/payments.ts';
import { startTestServer } from '../test/harness.ts';
import { channelByCode, keyed, mainOf, newMember } from '../test/money-kit.ts';
import type { TestServer } from '../test/harness.ts';
import { channelSecret } from '../core/security/signatures.ts';
import { parseOpsAmount } from './amounts.ts';
import type { OpsCurrency } from './amounts.ts';
import { OpsError } from './commands.ts';
import { addControlRoute, readControlFile, writeControlFile } from './control.ts';
import { COMMANDS, USAGE, runOps } from './dispatch.ts';
import { HELP } from './help.ts';
import { MONEY_COMMANDS } from './money-dispatch.ts';
import { chooseRoute, parseOptions, runCli } from './run-cli.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('ops commands', () => {
  it('create a member who can log in, list, lock and unlock them', async () => {
    const created = (await runOps(server.ctx, 'member:create', {
      brand: 'helo8',
      username: 'opsmember',
      password: 'Kettle-Moss-42',
      balance: '500',
    })) as { inviteCode: string };
    expect(created.inviteCode).toMatch(/^\d{6}$/);
    const token = await server.login('opsmember', 'Kettle-Moss-42', 'helo8');
    expect(
      (await server.request({ path: '/members/sidebar', brand: 'helo8', token })).json(),
    ).toMatchObject({ money: 500, currency: 'CNY' });
    const list = (await runOps(server.ctx, 'members', { brand: 'helo8' })) as {
      username: string;
    }[];
    expect(list.map((m) => m.username)).toEqual(['demo01', 'opsmember']);
    await runOps(server.ctx, 'member:lock', { brand: 'helo8', username: 'opsmember' });
    expect(
      (await server.request({ path: '/members/sidebar', brand: 'helo8', token })).statusCode,
    ).toBe(401);
    await runOps(server.ctx, 'member:unlock', { brand: 'helo8', username: 'opsmember' });
    expect(await server.login('opsmember', 'Kettle-Moss-42', 'helo8')).toHaveLength(43);
  });

  it('switch maintenance on for a window and off again', async () => {
    const start = Math.floor(server.clock.now() / 1000) - 10;
    await runOps(server.ctx, 'maintenance:on', {
      brand: 'nexbet',
      start: String(start),
      end: new Date(server.clock.now() + 3_600_000).toISOString(),
    });
    expect((await server.request({ path: '/getBclc', brand: 'nexbet' })).statusCode).toBe(503);
    expect((await server.request({ path: '/getBclc', brand: 'fubo' })).statusCode).toBe(200);
    await runOps(server.ctx, 'maintenance:off', { brand: 'nexbet' });
    expect((await server.request({ path: '/getBclc', brand: 'nexbet' })).statusCode).toBe(200);
  });

  it('read the outbox, rotate the key and create QR codes', async () => {
    await server.request({ path: '/member/register_email', body: { email: 'ops@x.example' } });
    const outbox = (await runOps(server.ctx, 'outbox', { to: 'ops@x.example' })) as {
      body: string;
      status: string;
      attempts: number;
    }[];
    // No channel configured (development): the message waits, readable, in the outbox.
    expect(outbox[0]?.body).toMatch(/\d{6}/);
    expect(outbox[0]).toMatchObject({ status: 'pending', attempts: 0 });
    const pending = (await runOps(server.ctx, 'outbox', { status: 'pending' })) as unknown[];
    expect(pending.length).toBeGreaterThan(0);
    expect(await runOps(server.ctx, 'outbox', { status: 'sent' })).toEqual([]);
    const before = (await server.request({ path: '/key' })).json().key_id;
    const rotated = (await runOps(server.ctx, 'key:rotate', {})) as { keyId: string };
    expect(rotated.keyId).not.toBe(before);
    expect((await server.request({ path: '/key' })).json().key_id).toBe(rotated.keyId);
    const qr = (await runOps(server.ctx, 'qr:create', {
      brand: 'default',
      kind: 'account',
      days: '2',
    })) as { code: string };
    expect((await server.request({ path: `/member/auth/qr_code/${qr.code}` })).json().status).toBe(
      1,
    );
    await runOps(server.ctx, 'qr:cancel', { brand: 'default', code: qr.code });
    expect((await server.request({ path: `/member/auth/qr_code/${qr.code}` })).json().status).toBe(
      3,
    );
  });

  it('set one permission switch of a brand, checked against the domain schema', async () => {
    const permission = async (brand: string) =>
      (await server.request({ path: '/member/feature_premission/info', brand })).json();
    const before = await permission('fubo');
    expect(
      await runOps(server.ctx, 'brand:set-permission', {
        brand: 'fubo',
        path: 'member_module.live_score_url',
        value: 'https://scores.example/fubo',
      }),
    ).toEqual({
      brand: 'fubo',
      path: 'member_module.live_score_url',
      previous: before.member_module.live_score_url,
      value: 'https://scores.example/fubo',
    });
    await runOps(server.ctx, 'brand:set-permission', {
      brand: 'fubo',
      path: 'member_module.live_score_status',
      value: '1',
    });
    await runOps(server.ctx, 'brand:set-permission', {
      brand: 'fubo',
      path: 'game.game_type_sort.Lottery',
      value: '0',
    });
    const after = await permission('fubo');
    expect(after.member_module).toEqual({
      live_score_status: 1,
      live_score_url: 'https://scores.example/fubo',
    });
    expect(after.game.game_type_sort.Lottery).toBe(0);
    // Nothing else moved, and other brands are untouched.
    expect({ ...after, member_module: before.member_module, game: before.game }).toEqual(before);
    expect((await permission('nexbet')).member_module.live_score_url).not.toBe(
      'https://scores.example/fubo',
    );
    const bad: [Record<string, string>, RegExp][] = [
      [{ brand: 'fubo', path: 'upload.topup_code_show', value: '2' }, /does not fit/],
      [{ brand: 'fubo', path: 'upload.topup_code_show', value: 'on' }, /does not fit/],
      [{ brand: 'fubo', path: 'member_module.live_score_url', value: '5' }, /does not fit/],
      [{ brand: 'fubo', path: 'upload.nope', value: '1' }, /Unknown permission path/],
      [{ brand: 'fubo', path: 'upload', value: '1' }, /Unknown permission path/],
      [{ brand: 'fubo', path: 'upload.topup_code_show.deeper', value: '1' }, /Unknown/],
      [{ brand: 'fubo', path: '__proto__.polluted', value: '1' }, /Unknown permission path/],
      [{ brand: 'fubo', path: 'game.game_type_sort.__proto__', value: '1' }, /Unknown/],
      [{ brand: 'nope', path: 'upload.topup_code_show', value: '1' }, /No brand/],
      [{ brand: 'fubo', value: '1' }, /Missing --path/],
      [{ brand: 'fubo', path: 'upload.topup_code_show' }, /Missing --value/],
    ];
    for (const [args, message] of bad) {
      await expect(
        runOps(server.ctx, 'brand:set-permission', args),
        JSON.stringify(args),
      ).rejects.toThrow(message);
    }
    expect(await permission('fubo')).toEqual(after);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("set one part of a brand's contact settings, checked against the domain schema", async () => {
    const contact = async (brand: string) =>
      (await server.request({ path: '/contact_list', brand })).json();
    const before = await contact('fubo');
    const nexbet = await contact('nexbet');
    expect(before.channels.length).toBeGreaterThan(0);
    expect(
      await runOps(server.ctx, 'brand:set-contact', {
        brand: 'fubo',
        path: 'channels',
        value: '[]',
      }),
    ).toEqual({ brand: 'fubo', path: 'channels', previous: before.channels, value: [] });
    await runOps(server.ctx, 'brand:set-contact', { brand: 'fubo', path: 'social', value: '[]' });
    await runOps(server.ctx, 'brand:set-contact', {
      brand: 'fubo',
      path: 'live_chat.url',
      value: '',
    });
    const after = await contact('fubo');
    expect(after).toEqual({
      ...before,
      channels: [],
      social: [],
      live_chat: { ...before.live_chat, url: '' },
    });
    expect(await contact('nexbet')).toEqual(nexbet);
    const bad: [Record<string, string>, RegExp][] = [
      [
        { brand: 'fubo', path: 'channels', value: '[{"kind":"pager","value":"1"}]' },
        /does not fit/,
      ],
      [{ brand: 'fubo', path: 'live_chat_url', value: '5' }, /does not fit/],
      [{ brand: 'fubo', path: 'live_chat', value: '{}' }, /Unknown contact path .*a group/],
      [{ brand: 'fubo', path: 'phone', value: '1' }, /Unknown contact path/],
      [{ brand: 'fubo', path: '__proto__.polluted', value: '1' }, /Unknown contact path/],
      [{ brand: 'nope', path: 'channels', value: '[]' }, /No brand/],
      [{ brand: 'fubo', path: 'channels' }, /Missing --value/],
    ];
    for (const [args, message] of bad) {
      await expect(
        runOps(server.ctx, 'brand:set-contact', args),
        JSON.stringify(args),
      ).rejects.toThrow(message);
    }
    expect(await contact('fubo')).toEqual(after);
    // The answer's previous value puts a setting back.
    await runOps(server.ctx, 'brand:set-contact', {
      brand: 'fubo',
      path: 'channels',
      value: JSON.stringify(before.channels),
    });
    expect((await contact('fubo')).channels).toEqual(before.channels);
  });

  it('clear the seeded showcase wins of one brand', async () => {
    const winners = async (brand: string) =>
      (await server.request({ path: '/member/top_winners', brand })).json() as unknown[];
    const others = await winners('nexbet');
    expect(others.length).toBeGreaterThan(0);
    expect((await winners('default')).length).toBeGreaterThan(0);
    expect(await runOps(server.ctx, 'winners:clear-featured', { brand: 'default' })).toEqual({
      brand: 'default',
      removed: others.length,
    });
    expect(await winners('default')).toEqual([]);
    expect(await winners('nexbet')).toEqual(others);
    expect(await runOps(server.ctx, 'winners:clear-featured', { brand: 'default' })).toEqual({
      brand: 'default',
      removed: 0,
    });
    await expect(runOps(server.ctx, 'winners:clear-featured', { brand: 'nope' })).rejects.toThrow(
      /No brand/,
    );
  });

  it("allow and revoke a developer app's origin for one brand, at once and only for it", async () => {
    const app = 'https://app.example.com';
    const preflight = (brand: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/member/auth/login',
        headers: { origin: app, 'x-lobby-brand': brand, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('fubo')).statusCode).toBe(400);
    const allowed = (await runOps(server.ctx, 'origin:allow', {
      brand: 'fubo',
      origin: `${app}/`,
    })) as { origins: string[] };
    expect(allowed.origins).toContain(app);
    // Allowing twice keeps one entry.
    await runOps(server.ctx, 'origin:allow', { brand: 'fubo', origin: app });
    const listed = (await runOps(server.ctx, 'origins', { brand: 'fubo' })) as {
      origins: string[];
    };
    expect(listed.origins.filter((o) => o === app)).toHaveLength(1);
    const granted = await preflight('fubo');
    expect(granted.statusCode).toBe(204);
    expect(granted.headers['access-control-allow-origin']).toBe(app);
    expect((await preflight('helo8')).statusCode).toBe(400);

    const revoked = (await runOps(server.ctx, 'origin:revoke', {
      brand: 'fubo',
      origin: app,
    })) as { origins: string[] };
    expect(revoked.origins).not.toContain(app);
    expect(revoked.origins.length).toBe(listed.origins.length - 1);
    expect((await preflight('fubo')).statusCode).toBe(400);

    for (const origin of [
      'app.example.com',
      'ftp://app.example.com',
      'https://app.example.com/path',
      'https://user@app.example.com',
    ]) {
      await expect(
        runOps(server.ctx, 'origin:allow', { brand: 'fubo', origin }),
        origin,
      ).rejects.toThrow(OpsError);
    }
    await expect(
      runOps(server.ctx, 'origin:revoke', { brand: 'fubo', origin: app }),
    ).rejects.toThrow(/not allowed/);
  });

  it("make an API host a brand's, so its site on another origin passes the preflight", async () => {
    const site = 'https://www.helo8-static.example';
    const api = 'api.helo8-static.example';
    const preflight = () =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/member/auth/login',
        // As a browser sends it: no X-Lobby-Brand, only its name among the headers to come.
        headers: {
          host: api,
          origin: site,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, x-lobby-brand',
        },
      });
    await runOps(server.ctx, 'origin:allow', { brand: 'helo8', origin: site });
    // The API host resolves to the default brand, which does not allow the site.
    expect((await preflight()).statusCode).toBe(400);
    const allowed = (await runOps(server.ctx, 'host:allow', {
      brand: 'helo8',
      host: 'API.helo8-static.example',
    })) as { hosts: string[] };
    expect(allowed.hosts).toContain(api);
    const granted = await preflight();
    expect(granted.statusCode).toBe(204);
    expect(granted.headers['access-control-allow-origin']).toBe(site);
    await expect(runOps(server.ctx, 'host:allow', { brand: 'fubo', host: api })).rejects.toThrow(
      `${api} is a host of brand "helo8": host:revoke it there first`,
    );
    for (const host of [
      'https://api.example.com',
      'api.example.com:443',
      'api.example.com/x',
      '-a.example',
    ])
      await expect(runOps(server.ctx, 'host:allow', { brand: 'fubo', host }), host).rejects.toThrow(
        'is not a host name',
      );
    const revoked = (await runOps(server.ctx, 'host:revoke', { brand: 'helo8', host: api })) as {
      hosts: string[];
    };
    expect(revoked.hosts).not.toContain(api);
    expect((await preflight()).statusCode).toBe(400);
    await expect(runOps(server.ctx, 'host:revoke', { brand: 'helo8', host: api })).rejects.toThrow(
      `${api} is not a host of brand "helo8"`,
    );
    await runOps(server.ctx, 'origin:revoke', { brand: 'helo8', origin: site });
  });

  it('refuse bad arguments with an OpsError, never a half-done change', async () => {
    const bad: [string, Record<string, string>, RegExp][] = [
      [
        'member:create',
        { brand: 'default', username: 'x', password: 'Kettle-Moss-42' },
        /Username/,
      ],
      ['member:create', { brand: 'default', username: 'validname', password: '1' }, /Password/],
      [
        'member:create',
        { brand: 'nope', username: 'validname', password: 'Kettle-Moss-42' },
        /No brand/,
      ],
      [
        'member:create',
        { brand: 'helo8', username: 'OpsMember', password: 'Kettle-Moss-42' },
        /taken/,
      ],
      [
        'member:create',
        { brand: 'default', username: 'validname', password: 'Kettle-Moss-42', balance: '-5' },
        /--balance/,
      ],
      ['member:lock', { brand: 'default', username: 'ghost' }, /No member/],
      ['member:lock', { brand: 'default' }, /Missing --username/],
      ['maintenance:on', { brand: 'default', start: 'yesterday-ish' }, /ISO/],
      [
        'maintenance:on',
        { brand: 'default', start: '2030-01-02T00:00:00Z', end: '2030-01-01T00:00:00Z' },
        /after the start/,
      ],
      ['qr:create', { brand: 'default', kind: 'party' }, /--kind/],
      ['qr:create', { brand: 'default', kind: 'invite' }, /--owner/],
      ['qr:cancel', { brand: 'default', code: 'none' }, /No unused QR code/],
      ['outbox', { limit: 'many' }, /--limit must be a whole number/],
      ['outbox', { limit: '1e3' }, /--limit must be a whole number/],
      [
        'outbox',
        { status: 'lost' },
        /--status must be one of pending, sending, sent, failed, expired/,
      ],
      ['explode', {}, /Unknown command/],
    ];
    for (const [command, args, message] of bad) {
      await expect(runOps(server.ctx, command, args), command).rejects.toThrow(OpsError);
      await expect(runOps(server.ctx, command, args), command).rejects.toThrow(message);
    }
    expect(
      ((await runOps(server.ctx, 'members', { brand: 'default' })) as unknown[]).some(
        (m) => (m as { username: string }).username === 'validname',
      ),
    ).toBe(false);
    for (const command of COMMANDS) expect(USAGE).toContain(command);
  });

  it('run through the loopback control channel only with the secret', async () => {
    const app = Fastify();
    const secret = addControlRoute(app, server.ctx);
    const ok = await app.inject({
      method: 'POST',
      url: '/_ops/outbox',
      payload: { limit: '1' },
      headers: { 'x-lobby-ops-secret': secret },
    });
    expect(ok.json().ok).toBe(true);
    const bad = await app.inject({
      method: 'POST',
      url: '/_ops/member:lock',
      payload: { brand: 'default' },
      headers: { 'x-lobby-ops-secret': secret },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ ok: false, error: 'Missing --username' });
    const wrong = await app.inject({
      method: 'POST',
      url: '/_ops/outbox',
      payload: {},
      headers: { 'x-lobby-ops-secret': 'guess' },
    });
    expect(wrong.statusCode).toBe(404);
    const remote = await app.inject({
      method: 'POST',
      url: '/_ops/outbox',
      payload: {},
      headers: { 'x-lobby-ops-secret': secret },
      remoteAddress: '10.0.0.1',
    });
    expect(remote.statusCode).toBe(404);
    await app.close();
  });
});

describe('channel:set --transfer-in-limit', () => {
  it('sets the limit transfer_info answers and transfers in are held to, and refuses bad values', async () => {
    const m = await newMember(server, { balance: 50_000 });
    const aur = await channelByCode(server, 'AUR');
    const info = async () =>
      (
        await server.request({
          path: '/member/game/transfer_info',
          query: { channel_id: aur.id, action: 1 },
          token: m.token,
        })
      ).json().transfer_in_limit as number;
    expect(await info()).toBe(0);
    expect(
      await runOps(server.ctx, 'channel:set', {
        brand: 'default',
        code: 'AUR',
        'transfer-in-limit': '20000',
      }),
    ).toMatchObject({ code: 'AUR', transfer_in_limit: '200.00 USD' });
    expect(await info()).toBe(20_000);
    const under = await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 19_999,
      channel_id: aur.id,
    });
    expect(under.statusCode).toBe(400);
    expect(under.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'amount' });
    const enough = await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 20_000,
      channel_id: aur.id,
    });
    expect(enough.statusCode).toBe(200);

    for (const value of ['-1', '1.5', 'lots', '9007199254740993', 'true']) {
      await expect(
        runOps(server.ctx, 'channel:set', {
          brand: 'default',
          code: 'AUR',
          'transfer-in-limit': value,
        }),
        value,
      ).rejects.toBeInstanceOf(OpsError);
    }
    await expect(
      runOps(server.ctx, 'channel:set', { brand: 'default', code: 'AUR' }),
    ).rejects.toThrow(/at least one/);
    await expect(
      runOps(server.ctx, 'channel:set', {
        brand: 'default',
        code: 'NOPE',
        'transfer-in-limit': '0',
      }),
    ).rejects.toThrow(/No channel/);
    // Unchanged by the refusals; 0 lifts the limit again.
    expect(await info()).toBe(20_000);
    await runOps(server.ctx, 'channel:set', {
      brand: 'default',
      code: 'AUR',
      'transfer-in-limit': '0',
    });
    expect(await info()).toBe(0);
    expect(USAGE).toContain('--transfer-in-limit');
  });
});

const USD: OpsCurrency = { code: 'USD', decimals: 2 };
const JPY: OpsCurrency = { code: 'JPY', decimals: 0 };

describe('amounts an operator types', () => {
  it('are major units of the currency, exact, with at most its decimals', () => {
    const accepted: [string, OpsCurrency, number][] = [
      ['25.00', USD, 2500],
      ['25', USD, 2500],
      ['25.5', USD, 2550],
      ['0.01', USD, 1],
      ['0', USD, 0],
      ['1000000', USD, 100_000_000],
      ['90071992547409.91', USD, 9_007_199_254_740_991],
      ['2500', JPY, 2500],
    ];
    for (const [raw, currency, minor] of accepted)
      expect(parseOpsAmount(raw, 'amount', currency, 'major'), raw).toBe(minor);
    expect(parseOpsAmount('-5', 'amount', USD, 'major', { allowNegative: true })).toBe(-500);

    const refused: [string | undefined, OpsCurrency, RegExp][] = [
      ['25.001', USD, /--amount takes an amount in USD with at most 2 decimals.*got "25\.001"/],
      ['25.000', USD, /at most 2 decimals/],
      ['1e3', USD, /--amount takes an amount in USD with at most 2 decimals.*got "1e3"/],
      ['+5', USD, /got "\+5"/],
      ['0x10', USD, /got "0x10"/],
      ['1,000', USD, /got "1,000"/],
      [' 25', USD, /got " 25"/],
      ['25.', USD, /got "25\."/],
      ['.5', USD, /got "\.5"/],
      ['Infinity', USD, /got "Infinity"/],
      ['', USD, /Missing --amount: it takes an amount in USD with at most 2 decimals/],
      [undefined, USD, /Missing --amount/],
      ['true', USD, /Missing --amount/],
      ['-5', USD, /--amount cannot be negative/],
      ['90071992547409.92', USD, /--amount is too large/],
      ['25.5', JPY, /--amount takes a whole amount in JPY \(it has no decimals\).*got "25\.5"/],
      ['25.0', JPY, /no decimals/],
    ];
    for (const [raw, currency, message] of refused) {
      expect(() => parseOpsAmount(raw, 'amount', currency, 'major'), String(raw)).toThrow(OpsError);
      expect(() => parseOpsAmount(raw, 'amount', currency, 'major'), String(raw)).toThrow(message);
    }
  });

  it('are whole minor units for code (the control channel without the CLI), 1e3 refused', async () => {
    expect(parseOpsAmount('2500', 'amount', USD, 'minor')).toBe(2500);
    for (const raw of ['1e3', '25.00', '0x10', '', ' 5', '+5'])
      expect(() => parseOpsAmount(raw, 'amount', USD, 'minor'), raw).toThrow(/whole number/);
    const m = await newMember(server, { balance: 0 });
    await expect(
      runOps(server.ctx, 'wallet:adjust', {
        brand: 'default',
        username: m.username,
        amount: '1e3',
        remark: 'typo',
      }),
    ).rejects.toThrow(/--amount must be a whole number of minor units/);
    expect(await mainOf(server, m)).toBe(0);
  });

  it('wallet:adjust credits 25.00 as 2500 minor units and answers it formatted', async () => {
    const m = await newMember(server, { balance: 0 });
    const adjust = (amount: string) =>
      runOps(
        server.ctx,
        'wallet:adjust',
        { brand: 'default', username: m.username, amount, remark: 'goodwill' },
        { amounts: 'major' },
      );
    expect(await adjust('25.00')).toMatchObject({ username: m.username, amount: '25.00 USD' });
    expect(await mainOf(server, m)).toBe(2500);
    expect(await adjust('-0.50')).toMatchObject({ amount: '-0.50 USD' });
    expect(await mainOf(server, m)).toBe(2450);
    for (const bad of ['25.001', '1e3', '+5', '0x10', '1,000', '', '0'])
      await expect(adjust(bad), bad).rejects.toThrow(/--amount/);
    expect(await mainOf(server, m)).toBe(2450);
    // A currency without decimals: 2500 yen is 2500 minor units.
    const j = await newMember(server, { brand: 'fubo', balance: 0 });
    expect(
      await runOps(
        server.ctx,
        'wallet:adjust',
        { brand: 'fubo', username: j.username, amount: '2500', remark: 'yen' },
        { amounts: 'major' },
      ),
    ).toMatchObject({ amount: '2,500 JPY' });
    expect(await mainOf(server, j)).toBe(2500);
  });
});

describe('ops listings', () => {
  it('show usernames and amounts formatted in the currency, not member ids and minor units', async () => {
    const m = await newMember(server);
    const bank = (
      (await server.request({ path: '/member/deposit/methods', token: m.token })).json() as {
        list: { id: number; type: number }[];
      }
    ).list.find((x) => x.type === 1);
    const dep = await keyed(server, m, '/member/deposit/create', {
      method_id: bank?.id,
      amount: 50_00,
    });
    expect(dep.statusCode, dep.body).toBe(200);
    const at = new Date(server.clock.now());
    await server.ctx.db.insert(withdrawals).values({
      brandId: 'default',
      memberId: m.id,
      orderNo: `WDOPS${m.id}`,
      amount: 1_234_56,
      status: 1,
      bankName: 'Test Bank',
      accountName: 'Test Member',
      accountNumber: '12345678',
      createdAt: at,
      updatedAt: at,
    });
    const pending = (await runOps(server.ctx, 'payments:pending', { brand: 'default' })) as {
      deposits: Record<string, unknown>[];
      withdrawals: Record<string, unknown>[];
    };
    const deposit = pending.deposits.find((d) => d.order_no === dep.json().order_no);
    expect(deposit).toMatchObject({ username: m.username, amount: '50.00 USD' });
    expect(deposit).not.toHaveProperty('member_id');
    const withdrawal = pending.withdrawals.find((w) => w.order_no === `WDOPS${m.id}`);
    expect(withdrawal).toMatchObject({ username: m.username, amount: '1,234.56 USD' });
    expect(withdrawal).not.toHaveProperty('member_id');
    const recent = (await runOps(server.ctx, 'deposits', { brand: 'default', limit: '5' })) as {
      order_no: string;
    }[];
    expect(recent.find((d) => d.order_no === dep.json().order_no)).toMatchObject({
      username: m.username,
      amount: '50.00 USD',
    });
    expect(
      await runOps(server.ctx, 'deposit:reject', {
        brand: 'default',
        order: dep.json().order_no,
      }),
    ).toMatchObject({ amount: '50.00 USD' });
  });
});

/** Runs the CLI in-process and answers its exit code and output. */
async function cli(argv: string[], env: Record<string, string> = {}, defaultDataDir?: string) {
  let out = '';
  let err = '';
  const code = await runCli(
    argv,
    { DATABASE_URL: '', ...env },
    { out: (text) => (out += `${text}\n`), err: (text) => (err += `${text}\n`) },
    { defaultDataDir: defaultDataDir ?? join(tmpdir(), 'lobby-no-default', 'pglite') },
  );
  return { code, out, err };
}

describe('ops --help', () => {
  it('every command prints its options and a working example', async () => {
    for (const command of [...COMMANDS, ...MONEY_COMMANDS]) {
      const help = HELP[command];
      expect(help, command).toBeDefined();
      const { code, out } = await cli([command, '--help']);
      expect(code, command).toBe(0);
      expect(out, command).toContain(`ops ${command}: `);
      expect(out, command).toContain('Usage: pnpm --filter @lobby/api ops');
      expect(out, command).toContain(`Example:\n  pnpm --filter @lobby/api ops ${command}`);
      for (const option of help?.options ?? []) expect(out, command).toContain(`--${option.name}`);
      // The example uses only options the command takes, and every required one.
      const example = parseOptions(
        (help?.example.match(/'[^']*'|"[^"]*"|\S+/g) ?? []).map((w) =>
          w.replace(/^['"]|['"]$/g, ''),
        ),
      );
      const names = new Set(help?.options.map((o) => o.name));
      for (const name of Object.keys(example))
        expect(names, `${command} --${name}`).toContain(name);
      for (const option of help?.options.filter((o) => o.required) ?? [])
        expect(example, `${command} example`).toHaveProperty(option.name);
    }
    const adjust = await cli(['wallet:adjust', '--help']);
    expect(adjust.out).toContain('--amount AMOUNT');
    expect(adjust.out).toContain('at most its decimals');
    expect(adjust.out).toContain('--amount 25.00');
    expect((await cli(['help', 'wallet:adjust'])).out).toBe(adjust.out);
  });

  it('refuses an option the command does not take, and an unknown command, in sentences', async () => {
    const typo = await cli(['wallet:adjust', '--brand', 'default', '--amout', '25']);
    expect(typo.code).toBe(2);
    expect(typo.err).toContain('wallet:adjust takes no option --amout');
    const unknown = await cli(['wallet:adjusst']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "wallet:adjusst"');
  });

  it('answers a validator failure as English words, not its catalogue key', async () => {
    const error = await runOps(server.ctx, 'member:create', {
      brand: 'default',
      username: 'x',
      password: 'Kettle-Moss-42',
    }).catch((e: unknown) => e as Error);
    expect((error as Error).message).toMatch(/^Username: /);
    expect((error as Error).message).not.toMatch(/[A-Z]+_[A-Z_]+/);
  });
});

describe('the ops CLI and the running server', () => {
  const roots: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-ops-'));
    roots.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of roots) rmSync(dir, { recursive: true, force: true });
  });
  /** A control file as `main.ts` writes it, for a server that is this (live) process. */
  const serverOn = (parent: string, dataDir: string, port = 9) =>
    writeFileSync(
      join(parent, 'ops.json'),
      JSON.stringify({ pid: process.pid, port, secret: 's', dataDir }),
    );

  it('refuses when a server runs on another folder than LOBBY_DATA_DIR names', async () => {
    const parent = folder();
    serverOn(parent, join(parent, 'a'));
    const run = await cli(['members', '--brand', 'default'], {
      LOBBY_DATA_DIR: join(parent, 'b'),
    });
    expect(run.code).toBe(2);
    expect(run.err).toContain(
      `A Lobby server (process ${process.pid}) is running on the database folder ${join(parent, 'a')}, but LOBBY_DATA_DIR points this command at ${join(parent, 'b')}`,
    );
    // Nothing was opened, let alone created, for the other folder.
    expect(existsSync(join(parent, 'b'))).toBe(false);
    // The server beside pnpm start's folder is noticed even from a folder elsewhere.
    const elsewhere = await cli(
      ['members', '--brand', 'default'],
      { LOBBY_DATA_DIR: join(folder(), 'c') },
      join(parent, 'a'),
    );
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.err).toContain(`running on the database folder ${join(parent, 'a')}`);
  });

  it('refuses when DATABASE_URL points away from a running server, without its password', async () => {
    const parent = folder();
    serverOn(parent, join(parent, 'a'));
    const run = await cli(['members', '--brand', 'default'], {
      LOBBY_DATA_DIR: join(parent, 'a'),
      DATABASE_URL: 'postgres://ops:hunter2@db.example:5432/lobby',
    });
    expect(run.code).toBe(2);
    expect(run.err).toContain('but DATABASE_URL points this command at db.example:5432/lobby');
    expect(run.err).not.toContain('hunter2');
  });

  it('refuses a folder another process holds, and opens one whose server is gone', () => {
    const parent = folder();
    const dataDir = join(parent, 'a');
    mkdirSync(dataDir);
    writeFileSync(lockFilePath(dataDir), `${process.ppid}\n`);
    const config = loadConfig({ LOBBY_DATA_DIR: dataDir });
    const options = { defaultDataDir: dataDir, explicitDataDir: true };
    // A database PGlite made (what a server's first start leaves).
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    expect(() => chooseRoute(config, options)).toThrow(
      `The database folder ${dataDir} is in use by process ${process.ppid}, which takes no ops commands`,
    );
    rmSync(lockFilePath(dataDir));
    // A control file of a server that died (its pid gone) is ignored.
    writeFileSync(
      join(parent, 'ops.json'),
      JSON.stringify({ pid: 2 ** 22 + 1, port: 9, secret: 's', dataDir }),
    );
    expect(chooseRoute(config, options)).toEqual({ via: 'direct' });
  });

  it('runs in the server holding the folder, amounts in major units, refusals as sentences', async () => {
    const parent = folder();
    const dataDir = join(parent, 'a');
    const app = Fastify();
    const secret = addControlRoute(app, server.ctx);
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      writeFileSync(
        join(parent, 'ops.json'),
        JSON.stringify({ pid: process.pid, port, secret, dataDir }),
      );
      const m = await newMember(server, { balance: 0 });
      const adjust = (amount: string, ...extra: string[]) =>
        cli(
          [
            'wallet:adjust',
            '--brand',
            'default',
            '--username',
            m.username,
            '--amount',
            amount,
            '--remark',
            'cli',
            ...extra,
          ],
          { LOBBY_DATA_DIR: dataDir },
        );
      const done = await adjust('25.00');
      expect(done.err).toBe('');
      expect(done.code).toBe(0);
      expect(JSON.parse(done.out)).toMatchObject({ username: m.username, amount: '25.00 USD' });
      expect(await mainOf(server, m)).toBe(2500);
      const typo = await adjust('1e3');
      expect(typo.code).toBe(2);
      expect(typo.err).toMatch(/^ops: --amount takes an amount in USD with at most 2 decimals/);
      // Scripts that compute minor units say so.
      expect((await adjust('500', '--minor-units')).code).toBe(0);
      expect(await mainOf(server, m)).toBe(3000);
      // A money move the ledger refuses reads as the catalogue's sentence, not its code.
      const overdrawn = await adjust('-1000');
      expect(overdrawn.code).toBe(2);
      expect(overdrawn.err).toBe('ops: Insufficient balance\n');
      expect(await mainOf(server, m)).toBe(3000);
    } finally {
      await app.close();
    }
  });

  /** The marker `main.ts` writes for a server on PostgreSQL (this live process). */
  const postgresServerBeside = (parent: string, mode = 'production') =>
    writeFileSync(
      join(parent, 'ops.json'),
      JSON.stringify({
        pid: process.pid,
        port: 9,
        secret: '',
        mode,
        database: 'db.example:5432/lobby',
      }),
    );

  it('refuses a PGlite folder while the server runs on PostgreSQL, naming its database', async () => {
    const parent = folder();
    postgresServerBeside(parent);
    const dataDir = join(parent, 'pglite');
    const members = ['members', '--brand', 'default'];
    const run = await cli(members, { LOBBY_DATA_DIR: dataDir });
    expect(run.code).toBe(2);
    expect(run.err).toContain(
      `A Lobby server (process ${process.pid}) is running on the PostgreSQL database db.example:5432/lobby, but this command has no DATABASE_URL`,
    );
    expect(existsSync(dataDir)).toBe(false);
    // Found beside pnpm start's folder too, whatever folder the command names.
    const elsewhere = await cli(members, { LOBBY_DATA_DIR: join(folder(), 'x') }, dataDir);
    expect(elsewhere.err).toContain('running on the PostgreSQL database db.example:5432/lobby');
    // Another database, or the same one from a command in another mode: refused.
    const other = await cli(members, {
      LOBBY_DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://ops:hunter2@db.example:5432/other',
    });
    expect(other.code).toBe(2);
    expect(other.err).toContain('but DATABASE_URL points this command at db.example:5432/other');
    expect(other.err).not.toContain('hunter2');
    const development = await cli(members, {
      LOBBY_DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://ops:hunter2@db.example:5432/lobby',
    });
    expect(development.code).toBe(2);
    expect(development.err).toContain('runs in production mode');
    // The same database in the same mode is the server's: the command runs on it.
    const config = loadConfig({
      LOBBY_MODE: 'production',
      LOBBY_DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://ops:hunter2@db.example:5432/lobby',
    });
    expect(chooseRoute(config, { explicitDataDir: true })).toEqual({ via: 'direct' });
  });

  it('runs in the server on the folder it names while another server runs on PostgreSQL beside the usual folder', () => {
    // Two servers on one machine: one on PostgreSQL beside pnpm start's folder, one on the
    // PGlite folder LOBBY_DATA_DIR names. The named one is meant; the other is no reason to refuse.
    const usual = folder();
    postgresServerBeside(usual, 'development');
    const parent = folder();
    const dataDir = join(parent, 'pglite');
    serverOn(parent, dataDir, 4321);
    const options = { defaultDataDir: join(usual, 'pglite'), explicitDataDir: true };
    expect(chooseRoute(loadConfig({ LOBBY_DATA_DIR: dataDir }), options)).toMatchObject({
      via: 'server',
      file: { port: 4321, dataDir },
    });
    // A folder no server runs on is still refused, naming the server on PostgreSQL.
    expect(() =>
      chooseRoute(loadConfig({ LOBBY_DATA_DIR: join(folder(), 'pglite') }), options),
    ).toThrow('is running on the PostgreSQL database db.example:5432/lobby');
  });

  it('never creates a database: a folder without one, or memory, is refused and nothing written', async () => {
    const parent = folder();
    const members = ['members', '--brand', 'default'];
    const typo = join(parent, 'pgltie');
    const missing = await cli(members, { LOBBY_DATA_DIR: typo });
    expect(missing.code).toBe(2);
    expect(missing.err).toContain(
      `No Lobby database in ${typo}, and the ops CLI never creates one. Start the server once`,
    );
    expect(existsSync(typo)).toBe(false);
    const empty = join(parent, 'empty');
    mkdirSync(empty);
    expect((await cli(members, { LOBBY_DATA_DIR: empty })).err).toContain(
      `No Lobby database in ${empty}`,
    );
    expect(readdirSync(empty)).toEqual([]);
    const memory = await cli(members, { LOBBY_DATA_DIR: 'memory' });
    expect(memory.code).toBe(2);
    expect(memory.err).toContain('LOBBY_DATA_DIR=memory: the command would change a new in-memory');
  });

  it('in production mode opens a PGlite folder only when LOBBY_DATA_DIR names it', async () => {
    const unnamed = await cli(['members', '--brand', 'default'], { LOBBY_MODE: 'production' });
    expect(unnamed.code).toBe(2);
    expect(unnamed.err).toContain(
      "Production mode: name the server's database, with DATABASE_URL (PostgreSQL) or LOBBY_DATA_DIR",
    );
    const dataDir = join(folder(), 'pglite');
    const named = await cli(['members', '--brand', 'default'], {
      LOBBY_MODE: 'production',
      LOBBY_DATA_DIR: dataDir,
    });
    // Past the mode's check, to the folder's: there is no database in it.
    expect(named.err).toContain(`No Lobby database in ${dataDir}`);
  });

  it('runs on a folder a server made without seeding it: the server seeds in its own mode', async () => {
    const dataDir = join(folder(), 'pglite');
    const made = await openDatabase({ kind: 'pglite', dataDir, durable: false });
    await migrate(made.db, made.kind);
    await made.close();
    const run = await cli(['members', '--brand', 'default'], { LOBBY_DATA_DIR: dataDir });
    expect(run.err).toBe('ops: No brand "default"\n');
    expect(run.code).toBe(2);
  });

  it('never overwrites or removes the control file of another running server', () => {
    const parent = folder();
    const path = join(parent, 'ops.json');
    const first = { pid: process.ppid, port: 1, secret: 'first', dataDir: join(parent, 'a') };
    writeFileSync(path, JSON.stringify(first));
    let told: unknown;
    const remove = writeControlFile(
      path,
      { pid: process.pid, port: 2, secret: 'second', dataDir: join(parent, 'b') },
      (holder) => (told = holder),
    );
    expect(told).toEqual(first);
    remove();
    expect(readControlFile(path)).toEqual(first);
    // A dead server's file is replaced, and removed by its new owner only while still its own.
    writeFileSync(path, JSON.stringify({ ...first, pid: 2 ** 22 + 1 }));
    const mine = { pid: process.pid, port: 2, secret: 'second', dataDir: join(parent, 'b') };
    const removeMine = writeControlFile(path, mine);
    expect(readControlFile(path)).toEqual(mine);
    writeFileSync(path, JSON.stringify({ ...mine, secret: 'restarted' }));
    removeMine();
    expect(readControlFile(path)?.secret).toBe('restarted');
    writeFileSync(path, JSON.stringify(mine));
    removeMine();
    expect(existsSync(path)).toBe(false);
  });
});

describe('filling a brand’s catalogue (what a production brand starts without)', () => {
  const run = (command: string, args: Record<string, string>) =>
    runOps(server.ctx, command, { brand: 'default', ...args }, { amounts: 'major' });
  const transfer = {
    type: 'bank',
    name: 'Ops transfer',
    min: '30',
    max: '300',
    bank: 'OPSBANK',
    'account-name': 'Lobby Ltd',
    'account-number': '5140123',
  };

  it('bank:add and method:add: a transfer to an account at a listed bank is offered to members', async () => {
    expect(await run('bank:add', { name: 'OPSBANK', colour: '#123456' })).toMatchObject({
      brand: 'default',
      bank: { name: 'OPSBANK', for_registration: true },
    });
    await expect(run('bank:add', { name: 'OPSBANK' })).rejects.toThrow(
      'Brand "default" has a bank "OPSBANK" already',
    );
    await expect(run('bank:add', { name: 'OTHER2', colour: 'red' })).rejects.toThrow(
      '--colour must be #RRGGBB',
    );
    await expect(run('bank:add', { name: 'OTHER2', logo: 'javascript:x' })).rejects.toThrow(
      '--logo must be',
    );
    await expect(run('method:add', { ...transfer, max: '20' })).rejects.toThrow(
      '--min must not be more than --max',
    );
    await expect(run('method:add', { ...transfer, min: '0' })).rejects.toThrow(
      '--min must be more than 0',
    );
    await expect(run('method:add', { ...transfer, min: '1.001' })).rejects.toThrow(
      /--min takes an amount in USD/,
    );
    await expect(run('method:add', { ...transfer, bank: 'NOBANK' })).rejects.toThrow(
      'Brand "default" has no bank "NOBANK": add it first with bank:add',
    );
    const { 'account-name': _name, ...unnamed } = transfer;
    await expect(run('method:add', unnamed)).rejects.toThrow('Missing --account-name');
    await expect(run('method:add', { ...transfer, type: 'cash' })).rejects.toThrow(
      '--type must be bank, crypto or gateway',
    );
    await expect(
      run('method:add', { ...transfer, type: 'crypto', network: 'TRC-20', address: 'T9' }),
    ).rejects.toThrow('--type crypto takes no --bank, --account-name, --account-number');
    expect(await run('method:add', { ...transfer, instructions: 'Quote your code' })).toMatchObject(
      { method: { name: 'Ops transfer', type: 1, min: '30.00 USD', max: '300.00 USD' } },
    );
    await expect(run('method:add', transfer)).rejects.toThrow(
      'has a deposit method "Ops transfer" already',
    );
    const m = await newMember(server);
    const list = (await server.request({ path: '/member/deposit/methods', token: m.token })).json()
      .list as { name: string; type: number; bank_name: string }[];
    expect(list.find((x) => x.name === 'Ops transfer')).toMatchObject({
      type: 1,
      bank_name: 'OPSBANK',
    });
  });

  it('channel:add and game:add: a provider and its game are listed, checked first', async () => {
    await expect(
      run('channel:add', { code: 'ops', name: 'Ops Gaming', types: 'SlotMachine' }),
    ).rejects.toThrow('--code must be 2–10 capital letters or digits');
    await expect(
      run('channel:add', { code: 'OPS', name: 'Ops Gaming', types: 'Slots' }),
    ).rejects.toThrow('--types takes game types of Sport, SlotMachine');
    expect(
      await run('channel:add', { code: 'OPS', name: 'Ops Gaming', types: 'SlotMachine,Casino' }),
    ).toMatchObject({ channel: { code: 'OPS', status: 1, types: ['SlotMachine', 'Casino'] } });
    // Signed like the seed's: the provider holding LOBBY_PROVIDER_SECRET signs for it.
    expect((await channelByCode(server, 'OPS')).secret).toBe(
      channelSecret(server.config.providerMasterSecret, 'default', 'OPS'),
    );
    await expect(
      run('channel:add', { code: 'OPS', name: 'Again', types: 'Casino' }),
    ).rejects.toThrow('Brand "default" has a channel "OPS" already');
    await expect(
      run('game:add', { channel: 'OPS', name: 'Ops Derby', type: 'Horse' }),
    ).rejects.toThrow('Channel "OPS" offers SlotMachine, Casino, not Horse');
    await expect(
      run('game:add', { channel: 'NOPE', name: 'Ops Derby', type: 'Horse' }),
    ).rejects.toThrow('No channel "NOPE" in brand "default": add it with channel:add');
    await expect(
      run('game:add', { channel: 'OPS', name: 'Ops Fortune', type: 'SlotMachine', status: '7' }),
    ).rejects.toThrow('--status must be 0, 1, 2 or 3');
    const added = (await run('game:add', {
      channel: 'OPS',
      name: 'Ops Fortune',
      type: 'SlotMachine',
      hot: 'true',
    })) as { game: { id: number; code: string; status: number } };
    expect(added.game).toMatchObject({ code: 'ops-fortune', status: 1 });
    await expect(
      run('game:add', { channel: 'OPS', name: 'Ops Fortune', type: 'SlotMachine' }),
    ).rejects.toThrow(`Channel "OPS" has a game "ops-fortune" already (id ${added.game.id})`);
    const listed = (
      await server.request({ path: '/member/game/game-list', query: { search: 'Ops Fortune' } })
    ).json().list as { id: number; name: string }[];
    expect(listed.map((g) => g.name)).toEqual(['Ops Fortune']);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request already in flight while closing', async () => {
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const body = JSON.stringify({ username: 'demo01', password: await server.encrypt('demo1234') });
    // The request is in flight once the server has parsed its head: waited for, not slept on,
    // so a slow machine cannot make the close come first.
    const started = new Promise<void>((resolve) =>
      server.app.server.once('request', () => resolve()),
    );
    const socket = connect(address.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.write(
      `POST /api/v1/member/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 20));
    await started;
    const closing = server.app.close();
    await sleep(100);
    socket.write(body.slice(20));
    await ended;
    await closing;
    const response = Buffer.concat(chunks).toString();
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('"username":"demo01"');
  });
});
