/**
 * Canned safer-play answers for the stories: limits, an exclusion and a history in the shapes
 * the API gives them, at fixed times so every theme renders the same text.
 */
import { LIMIT_KINDS } from '@lobby/contract/responsible-gambling';
import type {
  ComplianceSettings,
  Exclusion,
  HistoryEntry,
  Limit,
  LimitKind,
  RealityCheckStatus,
} from '@lobby/contract/responsible-gambling';
import type { Canned } from '@lobby/test-kit';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** 2026-11-27 12:00:00 UTC: the stories' "today". */
const TODAY = 1_795_780_800;
/** A time long after any story runs (a change still cooling off, a break still in force). */
export const LATER = 4_102_444_800;

const CONFIG: ComplianceSettings = {
  minimum_age: 18,
  self_exclusion_scheme_url: 'https://example.org/self-exclusion',
  cooling_off_hours: 24,
  bonus_wagering_cap: 0,
  licence_badge_url: '',
  licence_page_url: '',
};

/** Every kind with no limit, then `set` over them. */
function limitsWith(set: Partial<Record<LimitKind, Partial<Limit>>>): { list: Limit[] } {
  return {
    list: LIMIT_KINDS.map((kind) => ({
      kind,
      value: null,
      pending: false,
      pending_value: null,
      effective_at: null,
      used: 0,
      resets_at: null,
      ...set[kind],
    })),
  };
}

const HISTORY: HistoryEntry[] = [
  {
    id: 3,
    event: 'limit_set',
    kind: 'session_minutes',
    from_value: null,
    to_value: 120,
    effective_at: null,
    created_at: TODAY,
  },
  {
    id: 2,
    event: 'limit_set',
    kind: 'deposit_week',
    from_value: 100_000,
    to_value: 50_000,
    effective_at: null,
    created_at: TODAY - 3600,
  },
  {
    id: 1,
    event: 'limit_set',
    kind: 'deposit_day',
    from_value: null,
    to_value: 20_000,
    effective_at: null,
    created_at: TODAY - 7200,
  },
];

const page = (list: HistoryEntry[]) => ({ list, total: list.length, page: 1, page_size: 20 });

/**
 * A session 47 minutes in, with a 15-minute reality check: down 12.50 over its rounds, 480.00
 * in the main and game wallets now. `due` says whether the check has come.
 */
export function realityCheckStatus(due: boolean): RealityCheckStatus {
  return {
    interval_minutes: 15,
    session_started_at: TODAY - 47 * 60,
    elapsed_seconds: 47 * 60,
    staked: 62_50,
    paid_out: 50_00,
    session_net: -12_50,
    main_balance: 400_00,
    game_balance: 80_00,
    total_balance: 480_00,
    counted_from: due ? TODAY - 15 * 60 : TODAY,
    due_at: due ? TODAY : TODAY + 15 * 60,
    due,
  };
}

/**
 * Answers of a reality check that is due until the member chooses Continue (each story makes
 * its own, so one theme's Continue does not answer another's check).
 */
export function dueRealityCheckAnswers(): Readonly<Record<string, Canned>> {
  let continued = false;
  return {
    '/member/responsible_gambling/reality_check': () => json(realityCheckStatus(!continued)),
    '/member/responsible_gambling/reality_check/acknowledge': () => {
      continued = true;
      return json(realityCheckStatus(false));
    },
  };
}

/** A member with deposit and session limits set, no break and a short history. */
export const SAFER_PLAY_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/responsible_gambling/config': CONFIG,
  '/member/responsible_gambling/limits': limitsWith({
    deposit_day: { value: 20_000, used: 5_000, resets_at: TODAY + 43_200 },
    deposit_week: { value: 50_000, used: 12_500, resets_at: TODAY + 259_200 },
    session_minutes: { value: 120, used: 35, resets_at: TODAY + 5_100 },
  }),
  '/member/responsible_gambling/exclusion': { exclusion: null },
  '/member/responsible_gambling/history': page(HISTORY),
  '/member/responsible_gambling/limits/confirm': () =>
    json(limitsWith({ deposit_month: { value: 300_000 } }).list[2]),
  '/member/responsible_gambling/reality_check': realityCheckStatus(false),
  '/member/responsible_gambling/reality_check/interval': () =>
    json({ ...realityCheckStatus(false), interval_minutes: 30, due_at: TODAY + 30 * 60 }),
};

/** A raise still cooling off (weekly) and one ready to confirm (monthly). */
export const PENDING_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/responsible_gambling/limits': limitsWith({
    deposit_day: { value: 20_000, used: 5_000, resets_at: TODAY + 43_200 },
    deposit_week: {
      value: 50_000,
      pending: true,
      pending_value: 80_000,
      effective_at: LATER,
      resets_at: TODAY + 259_200,
    },
    deposit_month: {
      value: 200_000,
      pending: true,
      pending_value: 300_000,
      effective_at: TODAY - 60,
      resets_at: TODAY + 345_600,
    },
  }),
};

const TIMEOUT: Exclusion = {
  kind: 'timeout',
  started_at: TODAY,
  ends_at: LATER,
  ended_at: null,
  active: true,
  can_end: false,
};

/** A time-out in force. */
export const EXCLUDED_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/responsible_gambling/exclusion': { exclusion: TIMEOUT },
};

/** A self-exclusion past its end, waiting for the member to end it. */
export const BREAK_OVER_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/responsible_gambling/exclusion': {
    exclusion: { ...TIMEOUT, kind: 'self_exclusion', ends_at: TODAY - 60, can_end: true },
  },
  '/member/responsible_gambling/exclusion/end': () =>
    json({
      exclusion: {
        ...TIMEOUT,
        ends_at: TODAY - 60,
        ended_at: TODAY,
        active: false,
        can_end: false,
      },
    }),
};

/** A member who never changed anything. */
export const EMPTY_HISTORY_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/responsible_gambling/limits': limitsWith({}),
  '/member/responsible_gambling/history': page([]),
};

/** Limits that never arrive (the skeleton stays). */
export const SAFER_PLAY_LOADING_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/responsible_gambling/limits': () => new Promise<Response>(() => {}),
};
