/**
 * Announcements and pop-ups in the whole nexbet site against the reference API: a guest reads
 * the bars of the home page and a dismissal stays on the device; a member is shown an
 * operator's pop-up on the withdrawal page (the one position no other suite of the package
 * visits, as suites run side by side on one server), closes it with Escape, and it does not come
 * back on a fresh page.
 */
import { ops } from '@lobby/test-api/ops';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  LIVE_BRAND,
  freshVisitorEachTest,
  signInThroughForm,
  startSite,
} from '../testing/live-site.ts';
import { guestDismissalsKey } from './notice-position.ts';

/** The notices load once the page has settled (up to a few seconds on a busy home page). */
const SETTLED = { timeout: 15_000 };

const bar = () => screen.findByRole('region', { name: 'Announcements' }, SETTLED);

describe('notices', () => {
  freshVisitorEachTest();

  it("shows a guest the home page's bar, and a dismissal stays on the device", async () => {
    const user = userEvent.setup();
    const second = (await ops('notice:create', {
      brand: LIVE_BRAND,
      type: 'bar',
      position: 'login-before',
      title: 'Guest bar',
      body: 'A second line',
    })) as { id: number };
    try {
      await startSite('/tabs/home');
      const region = await bar();
      await within(region).findByText('Guest bar', {}, SETTLED);
      expect(within(region).getByText('Welcome offer')).toBeVisible();
      await user.click(within(region).getByRole('button', { name: 'Dismiss: Welcome offer' }));
      await waitFor(() => expect(screen.queryByText('Welcome offer')).toBeNull());
      expect(localStorage.getItem(guestDismissalsKey(LIVE_BRAND))).toMatch(/^\[\d+\]$/);

      // A fresh page: the other bar shows the answer has come, without the dismissed one.
      await startSite('/tabs/home');
      await within(await bar()).findByText('Guest bar', {}, SETTLED);
      expect(screen.queryByText('Welcome offer')).toBeNull();
    } finally {
      await ops('notice:retire', { brand: LIVE_BRAND, id: String(second.id) });
    }
  });

  it('shows a member a pop-up once: closed with Escape, it stays dismissed', async () => {
    const user = userEvent.setup();
    const created = (await ops('notice:create', {
      brand: LIVE_BRAND,
      type: 'popup',
      position: 'withdraw',
      audience: 'members',
      title: 'Withdrawal pop-up',
      body: '<p>Reviewed <strong>around the clock</strong>.</p>',
      format: 'html',
    })) as { id: number };
    try {
      await signInThroughForm(user);
      await startSite('/withdraw/index');
      const dialog = await screen.findByRole('dialog', { name: 'Withdrawal pop-up' }, SETTLED);
      expect(within(dialog).getByText('around the clock')).toBeVisible();
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Withdrawal pop-up' })).toBeNull(),
      );

      // A fresh page asks the server, which leaves the dismissed pop-up out; the seeded bar of
      // the same position shows the answer has come.
      await startSite('/withdraw/index');
      expect(within(await bar()).getByText('Withdrawal reviews')).toBeVisible();
      expect(screen.queryByRole('dialog', { name: 'Withdrawal pop-up' })).toBeNull();

      // The brand runs missions: the member's menu leads to them.
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(within(await screen.findByRole('dialog')).getByText('Missions')).toBeVisible();
    } finally {
      await ops('notice:retire', { brand: LIVE_BRAND, id: String(created.id) });
    }
  });
});
