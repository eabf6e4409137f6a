import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/harness.ts';
import { channelByCode, keyed, newMember } from '../test/money-kit.ts';
import type { TestServer } from '../test/harness.ts';
import { OpsError } from './commands.ts';
import { addControlRoute } from './control.ts';
import { COMMANDS, USAGE, runOps } from './dispatch.ts';

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
      password: 'secret12',
      balance: '500',
    })) as { inviteCode: string };
    expect(created.inviteCode).toMatch(/^\d{6}$/);
    const token = await server.login('opsmember', 'secret12', 'helo8');
    expect(
      (await server.request({ path: '/members/sidebar', brand: 'helo8', token })).json(),
    ).toMatchObject({ money: 500, currency: 'CNY' });
    const list = (await runOps(server.ctx, 'members', { brand: 'helo8' })) as {
      username: string;
    }[];
    expect(list.map((m) => m.username)).toEqual(['demo', 'opsmember']);
    await runOps(server.ctx, 'member:lock', { brand: 'helo8', username: 'opsmember' });
    expect(
      (await server.request({ path: '/members/sidebar', brand: 'helo8', token })).statusCode,
    ).toBe(401);
    await runOps(server.ctx, 'member:unlock', { brand: 'helo8', username: 'opsmember' });
    expect(await server.login('opsmember', 'secret12', 'helo8')).toHaveLength(43);
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
    }[];
    expect(outbox[0]?.body).toMatch(/\d{6}/);
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

  it('refuse bad arguments with an OpsError, never a half-done change', async () => {
    const bad: [string, Record<string, string>, RegExp][] = [
      ['member:create', { brand: 'default', username: 'x', password: 'secret12' }, /Username/],
      ['member:create', { brand: 'default', username: 'validname', password: '1' }, /Password/],
      ['member:create', { brand: 'nope', username: 'validname', password: 'secret12' }, /No brand/],
      ['member:create', { brand: 'helo8', username: 'OpsMember', password: 'secret12' }, /taken/],
      [
        'member:create',
        { brand: 'default', username: 'validname', password: 'secret12', balance: '-5' },
        /Balance/,
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
      ['outbox', { limit: 'many' }, /integer/],
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
    ).toMatchObject({ code: 'AUR', transfer_in_limit: 20_000 });
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

describe('graceful shutdown', () => {
  it('finishes a request already in flight while closing', async () => {
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const body = JSON.stringify({ username: 'demo', password: await server.encrypt('demo1234') });
    const socket = connect(address.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.write(
      `POST /api/v1/member/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 20));
    await sleep(100);
    const closing = server.app.close();
    await sleep(100);
    socket.write(body.slice(20));
    await ended;
    await closing;
    const response = Buffer.concat(chunks).toString();
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('"username":"demo"');
  });
});
