/**
 * The config area's reads: the brand's configuration and content tables, translated for the
 * request locale where the content has translations.
 */
import { PaymentType } from '@lobby/domain';
import type { AboutUsItem, BankEntry, Locale, ThemeConfigEntry } from '@lobby/domain';
import { translate } from '@lobby/i18n/catalogues';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  aboutUs,
  areaCodes,
  banks,
  brandLanguages,
  brandThemes,
  currencies,
} from '../../db/schema/brands.ts';
import { ApiError } from '../../base/errors.ts';

function localised(texts: Record<string, string>, locale: Locale): string {
  return texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

function bankEntry(row: typeof banks.$inferSelect): BankEntry {
  const type =
    row.type === PaymentType.Crypto || row.type === PaymentType.Gateway
      ? row.type
      : PaymentType.Bank;
  return { name: row.name, type, idx: row.idx, logo: row.logo };
}

/**
 * The named theme (`default` when not named) for the platform, falling back to the
 * all-platforms one (0); 404 `NOT_FOUND` when neither exists.
 */
export async function themeOf(
  db: Database,
  brandId: string,
  name: string | undefined,
  platform: number | undefined,
) {
  const platforms = platform === undefined ? [0] : [platform, 0];
  const rows = await db
    .select()
    .from(brandThemes)
    .where(
      and(
        eq(brandThemes.brandId, brandId),
        eq(brandThemes.name, name ?? 'default'),
        inArray(brandThemes.platform, platforms),
      ),
    );
  const row = rows.find((r) => r.platform === platforms[0]) ?? rows.find((r) => r.platform === 0);
  if (!row) throw new ApiError('NOT_FOUND');
  return row.config as unknown as ThemeConfigEntry;
}

/** The brand's about-us sections, each with its pages. */
export async function aboutUsOf(db: Database, brandId: string, locale: Locale) {
  const rows = await db
    .select()
    .from(aboutUs)
    .where(eq(aboutUs.brandId, brandId))
    .orderBy(asc(aboutUs.sort), asc(aboutUs.id));
  const sections = rows.filter((r) => r.parentId === null);
  return sections.map((section): AboutUsItem => ({
    id: section.id,
    title: localised(section.title, locale),
    content: localised(section.content, locale),
    level_checked: section.levelChecked === 1 ? 1 : 0,
    children: rows
      .filter((r) => r.parentId === section.id)
      .map((page) => ({
        id: page.id,
        title: localised(page.title, locale),
        content: localised(page.content, locale),
        level_checked: page.levelChecked === 1 ? 1 : 0,
      })),
  }));
}

/** The brand's languages (all, and those games offer) and its default. */
export async function languagesOf(db: Database, brandId: string, defaultLocale: string) {
  const rows = await db
    .select()
    .from(brandLanguages)
    .where(eq(brandLanguages.brandId, brandId))
    .orderBy(asc(brandLanguages.sort));
  const all = rows.map((r) => ({ key: r.locale, name: r.name }));
  return {
    all_lang: all,
    game_languages: rows.filter((r) => r.forGames).map((r) => ({ key: r.locale, name: r.name })),
    langList: all,
    defaultLang: defaultLocale,
  };
}

/** The brand's phone area codes, country names translated. */
export async function areaCodesOf(db: Database, brandId: string, locale: Locale) {
  const rows = await db
    .select()
    .from(areaCodes)
    .where(eq(areaCodes.brandId, brandId))
    .orderBy(asc(areaCodes.sort));
  return rows.map((r) => ({
    code: r.code,
    country: r.country,
    name: translate(locale, `content:country.${r.country}`),
  }));
}

/** The brand's currencies, its own first. */
export async function currenciesOf(db: Database, brandId: string, ownCode: string) {
  const rows = await db
    .select()
    .from(currencies)
    .where(eq(currencies.brandId, brandId))
    .orderBy(asc(currencies.sort));
  const own = rows.filter((r) => r.code === ownCode);
  return [...own, ...rows.filter((r) => r.code !== ownCode)].map((r) => ({
    code: r.code,
    decimals: r.decimals,
    symbol: r.symbol,
  }));
}

/** The brand's banks, or only those offered at registration. */
export async function banksOf(db: Database, brandId: string, forRegistration: boolean) {
  const rows = await db
    .select()
    .from(banks)
    .where(
      forRegistration
        ? and(eq(banks.brandId, brandId), eq(banks.forRegistration, true))
        : eq(banks.brandId, brandId),
    )
    .orderBy(asc(banks.idx));
  return rows.map(bankEntry);
}
