/**
 * `@lobby/contract/config`: what a site reads at start-up to configure itself for its brand —
 * maintenance, permissions, theme entries, contact, about-us, languages and the lists behind
 * its pickers (area codes, currencies, sub types, banks). All public, none rate limited.
 */
import {
  AboutUsItem,
  BankEntry,
  ContactSettings,
  Currency,
  LanguagePayload,
  Maintenance,
  PermissionConfig,
  Platform,
  ThemeConfigEntry,
  enumSchema,
} from '@lobby/domain';
import { Type } from 'typebox';
import { defineEndpoint } from '../core/endpoint.ts';

/** One telephone area code the brand accepts, with its country's name in the request locale. */
export const AreaCode = Type.Object(
  {
    code: Type.String({ pattern: '^\\+\\d{1,4}$', description: 'With the leading +, e.g. +60.' }),
    country: Type.String({ description: 'ISO 3166 alpha-2 code.' }),
    name: Type.String({ description: 'Country name in the request locale.' }),
  },
  { additionalProperties: false },
);

/** One member sub type (what `subtype` in the user info refers to), named in the request locale. */
export const SubType = Type.Object(
  { id: Type.Integer({ minimum: 1 }), key: Type.String(), name: Type.String() },
  { additionalProperties: false },
);

/** GET /maintenance/getMaintenanceOnMember: type 1 while maintenance is in force. */
export const getMaintenance = defineEndpoint({
  id: 'config.maintenance',
  method: 'GET',
  path: '/maintenance/getMaintenanceOnMember',
  auth: false,
  summary: 'Maintenance state of the brand',
  description:
    'type is 1 only while maintenance is in force (between start and end when they are set); start and end are Unix seconds, 0 when unset.',
  response: Maintenance,
  idempotent: true,
  duringMaintenance: true,
});

/** GET /member/feature_premission/info (sic, the spec's spelling): every permission group. */
export const getPermissions = defineEndpoint({
  id: 'config.permissions',
  method: 'GET',
  path: '/member/feature_premission/info',
  auth: false,
  summary: 'Permission configuration (every group of spec §3)',
  response: PermissionConfig,
  idempotent: true,
  duringMaintenance: true,
  whenRegionBlocked: true,
});

/** GET /member/feature_theme/info: one theme-config entry by name and platform. */
export const getThemeConfig = defineEndpoint({
  id: 'config.theme',
  method: 'GET',
  path: '/member/feature_theme/info',
  auth: false,
  summary: 'Theme-config entry by name and platform',
  description:
    'The site calls it twice: without platform (the generic entry) and with the device platform. A platform without its own entry answers the generic one.',
  query: Type.Object(
    {
      name: Type.Optional(
        Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
      ),
      platform: Type.Optional(enumSchema(Platform)),
    },
    { additionalProperties: false },
  ),
  response: ThemeConfigEntry,
  idempotent: true,
  duringMaintenance: true,
  whenRegionBlocked: true,
});

/** GET /contact_list: contact channels, live chat and social links. */
export const getContactList = defineEndpoint({
  id: 'config.contact',
  method: 'GET',
  path: '/contact_list',
  auth: false,
  summary: 'Contact settings',
  response: ContactSettings,
  idempotent: true,
  duringMaintenance: true,
  whenRegionBlocked: true,
});

/** GET /member/about_us: the about-us (help) tree, in the request locale. */
export const getAboutUs = defineEndpoint({
  id: 'config.aboutUs',
  method: 'GET',
  path: '/member/about_us',
  auth: false,
  summary: 'About-us sections and pages',
  response: Type.Array(AboutUsItem),
  idempotent: true,
});

/** GET /language_list: the languages of the brand. */
export const getLanguageList = defineEndpoint({
  id: 'config.languages',
  method: 'GET',
  path: '/language_list',
  auth: false,
  summary: 'Languages offered by the brand',
  response: LanguagePayload,
  idempotent: true,
  duringMaintenance: true,
  whenRegionBlocked: true,
});

/** GET /area_code/info: telephone area codes. */
export const getAreaCodes = defineEndpoint({
  id: 'config.areaCodes',
  method: 'GET',
  path: '/area_code/info',
  auth: false,
  summary: 'Telephone area codes',
  response: Type.Array(AreaCode),
  idempotent: true,
});

/** GET /currency: currencies; the first is the brand's own. */
export const getCurrencies = defineEndpoint({
  id: 'config.currencies',
  method: 'GET',
  path: '/currency',
  auth: false,
  summary: "Currencies (the brand's own first)",
  response: Type.Array(Currency),
  idempotent: true,
});

/** GET /sub_type: member sub types. */
export const getSubTypes = defineEndpoint({
  id: 'config.subTypes',
  method: 'GET',
  path: '/sub_type',
  auth: false,
  summary: 'Member sub types',
  response: Type.Array(SubType),
  idempotent: true,
});

/** GET /getBclc: the supported bank list (the site caches it). */
export const getBankList = defineEndpoint({
  id: 'config.banks',
  method: 'GET',
  path: '/getBclc',
  auth: false,
  summary: 'Supported banks',
  response: Type.Array(BankEntry),
  idempotent: true,
});

/** GET /reg_bank_list: the banks offered on the registration form. */
export const getRegistrationBankList = defineEndpoint({
  id: 'config.registrationBanks',
  method: 'GET',
  path: '/reg_bank_list',
  auth: false,
  summary: 'Banks offered at registration',
  response: Type.Array(BankEntry),
  idempotent: true,
});

/** Every endpoint of the area, in reference order. */
export const configEndpoints = [
  getMaintenance,
  getPermissions,
  getThemeConfig,
  getContactList,
  getAboutUs,
  getLanguageList,
  getAreaCodes,
  getCurrencies,
  getSubTypes,
  getBankList,
  getRegistrationBankList,
] as const;
