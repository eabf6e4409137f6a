/**
 * The app-download prompt in the whole nexbet site (its config shows the entrance) against the
 * reference API: without the browser's install offer it keeps the store's download links; once
 * the browser offers installation (`beforeinstallprompt`) it offers that instead, and an
 * accepted installation closes it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { freshVisitorEachTest, startSite } from '../testing/live-site.ts';

/** Opens the app-download prompt from the side menu. */
async function openAppDownload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog');
  await user.click(within(menu).getByRole('button', { name: /Get the app/ }));
  return screen.findByRole('dialog', { name: 'Get the NexBet app' });
}

/** The browser's install offer, whose dialog the member answers `outcome`. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  return Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
}

describe('the app-download prompt', () => {
  freshVisitorEachTest();

  it('keeps its download links where the browser offers no installation', async () => {
    const user = userEvent.setup();
    await startSite('/tabs/home');
    const dialog = await openAppDownload(user);
    expect(within(dialog).queryByRole('button', { name: 'Install the app' })).toBeNull();
    expect(
      within(dialog).queryAllByRole('button', { name: /Download for/ }).length +
        within(dialog).queryAllByText(/Download links will appear/).length,
    ).toBeGreaterThan(0);
  });

  it("offers the browser's installation in their place, and closes once it is accepted", async () => {
    const user = userEvent.setup();
    await startSite('/tabs/home');
    const dialog = await openAppDownload(user);
    const offer = installOffer('accepted');
    // The site listens for the offer once the page has settled: the browser makes it again
    // until the prompt shows the installation.
    await waitFor(() => {
      window.dispatchEvent(offer);
      expect(within(dialog).getByRole('button', { name: 'Install the app' })).toBeVisible();
    });
    expect(within(dialog).queryByRole('button', { name: /Download for/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Install the app' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Get the NexBet app' })).toBeNull(),
    );
  });
});
