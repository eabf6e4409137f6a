import { CACHE_EXPIRY_MS } from '@lobby/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LobbyBaseQuery } from '../base-query/create-base-query.ts';
import type { LobbyRequest } from '../base-query/types.ts';
import { configApi } from '../areas/config/endpoints.ts';
import { memoryCookies, memoryStorage } from '../ports/memory-ports.ts';
import { createSession } from '../session/session.ts';
import { createLobbyStore } from '../store/create-lobby-store.ts';
import { createLocalCache, isCacheFresh } from './local-cache.ts';

const DAY = 86_400_000;
const SAVED_AT = Date.UTC(2026, 0, 1);
const quiet = { debug: () => {}, warn: () => {}, error: () => {} };

describe('isCacheFresh', () => {
  it('keeps an item up to 30 days old and expires it after', () => {
    expect(CACHE_EXPIRY_MS).toBe(30 * DAY);
    expect(isCacheFresh(SAVED_AT, SAVED_AT)).toBe(true);
    expect(isCacheFresh(SAVED_AT, SAVED_AT + 29 * DAY)).toBe(true);
    expect(isCacheFresh(SAVED_AT, SAVED_AT + CACHE_EXPIRY_MS)).toBe(true);
    expect(isCacheFresh(SAVED_AT, SAVED_AT + CACHE_EXPIRY_MS + 1)).toBe(false);
    expect(isCacheFresh(SAVED_AT, SAVED_AT + 31 * DAY)).toBe(false);
    expect(isCacheFresh(SAVED_AT, SAVED_AT + 2 * DAY, DAY)).toBe(false);
  });

  it('treats a missing, unreadable or future stamp as expired', () => {
    for (const stamp of [undefined, null, '1767225600000', NaN, Infinity, {}, SAVED_AT + 1])
      expect(isCacheFresh(stamp, SAVED_AT)).toBe(false);
  });
});

describe('createLocalCache', () => {
  it('reads back what it saved while fresh, under its prefix', () => {
    let now = SAVED_AT;
    const storage = memoryStorage();
    const cache = createLocalCache(storage, { prefix: 'ns_cache_', now: () => now });
    cache.write('banks', [{ name: 'MAY' }]);
    expect(JSON.parse(storage.map.get('ns_cache_banks') ?? '')).toEqual({
      savedAt: SAVED_AT,
      data: [{ name: 'MAY' }],
    });
    now += 29 * DAY;
    expect(cache.read('banks')).toEqual([{ name: 'MAY' }]);
    expect(cache.read('other')).toBeUndefined();
  });

  it('drops an item older than 30 days', () => {
    let now = SAVED_AT;
    const storage = memoryStorage();
    const cache = createLocalCache(storage, { prefix: 'ns_cache_', now: () => now });
    cache.write('banks', [{ name: 'MAY' }]);
    now += 31 * DAY;
    expect(cache.read('banks')).toBeUndefined();
    expect(storage.map.has('ns_cache_banks')).toBe(false);
  });

  it('drops an item with a corrupt or missing stamp, or that is not JSON', () => {
    const storage = memoryStorage({
      p_text: 'not json',
      p_null: 'null',
      p_stamp: JSON.stringify({ savedAt: 'yesterday', data: [1] }),
      p_nostamp: JSON.stringify({ data: [1] }),
      p_nodata: JSON.stringify({ savedAt: SAVED_AT }),
    });
    const cache = createLocalCache(storage, { prefix: 'p_', now: () => SAVED_AT + DAY });
    for (const key of ['text', 'null', 'stamp', 'nostamp', 'nodata'])
      expect(cache.read(key)).toBeUndefined();
    expect(storage.keys()).toEqual([]);
  });

  it('reports a storage that refuses, and answers nothing rather than failing', () => {
    const errors: unknown[] = [];
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const cache = createLocalCache(broken, { prefix: 'p_', onError: (e) => errors.push(e) });
    expect(() => cache.write('banks', [])).not.toThrow();
    expect(cache.read('banks')).toBeUndefined();
    expect(errors.map((e) => (e as Error).message)).toEqual(['full', 'blocked']);
    // Without a reporter it stays quiet too.
    expect(createLocalCache(broken, { prefix: 'p_' }).read('banks')).toBeUndefined();
  });
});

