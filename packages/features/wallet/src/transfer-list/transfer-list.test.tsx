/**
 * The transfer list against the reference API: every transfer with its state, the state
 * filter, paging to the end, and a stuck transfer (the demo provider told to time out)
 * retried to success.
 */
import { renderLive } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CHANNELS,
  balanceOf,
  channel,
  memberWith,
  setChannel,
  transferIn,
} from '../testing/members.ts';
import { renderScreen, screenProps } from '../testing/render.tsx';
import { TransferListScreen } from './transfer-list-screen.tsx';

const AT = '/transfers';

describe('transfer list', () => {
  it('lists every transfer with its state, filters by state and retries a stuck one', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(1_000_00);
    const aurora = await channel(harness, CHANNELS.plain);
    const nebula = await channel(harness, CHANNELS.stuckList);
    await transferIn(harness, aurora.id, 100_00);
    await setChannel(CHANNELS.stuckList, { mode: 'timeout' });
    try {
      const stuck = await transferIn(harness, nebula.id, 70_00);
      renderScreen(harness, (p) => <TransferListScreen {...p} />, AT);
      const list = await screen.findByRole('list', { name: 'Transfer records' });
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
      expect(within(list).getByText(`Main wallet → ${aurora.name}`)).toBeVisible();
      expect(within(list).getByText('Completed')).toBeVisible();
      expect(within(list).getByText('Pending')).toBeVisible();
      expect(await screen.findByText('No more data')).toBeVisible();

      await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), '1');
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: 'Transfer records' })).getAllByRole('listitem'),
        ).toHaveLength(1),
      );
      await setChannel(CHANNELS.stuckList, { mode: 'ok' });
      await user.click(
        screen.getByRole('button', { name: `Retry transfer ${stuck.transfer.order_no}` }),
      );
      expect(
        await screen.findByText(
          `Transfer ${stuck.transfer.order_no} with ${nebula.name} completed.`,
        ),
      ).toBeVisible();
      expect(await balanceOf(harness, nebula.id)).toBe(70_00);
      // Nothing is pending any more.
      expect(await screen.findByText('No transfers')).toBeVisible();
    } finally {
      await setChannel(CHANNELS.stuckList, { mode: 'ok' });
    }
  });

  it('loads page after page until there is no more', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(1_000_00);
    const aurora = await channel(harness, CHANNELS.plain);
    for (const amount of [10_00, 20_00, 30_00]) await transferIn(harness, aurora.id, amount);
    renderScreen(harness, (p) => <TransferListScreen {...p} pageSize={2} />, AT);
    const list = await screen.findByRole('list', { name: 'Transfer records' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(await screen.findByText('No more data')).toBeVisible();
    // Newest first.
    expect(
      within(list)
        .getAllByText(/^\$\d+\.00$/)
        .map((node) => node.textContent),
    ).toEqual(['$30.00', '$20.00', '$10.00']);
  });

  it('invites a guest to sign in', async () => {
    const user = userEvent.setup();
    let props: ReturnType<typeof screenProps> | undefined;
    renderLive(
      (session) => {
        props = screenProps(session);
        return <TransferListScreen {...props} />;
      },
      { brand: 'default', at: AT, path: AT },
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props?.onRequireSignIn).toHaveBeenCalledOnce();
  });
});
