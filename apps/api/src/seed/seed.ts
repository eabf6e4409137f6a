/**
 * Seeds what a database is missing: every brand of the seed (the default brand and the brand
 * registry's) that it does not have yet, with its configuration (theme, permission and contact
 * settings, languages, area codes, currencies, maintenance off). In development it adds the
 * demo: banks, about-us pages, compliance links, dev origins, the demo member (`demo01` /
 * `demo1234`) and its catalogue and content; in production (`seedsDemo` in `base/mode.ts`)
 * none of it, and an operator fills the brand with ops commands. Brands it already has are
 * left alone, so restarts keep data and a brand added to the registry appears on the next start
 * without wiping anything.
 */
import { isLocal } from '../base/origin.ts';
import {
  ContactSettings,
  PermissionConfig,
  RegistrationType,
  ThemeConfigEntry,
} from '@lobby/domain';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { ServerMode } from '../base/config.ts';
import type { Database } from '../db/client.ts';
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
import { createMember } from '../core/security/members.ts';
import { DEFAULT_COMPLIANCE } from '../core/compliance/responsible-gambling.ts';
import { brandCompliance } from '../db/schema/responsible-gambling.ts';
import { seedsDemo } from '../base/mode.ts';
import { seedMemberAreas } from './member-areas.ts';
import type { PasswordHasher } from '../core/security/passwords.ts';
import {
  BANK_SEEDS,
  CURRENCY_SEEDS,
  DEMO_MEMBER,
  SUB_TYPE_SEEDS,
  bankLogoSvg,
  brandSeeds,
} from './brands.ts';
import type { BrandSeed } from './brands.ts';

type Texts = Record<'en' | 'ja' | 'zh-CN', string>;

const ABOUT: {
  title: Texts;
  content: Texts;
  levelChecked: number;
  pages: { title: Texts; content: Texts }[];
}[] = [
  {
    title: { en: 'About us', ja: '会社概要', 'zh-CN': '关于我们' },
    content: {
      en: 'We run a licensed entertainment site for sports, slots and live casino.',
      ja: 'スポーツ、スロット、ライブカジノを楽しめる公認のエンターテインメントサイトを運営しています。',
      'zh-CN': '我们经营一家提供体育、老虎机和真人娱乐场的持牌娱乐网站。',
    },
    levelChecked: 1,
    pages: [
      {
        title: { en: 'Responsible gaming', ja: '責任あるゲーム', 'zh-CN': '负责任博彩' },
        content: {
          en: 'Set limits, take breaks and play only with money you can afford to lose.',
          ja: '上限を決め、休憩をとり、失っても困らない範囲でお楽しみください。',
          'zh-CN': '请设定限额、适时休息，只用您能承受损失的资金进行游戏。',
        },
      },
      {
        title: { en: 'Privacy policy', ja: 'プライバシーポリシー', 'zh-CN': '隐私政策' },
        content: {
          en: 'We keep your data only as long as the law requires and never sell it.',
          ja: 'お客様のデータは法令で定められた期間のみ保管し、第三者に販売することはありません。',
          'zh-CN': '我们仅在法律要求的期限内保存您的数据，绝不出售。',
        },
      },
    ],
  },
  {
    title: { en: 'Help', ja: 'ヘルプ', 'zh-CN': '帮助' },
    content: { en: '', ja: '', 'zh-CN': '' },
    levelChecked: 0,
    pages: [
      {
        title: { en: 'How to deposit', ja: '入金方法', 'zh-CN': '如何存款' },
        content: {
          en: 'Open Deposit, choose a method, enter the amount and follow the steps.',
          ja: '「入金」を開き、方法を選んで金額を入力し、画面の案内に従ってください。',
          'zh-CN': '打开“存款”，选择方式并输入金额，然后按照提示操作。',
        },
      },
    ],
  },
];

function assertValid(schema: TSchema, value: unknown, what: string): void {
  if (!Value.Check(schema, value)) {
    const first = [...Value.Errors(schema, value)][0];
    throw new Error(
      `Seed ${what} does not match its domain schema: ${first?.instancePath} ${first?.message}`,
    );
  }
}

/** What the seed takes from the configuration. */
export interface SeedOptions {
  /** The master secret the demo channels' provider secrets derive from. */
  providerMasterSecret: string;
  /** The brand registry's folder; default `LOBBY_BRANDS_DIR`, else the repository's `apps/`. */
  brandsDir?: string;
  /** Production seeds configuration only (see `seedsDemo`); default development. */
  mode?: ServerMode;
}

/**
 * A brand's seed without the demo's parts: no dev origins or `localhost` hosts, no compliance
 * links on `.example` hosts (the defaults stand until `ops compliance:set`).
 */
export function withoutDemo(seed: BrandSeed): BrandSeed {
  const { compliance: _demoLinks, ...rest } = seed;
  return {
    ...rest,
    hosts: seed.hosts.filter((host) => !isLocal(host)),
    corsOrigins: seed.corsOrigins.filter((origin) => !isLocal(origin)),
  };
}

/** Checks a brand's seed against the domain schemas before anything is written. */
export function assertBrandSeed(seed: BrandSeed): void {
  assertValid(PermissionConfig, seed.permission, `${seed.id} permission`);
  assertValid(ContactSettings, seed.contact, `${seed.id} contact`);
  for (const theme of seed.themes)
    assertValid(ThemeConfigEntry, theme.config, `${seed.id} theme ${theme.name}`);
}

