/**
 * `@lobby/contract/responsible-gambling`: the member's own limits, time-out and self-exclusion,
 * the brand's compliance settings and the account history of every such change. The API enforces
 * every rule: a deposit, a transfer into a game wallet or a game launch that would break one is
 * refused with 400 `RG_LIMIT_REACHED` or 409 `RG_EXCLUDED`, whose body carries `until` (Unix
 * seconds: when the limit resets or the exclusion ends) and, for a limit, `field` (its kind).
 *
 * Periods are calendar periods in the brand's timezone (day from 00:00, week from Monday 00:00,
 * month from the 1st), the same clock the member reads on every record and the one the daily
 * withdrawal limit uses, so "resets at" is one moment the member can be told. Amounts are
 * integer minor units; the session limit is in minutes.
 */
import { NonNegativeMinorUnits, UnixSeconds } from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { Paginated } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';

/**
 * The limits a member may set: deposits, losses (stakes less payouts of settled rounds) and
 * wagers (stakes) per day, week and month, and the length of one session in minutes.
 */
export const LIMIT_KINDS = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'wager_day',
  'wager_week',
  'wager_month',
  'session_minutes',
] as const;
/** One kind of limit. */
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The largest value a limit may take (minor units, or minutes for the session limit). */
export const MAX_LIMIT_VALUE = 1_000_000_000_000;

/** The kind of a limit, as a schema. */
export const LimitKindField = Type.Enum([...LIMIT_KINDS]);

/**
 * One limit of the member. `value` is what is enforced now (null: none). A raise or a removal
 * waits in `pending` (`pending_value` null means removal) until `effective_at`, and applies only
 * when the member confirms it after that time. `used` is what the current period has counted so
 * far and `resets_at` when the period ends (for the session limit: the minutes of the current
 * session and when it reaches the limit).
 */
export const Limit = Type.Object(
  {
    kind: LimitKindField,
    value: Type.Union([NonNegativeMinorUnits, Type.Null()]),
    pending: Type.Boolean(),
    pending_value: Type.Union([NonNegativeMinorUnits, Type.Null()]),
    effective_at: Type.Union([UnixSeconds, Type.Null()]),
    used: NonNegativeMinorUnits,
    resets_at: Type.Union([UnixSeconds, Type.Null()]),
  },
  { additionalProperties: false },
);
/** One limit of the member. */
export type Limit = Static<typeof Limit>;

/** Kinds of exclusion: a time-out (1 to 42 days) or a self-exclusion (6 to 60 months). */
export const EXCLUSION_KINDS = ['timeout', 'self_exclusion'] as const;
/** A kind of exclusion. */
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** Shortest and longest time-out in days (24 hours to 6 weeks). */
export const TIMEOUT_DAYS = { min: 1, max: 42 } as const;
/** Shortest and longest self-exclusion in months (6 months to 5 years). */
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

/**
 * The member's exclusion. `active`: still in force (until `ends_at`, and after it until the
 * member ends it: `ended_at` stays null until then). `can_end`: `ends_at` has passed.
 */
export const Exclusion = Type.Object(
  {
    kind: Type.Enum([...EXCLUSION_KINDS]),
    started_at: UnixSeconds,
    ends_at: UnixSeconds,
    ended_at: Type.Union([UnixSeconds, Type.Null()]),
    active: Type.Boolean(),
    can_end: Type.Boolean(),
  },
  { additionalProperties: false },
);
/** The member's exclusion. */
export type Exclusion = Static<typeof Exclusion>;

/** A brand's compliance settings, as the site shows them. */
export const ComplianceSettings = Type.Object(
  {
    /** Minimum age a member confirms at sign-up. */
    minimum_age: Type.Integer({ minimum: 0, maximum: 99 }),
    /** The national self-exclusion scheme's page (empty: none). */
    self_exclusion_scheme_url: Type.String(),
    /** How long a raised or removed limit waits before it can be confirmed. */
    cooling_off_hours: Type.Integer({ minimum: 0, maximum: 8760 }),
    /** Largest multiple of a bonus a promotion may ask to be wagered (0: no cap). */
    bonus_wagering_cap: Type.Integer({ minimum: 0, maximum: 1000 }),
    /** The regulator's licence badge image and the licence page (empty: none). */
    licence_badge_url: Type.String(),
    licence_page_url: Type.String(),
  },
  { additionalProperties: false },
);
/** A brand's compliance settings. */
export type ComplianceSettings = Static<typeof ComplianceSettings>;

/** Events of the account history. */
export const HISTORY_EVENTS = [
  'limit_set',
  'limit_pending',
  'limit_confirmed',
  'limit_cancelled',
  'exclusion_started',
  'exclusion_ended',
] as const;
/** An event of the account history. */
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

/** One entry of the account history. `kind`: the limit or exclusion kind it concerns. */
export const HistoryEntry = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    event: Type.Enum([...HISTORY_EVENTS]),
    kind: Type.String(),
    /** The value before and after (limits: minor units or minutes; null: none). */
    from_value: Type.Union([NonNegativeMinorUnits, Type.Null()]),
    to_value: Type.Union([NonNegativeMinorUnits, Type.Null()]),
    /** When a pending change may be confirmed, or when an exclusion ends. */
    effective_at: Type.Union([UnixSeconds, Type.Null()]),
    created_at: UnixSeconds,
  },
  { additionalProperties: false },
);
/** One entry of the account history. */
export type HistoryEntry = Static<typeof HistoryEntry>;

