/**
 * The wallet against the reference API: balances the server holds (main and per provider),
 * the persisted hide toggle, recall all, a stuck transfer (the demo provider told to time out)
 * shown pending and retried to success, and the freshness line.
 */
import { startBalanceFeed } from '@lobby/api-client/feed';
import { routes } from '@lobby/domain/routes';
import { renderLive, serverFetch } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHANNELS,
  balanceOf,
  channel,
  memberWith,
  setChannel,
  transferIn,
} from '../testing/members.ts';
import { renderScreen, screenProps } from '../testing/render.tsx';
import { WalletScreen } from './wallet-screen.tsx';

const AT = routes.WALLET_INDEX.path;

function tile(name: string) {
  return screen.getByRole('listitem', { name });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('wallet', () => {
  it('moves the whole main balance into a provider from its tile in one tap (fast transfer)', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(300_00);
    const aurora = await channel(harness, CHANNELS.plain);
    renderScreen(harness, (p) => <WalletScreen {...p} />, AT);
    const own = tile(aurora.name);
    await user.click(await within(own).findByRole('button', { name: `All in: ${aurora.name}` }));
    expect(await screen.findByText(`Moved $300.00 into ${aurora.name}.`)).toBeVisible();
    expect(await balanceOf(harness, aurora.id)).toBe(300_00);
    // The tile asks for its balance again once the money has moved.
    expect(await within(own).findByText('$300.00')).toBeVisible();
  });

  it('shows the main balance, each provider wallet and the total', async () => {
    const { harness } = await memberWith(1_000_00);
    const aurora = await channel(harness, CHANNELS.plain);
    await transferIn(harness, aurora.id, 250_00);
    renderScreen(harness, (p) => <WalletScreen {...p} />, AT);

    expect(screen.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Balances' });
    expect(await within(summary).findByText('750.00')).toBeVisible();
    expect(await within(tile(aurora.name)).findByText('$250.00')).toBeVisible();
    // Every other provider answers on its own; once all have, the total counts them all.
    await waitFor(() => expect(within(summary).getByText('$1,000.00')).toBeVisible());
    expect(within(summary).queryByText(/Not counting/)).toBeNull();
    // Transfer in / out open the transfer screen with the provider and direction preset.
    expect(
      within(tile(aurora.name)).getByRole('link', { name: `Transfer in to ${aurora.name}` }),
    ).toHaveAttribute('href', `/memberTransfer?channel=${aurora.id}&action=1`);
    expect(
      within(tile(aurora.name)).getByRole('link', { name: `Transfer out from ${aurora.name}` }),
    ).toHaveAttribute('href', `/memberTransfer?channel=${aurora.id}&action=2`);
    // A provider under maintenance takes no money in but can give it back.
    const paddock = tile('Thunder Paddock');
    expect(within(paddock).getByText('Maintenance')).toBeVisible();
    expect(within(paddock).queryByRole('link', { name: /Transfer in/ })).toBeNull();
    expect(within(paddock).getByRole('link', { name: /Transfer out/ })).toBeVisible();
  });

  it('hides every amount behind four stars, kept in the session my page shares', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(500_00);
    renderScreen(harness, (p) => <WalletScreen {...p} />, AT);
    const summary = screen.getByRole('region', { name: 'Balances' });
    expect(await within(summary).findAllByText(/500\.00$/)).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(harness.session.balanceVisible()).toBe(false);
    expect(within(summary).queryByText(/500\.00$/)).toBeNull();
    expect(within(summary).getAllByText('****').length).toBeGreaterThan(1);
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(harness.session.balanceVisible()).toBe(true);
  });

  it('refreshes the provider balances on demand', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(300_00);
    const aurora = await channel(harness, CHANNELS.plain);
    renderScreen(harness, (p) => <WalletScreen {...p} />, AT);
    expect(await within(tile(aurora.name)).findByText('$0.00')).toBeVisible();
    // Money moves elsewhere (another tab): a refresh asks every provider again.
    await transferIn(harness, aurora.id, 120_00);
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await within(tile(aurora.name)).findByText('$120.00')).toBeVisible();
  });

  it('recalls every game wallet and shows each provider’s result', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(1_000_00);
    const aurora = await channel(harness, CHANNELS.plain);
    const lantern = await channel(harness, CHANNELS.second);
    await transferIn(harness, aurora.id, 300_00);
    await transferIn(harness, lantern.id, 200_00);
    renderScreen(harness, (p) => <WalletScreen {...p} />, AT);
    const summary = screen.getByRole('region', { name: 'Balances' });
    expect(await within(summary).findByText('500.00')).toBeVisible();

    const recall = screen.getByRole('button', { name: 'Recall all' });
    await user.dblClick(recall);
    const result = await screen.findByRole('list', { name: 'Recall result' });
    const lines = within(result).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(result).getByText(aurora.name)).toBeVisible();
    expect(within(result).getByText('$300.00')).toBeVisible();
    expect(within(result).getByText(lantern.name)).toBeVisible();
    expect(within(result).getAllByText('Completed')).toHaveLength(2);
    expect(await screen.findByText('Every game wallet is back in your main wallet.')).toBeVisible();
    expect(await within(summary).findAllByText(/1,000\.00$/)).not.toHaveLength(0);
    expect(await balanceOf(harness, aurora.id)).toBe(0);
    expect(await within(tile(aurora.name)).findByText('$0.00')).toBeVisible();
  });

  it('shows a transfer the provider never confirmed as pending, then settles it on Retry', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(800_00);
    const jade = await channel(harness, CHANNELS.stuckWallet);
    await setChannel(CHANNELS.stuckWallet, { mode: 'timeout' });
    try {
      const stuck = await transferIn(harness, jade.id, 150_00);
      expect(stuck.transfer.status).toBe(1);
      renderScreen(harness, (p) => <WalletScreen {...p} />, AT);

      const pending = await screen.findByRole('list', { name: 'Pending transfers' });
      expect(within(pending).getByText(`Main wallet → ${jade.name}`)).toBeVisible();
      expect(within(pending).getByText('$150.00')).toBeVisible();
      expect(within(pending).getByText('Pending')).toBeVisible();
      expect(within(pending).getByText(/\d+ s ago|\d+ min ago/)).toBeVisible();

      await setChannel(CHANNELS.stuckWallet, { mode: 'ok' });
      await user.click(
        within(pending).getByRole('button', { name: `Retry transfer ${stuck.transfer.order_no}` }),
      );
      expect(
        await screen.findByText(`Transfer ${stuck.transfer.order_no} with ${jade.name} completed.`),
      ).toBeVisible();
      // The settled transfer stays in sight with its outcome; the money is in the game wallet.
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: 'Pending transfers' })).getByText('Completed'),
        ).toBeVisible(),
      );
      expect(await balanceOf(harness, jade.id)).toBe(150_00);
      expect(await within(tile(jade.name)).findByText('$150.00')).toBeVisible();
    } finally {
      await setChannel(CHANNELS.stuckWallet, { mode: 'ok' });
    }
  });

  it('says when the balances were fetched, and that they are out of date after 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { harness } = await memberWith(100_00);
    renderScreen(harness, (p) => <WalletScreen {...p} />, AT);
    expect(await screen.findByText(/^Updated \d+ s ago$/)).toBeVisible();
    vi.setSystemTime(Date.now() + 45_000);
    expect(
      await screen.findByText(/^Out of date: updated \d+ s ago$/, {}, { timeout: 15_000 }),
    ).toBeVisible();
  });

  it('says Live while the balance push is connected', async () => {
    const { harness } = await memberWith(100_00);
    const feed = startBalanceFeed({
      store: harness.store,
      session: harness.session,
      baseUrl: harness.apiUrl,
      brand: 'default',
      fetch: serverFetch,
    });
    try {
      renderScreen(harness, (p) => <WalletScreen {...p} />, AT);
      expect(await screen.findByText('Live')).toBeVisible();
    } finally {
      feed.stop();
    }
  });

  it('invites a guest to sign in', async () => {
    const user = userEvent.setup();
    let props: ReturnType<typeof screenProps> | undefined;
    renderLive(
      (session) => {
        props = screenProps(session);
        return <WalletScreen {...props} />;
      },
      { brand: 'default', at: AT, path: AT },
    );
    expect(screen.getByText('Wallet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props?.onRequireSignIn).toHaveBeenCalledOnce();
  });
});
