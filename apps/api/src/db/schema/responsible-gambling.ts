/**
 * Responsible gambling (issue 17): the operator each brand belongs to, each brand's compliance
 * settings, members' limits with their pending changes, exclusions, and the account history.
 * A brand without an operator row belongs to the operator `default`, so every seeded brand shares
 * one operator without the brand registry knowing about operators.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { members } from './members.ts';

/** The operator (licence holder) a brand belongs to; absent: `default`. */
export const brandOperators = pgTable('brand_operators', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  operatorId: text('operator_id').notNull(),
});

/** A brand's compliance settings; absent: the defaults of `areas/responsible-gambling`. */
export const brandCompliance = pgTable('brand_compliance', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  minimumAge: integer('minimum_age').notNull(),
  selfExclusionSchemeUrl: text('self_exclusion_scheme_url').notNull(),
  coolingOffHours: integer('cooling_off_hours').notNull(),
  bonusWageringCap: integer('bonus_wagering_cap').notNull(),
  licenceBadgeUrl: text('licence_badge_url').notNull(),
  licencePageUrl: text('licence_page_url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * One limit of a member. `value` null: none in force. A raise or removal waits in
 * `pendingSince` / `pendingValue` (null: removal) until `effectiveAt`, then needs confirming.
 */
export const memberLimits = pgTable(
  'member_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    value: bigint('value', { mode: 'number' }),
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind] })],
);

/**
 * A time-out or self-exclusion of a member. In force until the member ends it (`endedAt`), which
 * is possible only after `endsAt`.
 */
export const memberExclusions = pgTable(
  'member_exclusions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** `timeout` or `self_exclusion`. */
    kind: text('kind').notNull(),
    /** The operator of the brand at the time: a self-exclusion covers all its brands. */
    operatorId: text('operator_id').notNull(),
    /** The verified email (lower case) and mobile (area + number) it is matched on elsewhere. */
    email: text('email'),
    mobile: text('mobile'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('member_exclusions_member_idx').on(t.memberId),
    index('member_exclusions_email_idx')
      .on(t.operatorId, t.email)
      .where(sql`${t.endedAt} IS NULL`),
    index('member_exclusions_mobile_idx')
      .on(t.operatorId, t.mobile)
      .where(sql`${t.endedAt} IS NULL`),
  ],
);

/** The account history: every limit change, confirmation and exclusion. */
export const responsibleGamblingHistory = pgTable(
  'responsible_gambling_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    kind: text('kind').notNull(),
    fromValue: bigint('from_value', { mode: 'number' }),
    toValue: bigint('to_value', { mode: 'number' }),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    /** Who made the change: `member`, or `operator` (an ops command, e.g. `exclusion:end`). */
    actor: text('actor').notNull().default('member'),
    /** The operator's reason, for an operator's change. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('responsible_gambling_history_member_idx').on(t.memberId, t.id)],
);

/**
 * A member's reality-check interval (issue 17); absent or `intervalMinutes` null: no checks.
 * One per member, not per session: the choice holds for every sign-in until changed.
 */
export const memberRealityChecks = pgTable('member_reality_checks', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  intervalMinutes: integer('interval_minutes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Where a sign-in session's reality-check interval counts from: the last Continue or change of
 * interval in it. Keyed by the session family (every token rotated from one sign-in), so a
 * token refresh keeps the count; absent: the session's start.
 */
export const realityCheckSessions = pgTable(
  'reality_check_sessions',
  {
    family: text('family').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    countedFrom: timestamp('counted_from', { withTimezone: true }).notNull(),
  },
  (t) => [index('reality_check_sessions_member_idx').on(t.memberId)],
);
