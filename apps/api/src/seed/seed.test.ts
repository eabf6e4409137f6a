import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appsDir } from '@lobby/brands';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import type { OpenDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import {
  aboutUs,
  areaCodes,
  banks,
  brandLanguages,
  brandThemes,
  brands,
  currencies,
  maintenance,
} from '../db/schema/brands.ts';
import { paymentMethods } from '../db/schema/payments.ts';
import { promotions } from '../db/schema/promotions.ts';
import { vipLevels } from '../db/schema/vip.ts';
import { gameChannels } from '../db/schema/games.ts';
import { members } from '../db/schema/members.ts';
import { createPasswordHasher } from '../core/security/passwords.ts';
import { DEFAULT_COMPLIANCE, complianceOf } from '../core/compliance/responsible-gambling.ts';
import { currencyOf } from './brands.ts';
import { seedMissing } from './seed.ts';

const passwords = createPasswordHasher({ memoryKiB: 64, passes: 1 });
const options = (brandsDir: string) => ({ providerMasterSecret: 'seed-test', brandsDir });

/** A brand file of a new brand that leaves every seed setting to the defaults. */
function writeBrand(dir: string, id: string, port: number): void {
  mkdirSync(join(dir, id), { recursive: true });
  writeFileSync(
    join(dir, id, 'brand.json'),
    JSON.stringify({
      id,
      name: id[0]?.toUpperCase() + id.slice(1),
      theme: 'THEME9',
      port,
      currency: 'THB',
      defaultLocale: 'ja',
      locales: ['ja', 'en'],
      domain: `${id}.example`,
    }),
  );
}

describe('seedMissing', () => {
  let database: OpenDatabase;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lobby-seed-'));
    // One of the repository's brands, so its distinct settings are seen too.
    cpSync(join(appsDir(), 'fubo', 'brand.json'), join(dir, 'fubo', 'brand.json'));
    database = await openDatabase({ kind: 'pglite' });
    await migrate(database.db, database.kind);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('seeds the default brand and the registry’s on an empty database', async () => {
    expect(await seedMissing(database.db, passwords, options(dir))).toEqual(['default', 'fubo']);
    const [fubo] = await database.db.select().from(brands).where(eq(brands.id, 'fubo'));
    expect(fubo).toMatchObject({
      defaultLocale: 'ja',
      currencyCode: 'JPY',
      timezoneOffset: 9,
      hosts: ['fubo.localhost', 'fubo.test'],
    });
    expect(fubo?.corsOrigins).toContain('http://localhost:4112');
    // Issue 17: a demo brand shows a licence badge of our own artwork, its page and the scheme.
    expect(await complianceOf(database.db, 'fubo')).toMatchObject({
      minimum_age: 18,
      cooling_off_hours: 24,
      bonus_wagering_cap: 0,
      self_exclusion_scheme_url: 'https://self-exclusion.example/',
      licence_page_url: 'https://regulator.example/licences/fubo',
      licence_badge_url: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect(await complianceOf(database.db, 'default')).toEqual(DEFAULT_COMPLIANCE);
  });

  it('adds a brand new to the registry and keeps everything already there', async () => {
    const { db } = database;
    // An operator's change and a member who joined: neither may be lost or reset.
    await db.update(brands).set({ displayName: 'Fubo Renamed' }).where(eq(brands.id, 'fubo'));
    const [demo] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.brandId, 'fubo'), eq(members.username, 'demo01')));
    const before = await db.select({ id: members.id }).from(members);

    writeBrand(dir, 'acme', 4190);
    expect(await seedMissing(db, passwords, options(dir))).toEqual(['acme']);

    const [fubo] = await db.select().from(brands).where(eq(brands.id, 'fubo'));
    expect(fubo?.displayName).toBe('Fubo Renamed');
    const after = await db.select({ id: members.id, brandId: members.brandId }).from(members);
    expect(after.filter((m) => m.brandId !== 'acme')).toHaveLength(before.length);
    expect(after.some((m) => m.id === demo?.id)).toBe(true);

    const [acme] = await db.select().from(brands).where(eq(brands.id, 'acme'));
    expect(acme).toMatchObject({
      displayName: 'Acme',
      defaultLocale: 'ja',
      currencyCode: 'THB',
      hosts: ['acme.localhost', 'acme.example'],
      corsOrigins: ['http://acme.localhost:4190', 'http://localhost:4190', 'http://127.0.0.1:4190'],
    });
    expect(acme?.permission).toMatchObject({ theme: { name: 'THEME9' } });
    const languages = await db
      .select({ locale: brandLanguages.locale })
      .from(brandLanguages)
      .where(eq(brandLanguages.brandId, 'acme'));
    expect(languages.map((l) => l.locale)).toEqual(['ja', 'en']);
    const [thb] = await db
      .select()
      .from(currencies)
      .where(and(eq(currencies.brandId, 'acme'), eq(currencies.code, 'THB')));
    expect(thb).toMatchObject({ sort: 0, decimals: 2 });
    const channels = await db
      .select({ id: gameChannels.id })
      .from(gameChannels)
      .where(eq(gameChannels.brandId, 'acme'));
    expect(channels.length).toBeGreaterThan(0);
    expect(after.filter((m) => m.brandId === 'acme')).toHaveLength(1);
  });

  it('adds nothing when every brand is there', async () => {
    expect(await seedMissing(database.db, passwords, options(dir))).toEqual([]);
  });

  it('stops before writing anything when a registry entry does not fit the schemas', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'lobby-seed-bad-'));
    try {
      writeBrand(bad, 'zeta', 4191);
      const file = join(bad, 'zeta', 'brand.json');
      const entry = JSON.parse(readFileSync(file, 'utf8')) as object;
      writeFileSync(file, JSON.stringify({ ...entry, seed: { appVersion: 3 } }));
      await expect(seedMissing(database.db, passwords, options(bad))).rejects.toThrow(
        /Seed zeta theme/,
      );
      const [zeta] = await database.db.select().from(brands).where(eq(brands.id, 'zeta'));
      expect(zeta).toBeUndefined();
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});

