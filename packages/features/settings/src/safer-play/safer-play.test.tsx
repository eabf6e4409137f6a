/**
 * Safer play against the reference API: a deposit limit set and shown, a raise waiting with its
 * time, a time-out taken through its dialog, and the history of the changes.
 */
import { authApi } from '@lobby/api-client/auth';
import { responsibleGamblingApi } from '@lobby/api-client/responsible-gambling';
import type { LimitKind } from '@lobby/contract/responsible-gambling';
import { getHref } from '@lobby/domain/routes';
import { createLiveHarness } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member } from '../testing/members.ts';
import { renderScreen } from '../testing/render.tsx';
import { SaferPlayScreen } from './safer-play-screen.tsx';

const AT = getHref('SETTING_SAFER_PLAY');
/** A moment as the screen writes it (`yyyy-MM-dd HH:mm:ss`). */
const MOMENT = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

/** Sets a limit through the SDK, as an earlier visit to the screen would have. */
async function setLimit(harness: LiveHarness, kind: LimitKind, value: number | null) {
  return harness.store
    .dispatch(responsibleGamblingApi.endpoints.setLimit.initiate({ kind, value }))
    .unwrap();
}

/** The row of a limit in its group. */
async function limitRow(name: string) {
  const group = await screen.findByRole('list', { name: 'Deposit limits' });
  return within(group).getByText(name).closest('li') ?? group;
}

describe('safer play', () => {
  it('sets a daily deposit limit and shows it with what is used and when it resets', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    renderScreen(harness, (p) => <SaferPlayScreen {...p} />, AT);
    expect(await screen.findByText(/waits 24 hours/)).toBeVisible();
    expect(await limitRow('Daily deposit limit')).toHaveTextContent('No limit');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '150');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Your limit applies now.')).toBeVisible();
    await expect
      .poll(async () => (await limitRow('Daily deposit limit')).textContent)
      .toMatch(/150/);
    const row = await limitRow('Daily deposit limit');
    expect(row.textContent).toMatch(/Used .*0.* of .*150/);
    expect(row.textContent).toMatch(new RegExp(`Resets ${MOMENT.source}`));
  });

  it('shows a raise as waiting, with the time it may be confirmed', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    await setLimit(harness, 'deposit_week', 10_000);
    renderScreen(harness, (p) => <SaferPlayScreen {...p} />, AT);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /^Limit/ }),
      'deposit_week',
    );
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '500');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(
      await screen.findByText(new RegExp(`ready to confirm at ${MOMENT.source}`)),
    ).toBeVisible();
    const limits = await harness.store
      .dispatch(responsibleGamblingApi.endpoints.limits.initiate({}, { forceRefetch: true }))
      .unwrap();
    const weekly = limits.list.find((limit) => limit.kind === 'deposit_week');
    expect(weekly).toMatchObject({ pending: true, value: 10_000, pending_value: 50_000 });
    await expect
      .poll(async () => (await limitRow('Weekly deposit limit')).textContent)
      .toMatch(new RegExp(`Changes to .*500.* from ${MOMENT.source}`));
    // The cooling-off has not passed: nothing to confirm yet.
    expect(screen.queryByRole('button', { name: /Confirm: Weekly deposit limit/ })).toBeNull();
  });

  it('takes a time-out through its dialog and shows it in force after signing in again', async () => {
    const user = userEvent.setup();
    const { harness, username, password } = await member();
    renderScreen(harness, (p) => <SaferPlayScreen {...p} />, AT);
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Length/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: /Time-out: start your break/,
    });
    // The dialog takes the focus, so a keyboard or screen-reader user lands in it.
    await expect.poll(() => dialog.contains(document.activeElement)).toBe(true);
    expect(dialog).toHaveTextContent(
      'Money in your game wallets is moved back to your main wallet.',
    );
    expect(dialog).toHaveTextContent('You will be signed out on every device.');
    expect(dialog).toHaveTextContent('You can still sign in to withdraw your money.');
    expect(dialog).not.toHaveTextContent('operator’s other sites');
    await user.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    expect(
      await screen.findByText(new RegExp(`Time-out in force until ${MOMENT.source}`)),
    ).toBeVisible();

    // A time-out ends every session; signing in (to withdraw) stays possible.
    const again = createLiveHarness({ brand: 'default' });
    await again.store.dispatch(authApi.endpoints.login.initiate({ username, password })).unwrap();
    cleanup();
    renderScreen(again, (p) => <SaferPlayScreen {...p} />, AT);
    const status = (await screen.findByText(/Time-out in force until/)).closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(status).toHaveTextContent('Withdrawals stay possible');
    expect(screen.queryByRole('button', { name: 'Take a break' })).toBeNull();
  });

  it('lists every change in the history, newest first, with its time', async () => {
    const { harness } = await member();
    await setLimit(harness, 'deposit_day', 20_000);
    await setLimit(harness, 'deposit_day', 5_000);
    await setLimit(harness, 'session_minutes', 90);
    renderScreen(harness, (p) => <SaferPlayScreen {...p} />, AT);
    const history = await screen.findByRole('list', { name: 'Account history' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Limit set · Session time limit');
    expect(rows[0]).toHaveTextContent('No limit → 90 min');
    expect(rows[1]).toHaveTextContent('Limit set · Daily deposit limit');
    expect(rows[1]?.textContent).toMatch(/200.* → .*50/);
    expect(rows[2]?.textContent).toMatch(MOMENT);
  });

  it('says there is no history yet', async () => {
    const { harness } = await member();
    renderScreen(harness, (p) => <SaferPlayScreen {...p} />, AT);
    expect(await screen.findByText('No changes yet')).toBeVisible();
  });
});
