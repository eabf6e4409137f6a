/**
 * Canned passkeys answers for the stories, at fixed times so every theme renders the same text.
 */
import type { Passkey } from '@lobby/contract/passkeys';
import type { Canned } from '@lobby/test-kit';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** 2026-11-27 12:00:00 UTC: the stories' "today". */
const TODAY = 1_795_780_800;

const PASSKEYS: Passkey[] = [
  {
    id: 2,
    name: 'Work laptop',
    created_at: TODAY - 86_400 * 3,
    last_used_at: null,
    device_type: 'singleDevice',
    backed_up: false,
  },
  {
    id: 1,
    name: 'My phone',
    created_at: TODAY - 86_400 * 40,
    last_used_at: TODAY - 3_600,
    device_type: 'multiDevice',
    backed_up: true,
  },
];

/** Two passkeys, one synced and used, one new; removing answers ok. */
export const PASSKEYS_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/passkeys': { list: PASSKEYS },
  '/member/passkeys/1': () => json({ ok: true }),
  '/member/passkeys/2': () => json({ ok: true }),
};

/** No passkey yet. */
export const NO_PASSKEYS_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/passkeys': { list: [] },
};

/** The list never answers. */
export const PASSKEYS_LOADING_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/passkeys': () => new Promise<Response>(() => {}),
};

/** The list fails. */
export const PASSKEYS_FAILED_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/passkeys': () => json({ code: 'INTERNAL', message: 'Something went wrong' }, 500),
};