describe('seedMissing in production mode', () => {
  let database: OpenDatabase;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lobby-seed-production-'));
    cpSync(join(appsDir(), 'fubo', 'brand.json'), join(dir, 'fubo', 'brand.json'));
    database = await openDatabase({ kind: 'pglite' });
    await migrate(database.db, database.kind);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes each brand’s configuration and none of the demo', async () => {
    const production = { ...options(dir), mode: 'production' as const };
    expect(await seedMissing(database.db, passwords, production)).toEqual(['default', 'fubo']);
    const { db } = database;
    const [fubo] = await db.select().from(brands).where(eq(brands.id, 'fubo'));
    // Its own domain stays; its .localhost name and dev origins do not.
    expect(fubo).toMatchObject({ currencyCode: 'JPY', hosts: ['fubo.test'], corsOrigins: [] });
    const [lobby] = await db.select().from(brands).where(eq(brands.id, 'default'));
    expect(lobby).toMatchObject({ hosts: ['lobby.test'], corsOrigins: [] });
    const of = <T extends { brandId: unknown }>(rows: T[]) => rows.length;
    expect(
      of(await db.select().from(brandLanguages).where(eq(brandLanguages.brandId, 'fubo'))),
    ).toBeGreaterThan(0);
    expect(of(await db.select().from(currencies).where(eq(currencies.brandId, 'fubo')))).toBe(4);
    expect(
      of(await db.select().from(areaCodes).where(eq(areaCodes.brandId, 'fubo'))),
    ).toBeGreaterThan(0);
    expect(of(await db.select().from(brandThemes).where(eq(brandThemes.brandId, 'fubo')))).toBe(3);
    expect(
      await db.select().from(maintenance).where(eq(maintenance.brandId, 'fubo')),
    ).toMatchObject([{ type: 0 }]);
    // The compliance defaults stand: no licence badge or links on .example hosts.
    expect(await complianceOf(db, 'fubo')).toEqual(DEFAULT_COMPLIANCE);
    for (const table of [
      members,
      banks,
      aboutUs,
      gameChannels,
      paymentMethods,
      promotions,
      vipLevels,
    ])
      expect(await db.select().from(table)).toEqual([]);
    // A restart adds no catalogue to a brand without one: that is the operator's to fill.
    expect(await seedMissing(db, passwords, production)).toEqual([]);
    expect(await db.select().from(gameChannels)).toEqual([]);
  });
});

describe('currencyOf', () => {
  it('knows the seeded currencies and asks Intl for others', () => {
    expect(currencyOf('JPY')).toEqual({ code: 'JPY', symbol: '¥', decimals: 0 });
    expect(currencyOf('THB')).toEqual({ code: 'THB', symbol: '฿', decimals: 2 });
  });
});
