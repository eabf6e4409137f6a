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
import { MinorUnits, NonNegativeMinorUnits, UnixSeconds } from '@lobby/domain';
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
  'reality_check_set',
  'reality_check',
] as const;
/** An event of the account history. */
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

/**
 * One entry of the account history. `kind`: the limit or exclusion kind it concerns
 * (`reality_check` for the reality-check events). A `reality_check_set` carries the interval in
 * minutes before and after (null: off); a `reality_check` (the member chose Continue) carries
 * the session's minutes so far in `to_value`.
 */
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

/**
 * The reality-check intervals a member may choose, in minutes (the only values the API takes;
 * null turns the checks off). Ten minutes is the shortest: a check any sooner would stop play
 * so often that members learn to click it away unread.
 */
export const REALITY_CHECK_MINUTES = [10, 15, 20, 30, 45, 60, 90, 120] as const;
/** One reality-check interval in minutes. */
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/**
 * Where the member's current session stands, for the reality check (issue 17). The session is
 * the member's sign-in (every token rotated from it), so it starts at `session_started_at`.
 *
 * - `staked` / `paid_out`: the stakes and payouts of every real-money round over every provider
 *   since the session started (a round still open counts its stake, no payout yet);
 *   `session_net = paid_out - staked` (negative: the member is down this session).
 * - `main_balance` / `game_balance` / `total_balance`: what the main wallet and all provider
 *   (game) wallets hold now, and their sum.
 * - `counted_from`: when the current interval started counting (the session's start, the last
 *   Continue, or the moment the interval was changed, whichever is latest); `due_at` is
 *   `counted_from + interval` (null: checks off) and `due` whether that moment has come.
 */
export const RealityCheckStatus = Type.Object(
  {
    interval_minutes: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    session_started_at: UnixSeconds,
    elapsed_seconds: Type.Integer({ minimum: 0 }),
    staked: NonNegativeMinorUnits,
    paid_out: NonNegativeMinorUnits,
    session_net: MinorUnits,
    main_balance: MinorUnits,
    game_balance: MinorUnits,
    total_balance: MinorUnits,
    counted_from: UnixSeconds,
    due_at: Type.Union([UnixSeconds, Type.Null()]),
    due: Type.Boolean(),
  },
  { additionalProperties: false },
);
/** Where the member's current session stands, for the reality check. */
export type RealityCheckStatus = Static<typeof RealityCheckStatus>;

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
  // The footer shows the licence and the safer-play links on every page, the maintenance page
  // too; a 503 there would reload it again and again.
  duringMaintenance: true,
  // And on the blocked-region page, whose footer is the same.
  whenRegionBlocked: true,
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

/** GET /member/responsible_gambling/reality_check: the session's reality-check status. */
export const getRealityCheck = defineEndpoint({
  id: 'responsibleGambling.realityCheck',
  method: 'GET',
  path: '/member/responsible_gambling/reality_check',
  auth: true,
  summary: 'The current session’s time, net position and next reality check',
  description:
    'The site asks this to schedule its reality-check dialog and shows it when due is true. Computed by the API from the sign-in session, the bet records of every provider and the ledger.',
  response: RealityCheckStatus,
  idempotent: true,
});

/** POST /member/responsible_gambling/reality_check/interval: sets or turns off the interval. */
export const setRealityCheckInterval = defineEndpoint({
  id: 'responsibleGambling.setRealityCheck',
  method: 'POST',
  path: '/member/responsible_gambling/reality_check/interval',
  auth: true,
  summary: 'Choose the reality-check interval',
  description: `minutes: one of ${REALITY_CHECK_MINUTES.join(', ')}, or null for no checks; any other value is 400 VALIDATION_FAILED on minutes. The next check counts from now. Recorded in the history as reality_check_set.`,
  body: Type.Object(
    { minutes: Type.Union([Type.Integer({ minimum: 1, maximum: 1440 }), Type.Null()]) },
    { additionalProperties: false },
  ),
  response: RealityCheckStatus,
});

/** POST /member/responsible_gambling/reality_check/acknowledge: the member chose Continue. */
export const acknowledgeRealityCheck = defineEndpoint({
  id: 'responsibleGambling.acknowledgeRealityCheck',
  method: 'POST',
  path: '/member/responsible_gambling/reality_check/acknowledge',
  auth: true,
  summary: 'Continue after a reality check',
  description:
    'When a check is due: records reality_check in the history and counts the next interval from now. When none is due (the same check answered from another window) it changes nothing and answers the status, so a second Continue is harmless.',
  response: RealityCheckStatus,
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
  getRealityCheck,
  setRealityCheckInterval,
  acknowledgeRealityCheck,
] as const;
