/**
 * Brands and everything a brand configures: hosts, CORS origins, currency, the permission and
 * contact configuration, theme entries, maintenance, and the brand's content lists.
 * Configuration documents are JSONB validated against `@lobby/domain` schemas when written.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One white-label brand served by this server. */
export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  displayName: text('display_name').notNull(),
  /** Host names (lower case, no port) that select this brand. */
  hosts: jsonb('hosts')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Origins allowed by CORS for this brand. */
  corsOrigins: jsonb('cors_origins')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  defaultLocale: text('default_locale').notNull().default('en'),
  /** ISO 4217 code of the brand's currency (see `currencies`). */
  currencyCode: text('currency_code').notNull(),
  /** Platform time offset in hours (spec §9 default +8). */
  timezoneOffset: integer('timezone_offset').notNull().default(8),
  /** The permission configuration groups (spec §3), as `@lobby/domain` PermissionConfig. */
  permission: jsonb('permission').$type<Record<string, unknown>>().notNull(),
  /** The contact settings (spec §3), as `@lobby/domain` ContactSettings. */
  contact: jsonb('contact').$type<Record<string, unknown>>().notNull(),
  /** Sub types members of this brand may have (GET /sub_type). */
  subTypes: jsonb('sub_types')
    .$type<unknown[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * When an operator disabled the brand (`ops brand:disable`): no sign-in, sign-up or play;
   * members keep their balances and may withdraw. Null while the brand is open.
   */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** The CORS origins `brand:disable` revoked, which `brand:enable` puts back. */
  revokedOrigins: jsonb('revoked_origins')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /**
   * When `ops brand:remove` deleted the disabled brand's configuration; the row stays for its
   * members, ledger and transactions, and the brand can no longer be enabled.
   */
  removedAt: timestamp('removed_at', { withTimezone: true }),
  /**
   * ISO 3166-1 alpha-2 codes (upper case) of the countries the brand does not serve
   * (`ops brand:block-countries`): a visitor the edge places there (`LOBBY_COUNTRY_HEADER`) gets
   * 451 `REGION_BLOCKED` and the site's `/area_forbidden`.
   */
  blockedCountries: jsonb('blocked_countries')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /**
   * The brand's account-security policy as `@lobby/domain` SecurityPolicy, possibly partial
   * (`securityPolicyOf` completes it with the defaults); set with `ops brand:set-security`.
   */
  security: jsonb('security')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
});

/** Theme-config entries (GET /member/feature_theme/info), one per brand, name and platform. */
export const brandThemes = pgTable(
  'brand_themes',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 0 generic, else a `Platform` value. */
    platform: integer('platform').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.name, t.platform] })],
);

/** Maintenance per brand (GET /maintenance/getMaintenanceOnMember). */
export const maintenance = pgTable('maintenance', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  /** A `MaintenanceType` value. */
  type: integer('type').notNull().default(0),
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Currencies a brand lists (GET /currency); exactly one is the brand's own. */
export const currencies = pgTable(
  'currencies',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    symbol: text('symbol').notNull(),
    /** Digits after the point, i.e. minor units per major unit = 10^decimals. */
    decimals: integer('decimals').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.code] })],
);

/** Telephone area codes a brand accepts (GET /area_code/info). */
export const areaCodes = pgTable(
  'area_codes',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** ISO 3166 alpha-2 country code; the name is translated from the catalogues. */
    country: text('country').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.code] })],
);

/** Banks (spec §3): the supported list (GET /getBclc) and those offered at registration. */
export const banks = pgTable(
  'banks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A `PaymentType` value. */
    type: integer('type').notNull(),
    idx: integer('idx').notNull(),
    logo: text('logo').notNull(),
    forRegistration: boolean('for_registration').notNull().default(true),
  },
  (t) => [uniqueIndex('banks_brand_name_idx').on(t.brandId, t.name)],
);

/** Languages a brand offers (GET /language_list). */
export const brandLanguages = pgTable(
  'brand_languages',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** A supported locale code (en, ja, zh-CN). */
    locale: text('locale').notNull(),
    /** The language's own name, e.g. 日本語. */
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Whether game providers offer content in this language. */
    forGames: boolean('for_games').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.locale] })],
);

/** About-us tree (GET /member/about_us); titles and bodies per locale. */
export const aboutUs = pgTable('about_us', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  brandId: text('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id'),
  levelChecked: integer('level_checked').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  /** `{ en, ja, 'zh-CN' }` titles. */
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  /** `{ en, ja, 'zh-CN' }` bodies (plain text paragraphs). */
  content: jsonb('content').$type<Record<string, string>>().notNull(),
});