/** GET /member/responsible_gambling/config: the brand's compliance settings (public). */
export const getComplianceSettings = defineEndpoint({
  id: 'responsibleGambling.config',
  method: 'GET',
  path: '/member/responsible_gambling/config',
  auth: false,
  summary: "The brand's compliance settings",
  description:
    'Defaults unless an operator set them (`ops compliance:set`): minimum age 18, cooling-off 24 hours, no scheme link, no wagering cap, no licence badge.',
  response: ComplianceSettings,
  idempotent: true,
});

/** GET /member/responsible_gambling/limits: every limit kind, set or not. */
export const listLimits = defineEndpoint({
  id: 'responsibleGambling.limits',
  method: 'GET',
  path: '/member/responsible_gambling/limits',
  auth: true,
  summary: 'The member’s limits',
  response: Type.Object({ list: Type.Array(Limit) }, { additionalProperties: false }),
  idempotent: true,
});

/** POST /member/responsible_gambling/limits: sets, lowers, raises or removes one limit. */
export const setLimit = defineEndpoint({
  id: 'responsibleGambling.setLimit',
  method: 'POST',
  path: '/member/responsible_gambling/limits',
  auth: true,
  summary: 'Set a limit',
  description:
    'value null removes the limit. A new limit or a lower one applies at once (and drops a pending change); a higher one or a removal waits the brand’s cooling-off hours (pending, effective_at), then needs POST /member/responsible_gambling/limits/confirm. A value of 0 blocks the kind entirely.',
  body: Type.Object(
    {
      kind: LimitKindField,
      value: Type.Union([Type.Integer({ minimum: 0, maximum: MAX_LIMIT_VALUE }), Type.Null()]),
    },
    { additionalProperties: false },
  ),
  response: Limit,
});

/** POST /member/responsible_gambling/limits/confirm: applies a pending raise or removal. */
export const confirmLimit = defineEndpoint({
  id: 'responsibleGambling.confirmLimit',
  method: 'POST',
  path: '/member/responsible_gambling/limits/confirm',
  auth: true,
  summary: 'Confirm a raised or removed limit after its cooling-off',
  description:
    '409 RG_COOLING_OFF (until: effective_at) before the cooling-off has passed; 409 CONFLICT when nothing is pending.',
  body: Type.Object({ kind: LimitKindField }, { additionalProperties: false }),
  response: Limit,
});

/** GET /member/responsible_gambling/exclusion: the member's current or last exclusion. */
export const getExclusion = defineEndpoint({
  id: 'responsibleGambling.exclusion',
  method: 'GET',
  path: '/member/responsible_gambling/exclusion',
  auth: true,
  summary: 'The member’s exclusion, if any',
  response: Type.Object(
    { exclusion: Type.Union([Exclusion, Type.Null()]) },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/** POST /member/responsible_gambling/exclusion: starts a time-out or a self-exclusion. */
export const startExclusion = defineEndpoint({
  id: 'responsibleGambling.exclude',
  method: 'POST',
  path: '/member/responsible_gambling/exclusion',
  auth: true,
  summary: 'Take a time-out or self-exclude',
  description:
    'duration: days for a time-out (1–42), months for a self-exclusion (6–60). At once: every game wallet is transferred back to the main wallet, every session of the member ends (this one too), and deposits, transfers in and launches are refused (409 RG_EXCLUDED); withdrawals stay possible after signing in again. A self-exclusion also covers the members of every brand of the same operator with the same verified email or mobile: their sessions end, their game wallets are recalled and their sign-in is refused until the exclusion is ended. 409 RG_EXCLUDED while one is already in force.',
  body: Type.Object(
    {
      kind: Type.Enum([...EXCLUSION_KINDS]),
      duration: Type.Integer({ minimum: 1, maximum: 60 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object(
    { exclusion: Exclusion, recalled: NonNegativeMinorUnits },
    { additionalProperties: false },
  ),
});

/** POST /member/responsible_gambling/exclusion/end: ends an exclusion that has expired. */
export const endExclusion = defineEndpoint({
  id: 'responsibleGambling.endExclusion',
  method: 'POST',
  path: '/member/responsible_gambling/exclusion/end',
  auth: true,
  summary: 'End an expired exclusion',
  description:
    'An exclusion never ends by itself: after ends_at the member ends it here. 409 RG_EXCLUDED (until: ends_at) before then; 409 CONFLICT when none is in force.',
  response: Type.Object({ exclusion: Exclusion }, { additionalProperties: false }),
});

/** GET /member/responsible_gambling/history: every limit change and exclusion, newest first. */
export const listHistory = defineEndpoint({
  id: 'responsibleGambling.history',
  method: 'GET',
  path: '/member/responsible_gambling/history',
  auth: true,
  summary: 'Account history of limits and exclusions',
  query: Type.Object(
    {
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    },
    { additionalProperties: false },
  ),
  response: Paginated(HistoryEntry),
  idempotent: true,
});

/** Every endpoint of the area. */
export const responsibleGamblingEndpoints = [
  getComplianceSettings,
  listLimits,
  setLimit,
  confirmLimit,
  getExclusion,
  startExclusion,
  endExclusion,
  listHistory,
] as const;
