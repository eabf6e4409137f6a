import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../db/schema/brands.ts';
import { gameChannels } from '../db/schema/games.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { brandCreateCommand, brandEntryOf, opsCreateBrand } from './brand-command.ts';
import { OpsError } from './commands.ts';
import { COMMANDS, USAGE, runOps } from './dispatch.ts';
import { helpText } from './help.ts';

let server: TestServer;
let registry: string;
beforeAll(async () => {
  server = await startTestServer();
  registry = mkdtempSync(join(tmpdir(), 'lobby-ops-brands-'));
  mkdirSync(join(registry, 'acme'));
  writeFileSync(
    join(registry, 'acme', 'brand.json'),
    JSON.stringify({
      id: 'acme',
      name: 'Acme',
      theme: 'THEME10',
      port: 4180,
      currency: 'USD',
      defaultLocale: 'en',
      locales: ['en', 'ja'],
      domain: 'acme.example',
    }),
  );
});
afterAll(async () => {
  await server?.close();
  rmSync(registry, { recursive: true, force: true });
});

describe('ops brand:create', () => {
  it('registers a registry brand on a running database, with the demo member when asked', async () => {
    const created = await opsCreateBrand(server.ctx, {
      brand: 'acme',
      'brands-dir': registry,
      'demo-member': 'true',
    });
    expect(created).toEqual({
      brand: 'acme',
      hosts: ['acme.localhost', 'acme.example'],
      origins: ['http://acme.localhost:4180', 'http://localhost:4180', 'http://127.0.0.1:4180'],
      demoMember: 'demo01',
    });
    // The host resolves to the new brand and its demo member signs in there.
    const brand = await server.request({ path: '/key', headers: { host: 'acme.example' } });
    expect(brand.statusCode).toBe(200);
    expect(await server.login('demo01', 'demo1234', 'acme')).toMatch(/.{20,}/);
    const channels = await server.ctx.db
      .select({ id: gameChannels.id })
      .from(gameChannels)
      .where(eq(gameChannels.brandId, 'acme'));
    expect(channels.length).toBeGreaterThan(0);
  });

  it('registers a brand the options describe, without a demo member', async () => {
    const created = await brandCreateCommand.run(server.ctx, {
      brand: 'zeta',
      'brands-dir': registry,
      name: 'Zeta',
      theme: 'THEME11',
      currency: 'THB',
      locales: 'ja,en',
      domain: 'zeta.example',
      port: '4181',
    });
    expect(created).toMatchObject({ brand: 'zeta', demoMember: null });
    const [zeta] = await server.ctx.db.select().from(brands).where(eq(brands.id, 'zeta'));
    expect(zeta).toMatchObject({ defaultLocale: 'ja', currencyCode: 'THB' });
    await expect(server.login('demo01', 'demo1234', 'zeta')).rejects.toThrow();
  });

  it('refuses a brand that exists, and options that describe no brand', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ brand: 'nexbet', 'brands-dir': registry }, /No brand "nexbet".*"name"/],
      [{ brand: 'acme', 'brands-dir': registry }, /exists already/],
      [{ brand: 'acme', 'brands-dir': registry, name: 'X' }, /drop --name/],
      [{ brand: 'Bad!' }, /--brand must be/],
      [{}, /Missing --brand/],
      [
        {
          brand: 'omega',
          'brands-dir': registry,
          name: 'Omega',
          theme: 'LITE',
          currency: 'usd',
          domain: 'omega.example',
          port: '4182',
        },
        /"currency"/,
      ],
    ];
    for (const [args, message] of cases) {
      await expect(opsCreateBrand(server.ctx, args)).rejects.toThrow(OpsError);
      await expect(opsCreateBrand(server.ctx, args)).rejects.toThrow(message);
    }
    const [omega] = await server.ctx.db.select().from(brands).where(eq(brands.id, 'omega'));
    expect(omega).toBeUndefined();
  });

  it('declares every option it reads in its help', () => {
    expect(brandEntryOf({ brand: 'acme', 'brands-dir': registry }).theme).toBe('THEME10');
    const names = brandCreateCommand.help.options.map((o) => o.name);
    for (const name of ['brand', 'demo-member', 'brands-dir', 'name', 'theme', 'port'])
      expect(names).toContain(name);
    expect(brandCreateCommand.usage).toMatch(/^ {2}brand:create/);
  });

  it('is one of the CLI’s commands, with its usage and --help', async () => {
    expect(COMMANDS).toContain('brand:create');
    expect(USAGE).toContain('brand:create');
    expect(helpText('brand:create')).toContain('--demo-member');
    await expect(
      runOps(server.ctx, 'brand:create', { brand: 'acme', 'brands-dir': registry }),
    ).rejects.toThrow(/exists already/);
  });
});
