/**
 * The step-up host against the reference API: asked by the SDK's port, it shows the dialog,
 * proves the member's code with the server and answers true (the SDK then resends the call);
 * closed, it answers false.
 */
import { authApi } from '@lobby/api-client/auth';
import { twoFactorApi } from '@lobby/api-client/two-factor';
import { ops } from '@lobby/test-api/ops';
import { PASSWORD, createLiveHarness, renderLive, uniqueUsername } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { StepUpHost } from './step-up-host.tsx';
import type { StepUpHostPort } from './step-up-host.tsx';

const now = () => Math.floor(Date.now() / 1000);

/** A signed-in harness whose member has an authenticator on. */
async function memberWithAuthenticator() {
  const username = uniqueUsername();
  await ops('member:create', { brand: 'default', username, password: PASSWORD });
  const harness = createLiveHarness({ brand: 'default' });
  await harness.store
    .dispatch(authApi.endpoints.login.initiate({ username, password: PASSWORD }))
    .unwrap();
  const { secret } = await harness.store
    .dispatch(twoFactorApi.endpoints.totpEnrol.initiate(undefined))
    .unwrap();
  const { recovery_codes: recovery } = await harness.store
    .dispatch(
      twoFactorApi.endpoints.totpConfirm.initiate({ code: generateSync({ secret, epoch: now() }) }),
    )
    .unwrap();
  return { harness, secret, recovery };
}

describe('StepUpHost', () => {
  it('asks for a code when the SDK asks, proves it, and answers true', async () => {
    const user = userEvent.setup();
    const { harness, recovery } = await memberWithAuthenticator();
    const port: StepUpHostPort = { current: undefined };
    renderLive(<StepUpHost port={port} />, { harness });
    await waitFor(() => expect(port.current).toBeDefined());
    const answer = port.current?.({ endpointId: 'payments.addBankCard' });
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    // A recovery code: the enrolment used this step's authenticator code.
    await user.click(within(dialog).getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(within(dialog).getByLabelText(/^Recovery code/), recovery[0] ?? '');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const state = await harness.store
      .dispatch(twoFactorApi.endpoints.totpStatus.initiate(undefined, { forceRefetch: true }))
      .unwrap();
    expect(state.recovery_codes_left).toBe(9);
  });

  it('answers false when the member closes the dialog', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWithAuthenticator();
    const port: StepUpHostPort = { current: undefined };
    renderLive(<StepUpHost port={port} />, { harness });
    await waitFor(() => expect(port.current).toBeDefined());
    const answer = port.current?.({ endpointId: 'member.editEmail' });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });
});
