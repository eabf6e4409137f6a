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