/**
 * Writes one brand's configuration and, given its password hash, the demo member, in one
 * transaction so a brand never exists half made. With `demo` off (production) only the
 * configuration is written: {@link withoutDemo}, no banks, no about-us pages. Its catalogue and
 * content follow from {@link seedMemberAreas} (development only).
 */
export async function insertBrand(
  db: Database,
  brandSeed: BrandSeed,
  demoHash: string | undefined,
  options: { demo: boolean } = { demo: true },
): Promise<void> {
  const seed = options.demo ? brandSeed : withoutDemo(brandSeed);
  if (!options.demo && demoHash !== undefined)
    throw new Error('The demo member is seeded with the demo only');
  await db.transaction(async (tx) => {
    await tx.insert(brands).values({
      id: seed.id,
      displayName: seed.displayName,
      hosts: seed.hosts,
      corsOrigins: seed.corsOrigins,
      defaultLocale: seed.defaultLocale,
      currencyCode: seed.currency.code,
      timezoneOffset: seed.timezoneOffset,
      permission: seed.permission as unknown as Record<string, unknown>,
      contact: seed.contact as unknown as Record<string, unknown>,
      subTypes: [...SUB_TYPE_SEEDS],
    });
    await tx.insert(maintenance).values({ brandId: seed.id, type: 0 });
    await tx.insert(brandThemes).values(
      seed.themes.map((t) => ({
        brandId: seed.id,
        name: t.name,
        platform: t.platform,
        config: t.config as unknown as Record<string, unknown>,
      })),
    );
    const list = [seed.currency, ...CURRENCY_SEEDS.filter((c) => c.code !== seed.currency.code)];
    await tx.insert(currencies).values(
      list.map((c, i) => ({
        brandId: seed.id,
        code: c.code,
        symbol: c.symbol,
        decimals: c.decimals,
        sort: i,
      })),
    );
    await tx.insert(areaCodes).values(
      seed.areaCodes.map((a, i) => ({
        brandId: seed.id,
        code: a.code,
        country: a.country,
        sort: i,
      })),
    );
    if (options.demo)
      await tx.insert(banks).values(
        BANK_SEEDS.map((b, i) => ({
          brandId: seed.id,
          name: b.name,
          type: 1,
          idx: i + 1,
          logo: bankLogoSvg(b.name, b.colour),
          forRegistration: b.name !== 'OTHER',
        })),
      );
    await tx.insert(brandLanguages).values(
      seed.languages.map((l, i) => ({
        brandId: seed.id,
        locale: l.locale,
        name: l.name,
        sort: i,
        forGames: l.forGames,
      })),
    );
    for (const [i, section] of options.demo ? ABOUT.entries() : []) {
      const [parent] = await tx
        .insert(aboutUs)
        .values({
          brandId: seed.id,
          title: section.title,
          content: section.content,
          levelChecked: section.levelChecked,
          sort: i,
        })
        .returning({ id: aboutUs.id });
      await tx.insert(aboutUs).values(
        section.pages.map((p, j) => ({
          brandId: seed.id,
          parentId: parent?.id ?? null,
          title: p.title,
          content: p.content,
          levelChecked: 1,
          sort: j,
        })),
      );
    }
    if (seed.compliance) {
      await tx.insert(brandCompliance).values({
        brandId: seed.id,
        minimumAge: DEFAULT_COMPLIANCE.minimum_age,
        selfExclusionSchemeUrl: seed.compliance.self_exclusion_scheme_url,
        coolingOffHours: DEFAULT_COMPLIANCE.cooling_off_hours,
        bonusWageringCap: DEFAULT_COMPLIANCE.bonus_wagering_cap,
        licenceBadgeUrl: seed.compliance.licence_badge_url,
        licencePageUrl: seed.compliance.licence_page_url,
        updatedAt: new Date(),
      });
    }
    if (demoHash === undefined) return;
    await createMember(tx as unknown as Database, {
      brandId: seed.id,
      currencyCode: seed.currency.code,
      username: DEMO_MEMBER.username,
      passwordHash: demoHash,
      registrationType: RegistrationType.Backend,
      realName: 'Demo Member',
      email: `demo@${seed.id}.example`,
      emailVerified: true,
      mobileArea: seed.areaCodes[0]?.code.slice(1) ?? '60',
      mobile: '123456789',
      mobileVerified: true,
      balance: seed.demoBalance,
    });
  });
}

/**
 * Adds every seeded brand the database does not have yet (none are changed or removed), then
 * the catalogue and content of any brand without them; answers the ids it added.
 */
export async function seedMissing(
  db: Database,
  passwords: PasswordHasher,
  options: SeedOptions,
): Promise<string[]> {
  const seeds = brandSeeds(options.brandsDir);
  // Every seed is checked before any is written: a bad registry entry stops the start whole.
  for (const seed of seeds) assertBrandSeed(seed);
  const have = new Set((await db.select({ id: brands.id }).from(brands)).map((b) => b.id));
  const missing = seeds.filter((seed) => !have.has(seed.id));
  const demo = seedsDemo({ mode: options.mode ?? 'development' });
  if (missing.length > 0) {
    const demoHash = demo ? await passwords.hash(DEMO_MEMBER.password) : undefined;
    for (const seed of missing) await insertBrand(db, seed, demoHash, { demo });
  }
  // Production fills catalogues with ops commands: an empty one is not the seed's to fill.
  if (demo) await seedMemberAreas(db, options.providerMasterSecret);
  return missing.map((seed) => seed.id);
}
