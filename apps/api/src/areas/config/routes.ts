/**
 * Handlers of `@lobby/contract/config`: everything read from the brand's configuration and
 * content tables, translated for the request locale where the content has translations.
 */
import {
  getAboutUs,
  getAreaCodes,
  getBankList,
  getContactList,
  getCurrencies,
  getLanguageList,
  getMaintenance,
  getPermissions,
  getRegistrationBankList,
  getSubTypes,
  getThemeConfig,
} from '@lobby/contract/config';
import { PaymentType } from '@lobby/domain';
import type { AboutUsItem, BankEntry, Locale, ThemeConfigEntry } from '@lobby/domain';
import { translate } from '@lobby/i18n/catalogues';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  aboutUs,
  areaCodes,
  banks,
  brandLanguages,
  brandThemes,
  currencies,
} from '../../db/schema/brands.ts';
import { maintenanceInForce } from '../../platform/brands.ts';
import type { AppContext } from '../../platform/context.ts';
import { bind } from '../../platform/endpoints.ts';
import type { Binding } from '../../platform/endpoints.ts';
import { ApiError } from '../../platform/errors.ts';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

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

/** The config area's bindings. */
export function configRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  return [
    bind(getMaintenance, async ({ brand }) => {
      const state = await ctx.brands.maintenance(brand.id);
      return {
        type: maintenanceInForce(state, ctx.now()) ? (1 as const) : (0 as const),
        start: seconds(state.start),
        end: seconds(state.end),
      };
    }),

    bind(getPermissions, async ({ brand }) => brand.permission),

    bind(getThemeConfig, async ({ brand, query }) => {
      const name = query.name ?? 'default';
      const platforms = query.platform === undefined ? [0] : [query.platform, 0];
      const rows = await db
        .select()
        .from(brandThemes)
        .where(
          and(
            eq(brandThemes.brandId, brand.id),
            eq(brandThemes.name, name),
            inArray(brandThemes.platform, platforms),
          ),
        );
      const row =
        rows.find((r) => r.platform === platforms[0]) ?? rows.find((r) => r.platform === 0);
      if (!row) throw new ApiError('NOT_FOUND');
      return row.config as unknown as ThemeConfigEntry;
    }),

    bind(getContactList, async ({ brand }) => brand.contact),

    bind(getAboutUs, async ({ brand, locale }) => {
      const rows = await db
        .select()
        .from(aboutUs)
        .where(eq(aboutUs.brandId, brand.id))
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
    }),

    bind(getLanguageList, async ({ brand }) => {
      const rows = await db
        .select()
        .from(brandLanguages)
        .where(eq(brandLanguages.brandId, brand.id))
        .orderBy(asc(brandLanguages.sort));
      const all = rows.map((r) => ({ key: r.locale, name: r.name }));
      return {
        all_lang: all,
        game_languages: rows
          .filter((r) => r.forGames)
          .map((r) => ({ key: r.locale, name: r.name })),
        langList: all,
        defaultLang: brand.defaultLocale,
      };
    }),

    bind(getAreaCodes, async ({ brand, locale }) => {
      const rows = await db
        .select()
        .from(areaCodes)
        .where(eq(areaCodes.brandId, brand.id))
        .orderBy(asc(areaCodes.sort));
      return rows.map((r) => ({
        code: r.code,
        country: r.country,
        name: translate(locale, `content:country.${r.country}`),
      }));
    }),

    bind(getCurrencies, async ({ brand }) => {
      const rows = await db
        .select()
        .from(currencies)
        .where(eq(currencies.brandId, brand.id))
        .orderBy(asc(currencies.sort));
      const own = rows.filter((r) => r.code === brand.currencyCode);
      return [...own, ...rows.filter((r) => r.code !== brand.currencyCode)].map((r) => ({
        code: r.code,
        decimals: r.decimals,
        symbol: r.symbol,
      }));
    }),

    bind(getSubTypes, async ({ brand, locale }) =>
      brand.subTypes.map((s) => ({
        id: s.id,
        key: s.key,
        name: translate(locale, `content:subType.${s.key}`),
      })),
    ),

    bind(getBankList, async ({ brand }) => {
      const rows = await db
        .select()
        .from(banks)
        .where(eq(banks.brandId, brand.id))
        .orderBy(asc(banks.idx));
      return rows.map(bankEntry);
    }),

    bind(getRegistrationBankList, async ({ brand }) => {
      const rows = await db
        .select()
        .from(banks)
        .where(and(eq(banks.brandId, brand.id), eq(banks.forRegistration, true)))
        .orderBy(asc(banks.idx));
      return rows.map(bankEntry);
    }),
  ];
}
