/**
 * The notices area against the reference API: a guest reads the bar before sign-in, a member
 * reads a pop-up an operator authored after sign-in, dismisses it (twice: idempotent) and the
 * SDK's cached list drops it.
 */
import { listNotices } from '@lobby/contract/notices';
import { AdPosition, DisplayType } from '@lobby/domain';
import { ops } from '@lobby/test-api/ops';
import { describe, expect, it, vi } from 'vitest';
import { noticesApi } from '../src/areas/notices/endpoints.ts';
import { expectContractShape, registerMember, clientsPerTest } from './helpers.ts';

const open = clientsPerTest();

describe('notices', () => {
  it('serves guests the bar before sign-in', async () => {
    const { client } = open({ getLocale: () => 'ja' });
    const bars = await client.notices.noticesList({ position: AdPosition.LoginBefore });
    expectContractShape(listNotices, bars);
    expect(bars.some((n) => n.display_type === DisplayType.AnnouncementBar)).toBe(true);
  });

  it("lets a member dismiss an operator's pop-up, and the cached list follows", async () => {
    const { client } = open();
    await registerMember(client);
    const created = (await ops('notice:create', {
      brand: 'default',
      type: 'popup',
      position: 'login-after',
      audience: 'members',
      title: 'SDK pop-up',
      body: 'Dismiss me',
    })) as { id: number };
    const arg = { position: AdPosition.LoginAfter } as const;
    const query = client.store.dispatch(noticesApi.endpoints.noticesList.initiate(arg));
    try {
      const shown = await query.unwrap();
      expect(shown.map((n) => n.id)).toContain(created.id);
      expect(await client.notices.dismiss({ id: created.id })).toEqual({ ok: true });
      // Again, through the store: idempotent, and it makes the cached list stale.
      await client.store
        .dispatch(noticesApi.endpoints.dismiss.initiate({ id: created.id }))
        .unwrap();
      const select = noticesApi.endpoints.noticesList.select(arg);
      await vi.waitFor(() =>
        expect(select(client.store.getState()).data?.map((n) => n.id)).not.toContain(created.id),
      );
    } finally {
      query.unsubscribe();
    }
  });
});
