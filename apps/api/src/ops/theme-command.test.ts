/**
 * `ops brand:set-theme`: an operator changes a brand's theme-config entry and the API answers it
 * at once (the next load of a site); a device entry starts from the shared one; every device
 * means every device (a phone's own entry follows); a value the domain schema or the festival
 * enumeration refuses, or a path it does not know, changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { COMMANDS, USAGE, runOps } from './dispatch.ts';
import { helpText } from './help.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The theme entry the API answers the brand's sites (`platform` as a device asks). */
async function themeOf(brand: string, platform?: number): Promise<Record<string, unknown>> {
  const r = await server.request({
    path: '/member/feature_theme/info',
    brand,
    ...(platform === undefined ? {} : { query: { platform } }),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as Record<string, unknown>;
}

describe('brand:set-theme', () => {
  it('is listed, with its help', () => {
    expect(COMMANDS).toContain('brand:set-theme');
    expect(USAGE).toContain('brand:set-theme');
    expect(helpText('brand:set-theme')).toContain('--platform');
  });

  it('changes a script and the festival, answered at once on the next load', async () => {
    const set = await runOps(server.ctx, 'brand:set-theme', {
      brand: 'fubo',
      path: 'val.deposit',
      value: "window.dataLayer.push({event:'deposit'})",
    });
    expect(set).toMatchObject({ brand: 'fubo', platform: 0, path: 'val.deposit' });
    expect((await themeOf('fubo')).val).toMatchObject({
      deposit: "window.dataLayer.push({event:'deposit'})",
    });
    await runOps(server.ctx, 'brand:set-theme', { brand: 'fubo', path: 'type', value: 'firework' });
    expect(await themeOf('fubo')).toMatchObject({ type: 'firework' });
  });

  it('for every device reaches phones too, over the seeded mobile entry', async () => {
    // The seed gives mobile (platform 2) an entry of its own, saying snow.
    expect(await themeOf('default', 2)).toMatchObject({ type: 'snow' });
    const set = await runOps(server.ctx, 'brand:set-theme', {
      brand: 'default',
      path: 'type',
      value: 'firework',
    });
    expect(set).toMatchObject({ platform: 0, previous: 'snow', value: 'firework' });
    for (const platform of [undefined, 1, 2])
      expect(await themeOf('default', platform), `platform ${platform}`).toMatchObject({
        type: 'firework',
      });
  });

  it("for every device keeps a device's other parts of its own", async () => {
    await runOps(server.ctx, 'brand:set-theme', {
      brand: 'helo8',
      platform: '2',
      path: 'version',
      value: '"7.0.0"',
    });
    await runOps(server.ctx, 'brand:set-theme', {
      brand: 'helo8',
      path: 'force_login',
      value: '1',
    });
    expect(await themeOf('helo8', 2)).toMatchObject({ version: '7.0.0', force_login: 1 });
    expect(await themeOf('helo8')).toMatchObject({ force_login: 1 });
    expect((await themeOf('helo8')).version).not.toBe('7.0.0');
    await runOps(server.ctx, 'brand:set-theme', {
      brand: 'helo8',
      path: 'force_login',
      value: '0',
    });
  });

  it('refuses a festival outside the enumeration, naming the allowed ones', async () => {
    const before = await themeOf('fubo', 2);
    await expect(
      runOps(server.ctx, 'brand:set-theme', { brand: 'fubo', path: 'type', value: 'fireworks' }),
    ).rejects.toThrow('"fireworks" is not a value of type: it takes snow or firework.');
    await expect(
      runOps(server.ctx, 'brand:set-theme', {
        brand: 'fubo',
        platform: '2',
        path: 'type',
        value: 'lantern',
      }),
    ).rejects.toThrow(/it takes snow or firework/);
    expect(await themeOf('fubo', 2)).toEqual(before);
  });

  it('gives one device an entry of its own, started from the shared one', async () => {
    const shared = await themeOf('default');
    await runOps(server.ctx, 'brand:set-theme', {
      brand: 'default',
      platform: '1',
      path: 'version',
      value: '"9.9.9"',
    });
    const pc = await themeOf('default', 1);
    expect(pc).toMatchObject({ version: '9.9.9', icon: shared.icon, val: shared.val });
    expect((await themeOf('default')).version).toBe(shared.version);
  });

  it('refuses what the schema does not take, and changes nothing', async () => {
    const before = await themeOf('helo8');
    await expect(
      runOps(server.ctx, 'brand:set-theme', { brand: 'helo8', path: 'status', value: '7' }),
    ).rejects.toThrow(/does not fit status/);
    await expect(
      runOps(server.ctx, 'brand:set-theme', { brand: 'helo8', path: 'val.nope', value: 'x' }),
    ).rejects.toThrow(/Unknown theme path/);
    await expect(
      runOps(server.ctx, 'brand:set-theme', {
        brand: 'helo8',
        path: 'type',
        platform: '5',
        value: 'x',
      }),
    ).rejects.toThrow(/--platform/);
    await expect(
      runOps(server.ctx, 'brand:set-theme', { brand: 'nobrand', path: 'type', value: 'x' }),
    ).rejects.toThrow(/No brand/);
    expect(await themeOf('helo8')).toEqual(before);
  });
});
