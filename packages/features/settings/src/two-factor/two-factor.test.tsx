/**
 * Two-step verification against the reference API: enrol with a code computed here as an
 * authenticator app would, see the recovery codes once, then turn it off with a code.
 */
import { twoFactorApi } from '@lobby/api-client/two-factor';
import { getHref } from '@lobby/domain/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { member } from '../testing/members.ts';
import { renderScreen } from '../testing/render.tsx';
import { TwoFactorScreen } from './two-factor-screen.tsx';

const AT = getHref('SETTING_TWO_FACTOR');
const STEP_MS = 30_000;

describe('two-step verification', () => {
  it('enrols with a code, shows ten recovery codes once, and turns off with a code', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    renderScreen(harness, (p) => <TwoFactorScreen {...p} />, AT);
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = (await screen.findByText(/^[A-Z2-7]{16,}$/)).textContent ?? '';
    const code = screen.getByRole('textbox', { name: /Authenticator code/ });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeVisible();
    await user.clear(code);
    const enrolledAt = Date.now();
    await user.type(code, generateSync({ secret, epoch: Math.floor(enrolledAt / 1000) }));
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('10 recovery codes left.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).toBeNull();

    // The next step's code: the enrolment's was used.
    const off = screen.getByRole('textbox', { name: /Authenticator code/ });
    await user.type(
      off,
      generateSync({ secret, epoch: Math.floor((enrolledAt + STEP_MS) / 1000) }),
    );
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Set up' })).toBeVisible();
    const state = await harness.store
      .dispatch(twoFactorApi.endpoints.totpStatus.initiate(undefined, { forceRefetch: true }))
      .unwrap();
    expect(state.enabled).toBe(false);
  });
});
