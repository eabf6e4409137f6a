/** Bindings of `@lobby/contract/config` (the brand's tables are read in `service.ts`). */
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
import { translate } from '@lobby/i18n/catalogues';
import { maintenanceInForce } from '../../base/brands.ts';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import { aboutUsOf, areaCodesOf, banksOf, currenciesOf, languagesOf, themeOf } from './service.ts';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

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

    bind(getThemeConfig, async ({ brand, query }) =>
      themeOf(db, brand.id, query.name, query.platform),
    ),

    bind(getContactList, async ({ brand }) => brand.contact),

    bind(getAboutUs, async ({ brand, locale }) => aboutUsOf(db, brand.id, locale)),

    bind(getLanguageList, async ({ brand }) => languagesOf(db, brand.id, brand.defaultLocale)),

    bind(getAreaCodes, async ({ brand, locale }) => areaCodesOf(db, brand.id, locale)),

    bind(getCurrencies, async ({ brand }) => currenciesOf(db, brand.id, brand.currencyCode)),

    bind(getSubTypes, async ({ brand, locale }) =>
      brand.subTypes.map((s) => ({
        id: s.id,
        key: s.key,
        name: translate(locale, `content:subType.${s.key}`),
      })),
    ),

    bind(getBankList, async ({ brand }) => banksOf(db, brand.id, false)),

    bind(getRegistrationBankList, async ({ brand }) => banksOf(db, brand.id, true)),
  ];
}