describe('the supported bank list (GET /getBclc), cached locally', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const BANKS = [{ name: 'MAY', type: 1, idx: 1, logo: 'may.png' }];

  /** One page visit: a store on the device's storage, counting the requests it sends. */
  function visit(storage: ReturnType<typeof memoryStorage>, answer: unknown = BANKS) {
    const sent: string[] = [];
    const baseQuery = ((request: LobbyRequest) => {
      sent.push(request.endpoint.id);
      return { data: answer };
    }) as unknown as LobbyBaseQuery;
    const session = createSession({
      namespace: 'test',
      // Cookies unusable: the token sits in the same storage as the cache (spec §8).
      cookies: memoryCookies({ usable: false }),
      storage,
      channels: null,
      logger: quiet,
      notify: { alert: () => {}, toast: () => {}, confirm: async () => {} },
    });
    const store = createLobbyStore({ baseQuery, session, listenToWindow: false });
    const banks = async (options?: { forceRefetch?: boolean }) => {
      const call = store.dispatch(configApi.endpoints.banks.initiate(undefined, options));
      try {
        return await call.unwrap();
      } finally {
        call.unsubscribe();
      }
    };
    return { sent, banks, session };
  }

  it('uses a list saved 29 days ago without asking the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SAVED_AT });
    const storage = memoryStorage();
    const first = visit(storage);
    expect(await first.banks()).toEqual(BANKS);
    expect(first.sent).toEqual(['config.banks']);

    vi.setSystemTime(SAVED_AT + 29 * DAY);
    const later = visit(storage, []);
    expect(await later.banks()).toEqual(BANKS);
    expect(later.sent).toEqual([]);
  });

  it('drops a list saved 31 days ago and fetches it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SAVED_AT });
    const storage = memoryStorage();
    await visit(storage).banks();

    vi.setSystemTime(SAVED_AT + 31 * DAY);
    const fresh = [{ name: 'BDO', type: 1, idx: 2, logo: 'bdo.png' }];
    const later = visit(storage, fresh);
    expect(await later.banks()).toEqual(fresh);
    expect(later.sent).toEqual(['config.banks']);
    // The new answer is saved with the new time, so the next visit uses it.
    const next = visit(storage, []);
    expect(await next.banks()).toEqual(fresh);
    expect(next.sent).toEqual([]);
  });

  it('fetches again when the saved stamp is corrupt', async () => {
    const storage = memoryStorage({
      'test_cache_config.banks': JSON.stringify({ savedAt: 'soon', data: [{ name: 'OLD' }] }),
    });
    const page = visit(storage);
    expect(await page.banks()).toEqual(BANKS);
    expect(page.sent).toEqual(['config.banks']);
  });

  it('asks the server on a forced refetch and does not save a failed answer', async () => {
    const storage = memoryStorage();
    const page = visit(storage);
    await page.banks();
    await page.banks({ forceRefetch: true });
    expect(page.sent).toEqual(['config.banks', 'config.banks']);

    const failing = memoryStorage();
    const sent: string[] = [];
    const baseQuery = ((request: LobbyRequest) => {
      sent.push(request.endpoint.id);
      return { error: { status: 500, message: 'down' } };
    }) as unknown as LobbyBaseQuery;
    const session = createSession({
      cookies: memoryCookies(),
      storage: failing,
      channels: null,
      logger: quiet,
    });
    const store = createLobbyStore({ baseQuery, session, listenToWindow: false });
    const call = store.dispatch(configApi.endpoints.banks.initiate(undefined));
    await expect(call.unwrap()).rejects.toMatchObject({ status: 500 });
    call.unsubscribe();
    expect(failing.keys()).toEqual([]);
  });

  it('keeps the session token and choices when the cache expires, and is cleared with the session', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SAVED_AT });
    const storage = memoryStorage();
    const first = visit(storage);
    await first.banks();
    first.session.signIn('tok', SAVED_AT);
    first.session.setBalanceVisible(false);

    vi.setSystemTime(SAVED_AT + 31 * DAY);
    const later = visit(storage);
    await later.banks();
    expect(later.sent).toEqual(['config.banks']);
    expect(later.session.getToken()).toBe('tok');
    expect(later.session.balanceVisible()).toBe(false);

    later.session.clearStorage();
    expect(storage.keys()).toEqual([]);
  });
});
