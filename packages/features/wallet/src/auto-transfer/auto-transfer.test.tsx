/** The auto-transfer setting against the reference API: the switch saves the member's flag. */
import { memberApi } from '@lobby/api-client/member';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberWith } from '../testing/members.ts';
import { renderScreen } from '../testing/render.tsx';
import { AutoTransferSetting } from './auto-transfer-setting.tsx';

describe('auto-transfer setting', () => {
  it('switches the member’s auto_transfer on and off, with its info', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(0);
    renderScreen(harness, (p) => <AutoTransferSetting session={p.session} />, '/wallet/index');
    expect(
      screen.getByText("Opening a game moves your main balance into that provider's wallet."),
    ).toBeVisible();
    expect(screen.getByText(/your money stays in your main wallet/)).toBeVisible();
    const toggle = screen.getByRole('switch', { name: /Move money automatically/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Auto transfer is on.')).toBeVisible();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(harness.session.getUserInfo()?.auto_transfer).toBe(true);
    const profile = await harness.store
      .dispatch(memberApi.endpoints.profile.initiate({}, { forceRefetch: true }))
      .unwrap();
    expect(profile.auto_transfer).toBe(true);

    await user.click(toggle);
    expect(await screen.findByText('Auto transfer is off.')).toBeVisible();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
