/**
 * Reality checks against the reference API (whose interval minutes last 100 ms in this suite,
 * see `testing/api-setup.ts`): the dialog comes when the API says a check is due, holds against
 * Escape, shows the session's time and net position, and Continue, View history and Log out do
 * what they say; safer play sets the interval and lists it and the checks in the history.
 */
import { responsibleGamblingApi } from '@lobby/api-client/responsible-gambling';
import { getHref } from '@lobby/domain/routes';
import { renderLive } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { member } from '../testing/members.ts';
import { renderScreen } from '../testing/render.tsx';
import { RealityCheckDialog } from './reality-check-dialog.tsx';
import { SaferPlayScreen } from './safer-play-screen.tsx';

const AT = getHref('SETTING_SAFER_PLAY');
/** A 10-minute check, due after about a second on this suite's API. */
const DUE_WITHIN = { timeout: 5_000 };

async function setInterval(harness: LiveHarness, minutes: number | null) {
  return harness.store
    .dispatch(responsibleGamblingApi.endpoints.setRealityCheck.initiate({ minutes }))
    .unwrap();
}

async function historyEvents(harness: LiveHarness) {
  const page = await harness.store
    .dispatch(responsibleGamblingApi.endpoints.history.initiate({}, { forceRefetch: true }))
    .unwrap();
  return page.list.map((entry) => entry.event);
}

/** The dialog as the site mounts it: View history pauses it (the member is on safer play). */
function SiteMount({
  harness,
  onViewHistory,
  onSignedOut,
}: {
  harness: LiveHarness;
  onViewHistory(): void;
  onSignedOut(): void;
}) {
  const [paused, setPaused] = useState(false);
  return (
    <RealityCheckDialog
      session={harness.session}
      signedIn
      paused={paused}
      onViewHistory={() => {
        onViewHistory();
        setPaused(true);
      }}
      onSignedOut={onSignedOut}
    />
  );
}

function renderDialog(harness: LiveHarness) {
  const props = { onViewHistory: vi.fn(), onSignedOut: vi.fn() };
  const result = renderLive(<SiteMount harness={harness} {...props} />, {
    harness,
    at: '/',
    path: '/',
  });
  return { ...result, props };
}

describe('reality-check dialog', () => {
  it('opens when a check is due, holds against Escape, and Continue records the check', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    await setInterval(harness, 10);
    renderDialog(harness);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' }, DUE_WITHIN);
    expect(dialog).toHaveTextContent('Session time');
    expect(dialog.textContent).toMatch(/Net position this session\s*(RM\s?)?0\.00/);
    expect(dialog).toHaveTextContent('Balance now (main and game wallets)');
    // Not by accident: Escape leaves it open, and it has no close button.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Reality check' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await historyEvents(harness)).toContain('reality_check');
  });

  it('View history hands over to safer play, and the check waits there while paused', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    await setInterval(harness, 10);
    const { props } = renderDialog(harness);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' }, DUE_WITHIN);
    await user.click(within(dialog).getByRole('button', { name: 'View history' }));
    expect(props.onViewHistory).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Nothing was acknowledged: the check is still due.
    const status = await harness.store
      .dispatch(responsibleGamblingApi.endpoints.realityCheck.initiate({}, { forceRefetch: true }))
      .unwrap();
    expect(status.due).toBe(true);
    expect(await historyEvents(harness)).not.toContain('reality_check');
  });

  it('Log out ends the session', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    await setInterval(harness, 10);
    const { props } = renderDialog(harness);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' }, DUE_WITHIN);
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(props.onSignedOut).toHaveBeenCalledOnce());
    expect(harness.session.isSignedIn()).toBe(false);
  });

  it('stays closed while checks are off', async () => {
    const { harness } = await member();
    renderDialog(harness);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('reality-check interval on safer play', () => {
  it('sets an interval, says when the next check comes, and lists the change', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    renderScreen(harness, (p) => <SaferPlayScreen {...p} />, AT);
    expect(await screen.findByText(/Reality checks are off\./)).toBeVisible();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Remind me every/ }),
      'Every 15 min',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reality checks every 15 min.')).toBeVisible();
    expect(await screen.findByText(/Next reality check at \d{4}-\d{2}-\d{2}/)).toBeVisible();
    const history = await screen.findByRole('list', { name: 'Account history' });
    await waitFor(() =>
      expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(
        'Reality-check interval changed · Reality check',
      ),
    );
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Off → 15 min');
  });
});
