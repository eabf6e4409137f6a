import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrandFileError,
  appsDir,
  brandById,
  devOriginsOf,
  discoverBrands,
  hostsOf,
} from './registry.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(brands: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-brands-'));
  made.push(dir);
  mkdirSync(join(dir, 'api'));
  for (const [name, data] of Object.entries(brands)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'brand.json'), JSON.stringify(data));
  }
  return dir;
}

const entry = (id: string, port: number, extra: object = {}) => ({
  id,
  name: id.toUpperCase(),
  theme: 'DIAMOND',
  port,
  currency: 'USD',
  defaultLocale: 'en',
  locales: ['en'],
  domain: `${id}.example`,
  ...extra,
});

describe('the repository’s brands', () => {
  it('are the shells under apps/ with a brand file, first brand first', () => {
    const ids = discoverBrands().map((b) => b.id);
    expect(ids.slice(0, 3)).toEqual(['nexbet', 'fubo', 'helo8']);
    expect(ids).not.toContain('api');
    expect(brandById('fubo').dir).toBe(join(appsDir(), 'fubo'));
  });
});

describe('discoverBrands', () => {
  it('finds folders with a brand file, ordered by port, skipping other folders', () => {
    const dir = folder({ zeta: entry('zeta', 4201), alpha: entry('alpha', 4202) });
    expect(discoverBrands(dir).map((b) => [b.id, b.dir])).toEqual([
      ['zeta', join(dir, 'zeta')],
      ['alpha', join(dir, 'alpha')],
    ]);
  });

  it('follows LOBBY_BRANDS_DIR', () => {
    expect(appsDir({ LOBBY_BRANDS_DIR: '/elsewhere' })).toBe('/elsewhere');
  });

  it('refuses a bad file with its path and the field at fault', () => {
    const cases: [object, RegExp][] = [
      [entry('x', 4200), /"id"/],
      [entry('mismatch', 4200), /folder is "bad"/],
      [entry('bad', 80), /"port"/],
      [entry('bad', 4200, { currency: 'usd' }), /"currency"/],
      [entry('bad', 4200, { locales: [] }), /"locales"/],
      [entry('bad', 4200, { defaultLocale: 'ja' }), /"defaultLocale"/],
      [entry('bad', 4200, { name: ' ' }), /"name"/],
    ];
    for (const [data, message] of cases) {
      const dir = folder({ bad: data });
      expect(() => discoverBrands(dir)).toThrow(BrandFileError);
      expect(() => discoverBrands(dir)).toThrow(message);
    }
    const dir = folder({});
    mkdirSync(join(dir, 'broken'));
    writeFileSync(join(dir, 'broken', 'brand.json'), '{ nope');
    expect(() => discoverBrands(dir)).toThrow(/broken.*not JSON/);
  });

  it('refuses two brands on one port or one domain', () => {
    expect(() => discoverBrands(folder({ aa: entry('aa', 4300), bb: entry('bb', 4300) }))).toThrow(
      /port 4300/,
    );
    expect(() =>
      discoverBrands(
        folder({ aa: entry('aa', 4300), bb: entry('bb', 4301, { domain: 'aa.example' }) }),
      ),
    ).toThrow(/domain aa.example/);
  });

  it('names the brands there are when one is missing', () => {
    expect(() => brandById('nope', folder({ aa: entry('aa', 4300) }))).toThrow(/Brands: aa/);
  });
});

describe('hosts and origins', () => {
  it('derive from the id, domain and port', () => {
    const brand = entry('acme', 4150);
    expect(hostsOf(brand)).toEqual(['acme.localhost', 'acme.example']);
    expect(devOriginsOf(brand)).toEqual([
      'http://acme.localhost:4150',
      'http://localhost:4150',
      'http://127.0.0.1:4150',
    ]);
  });
});
