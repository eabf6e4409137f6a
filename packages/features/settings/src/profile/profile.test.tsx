/**
 * The profile screen against the reference API: the §5 messages under the fields (after the
 * 1 s pause, all on submit), the name saved, and email and mobile changed with real codes.
 */
import { memberApi } from '@lobby/api-client/member';
import { getHref } from '@lobby/domain/routes';
import type { LiveHarness } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mailedCode, member, textedCode, uniqueEmail, uniqueMobile } from '../testing/members.ts';
import { renderScreen } from '../testing/render.tsx';
import { ProfileSettingsScreen } from './profile-settings-screen.tsx';

const AT = getHref('SETTING_INFO');

const form = (name: string) => within(screen.getByRole('form', { name }));

async function serverProfile(harness: LiveHarness) {
  return harness.store
    .dispatch(memberApi.endpoints.profile.initiate({}, { forceRefetch: true }))
    .unwrap();
}

describe('profile settings', () => {
  it('shows a field’s message after the pause, every message on submit, then saves the name', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    renderScreen(harness, (p) => <ProfileSettingsScreen {...p} />, AT);
    const email = within(await screen.findByRole('form', { name: 'Email' }));
    await user.type(email.getByLabelText(/New email address/), 'not-an-email');
    expect(await email.findByText('Invalid Email', {}, { timeout: 3000 })).toBeVisible();
    await user.click(email.getByRole('button', { name: 'Save email' }));
    expect(await email.findByText('Please enter the 6-digit OTP verification code')).toBeVisible();
    // The first message is the danger toast.
    await waitFor(() =>
      expect(document.querySelector('[role="alert"][data-tone="error"]')).toHaveTextContent(
        'Invalid Email',
      ),
    );

    const name = form('Real name');
    await user.clear(name.getByLabelText(/Real name/));
    await user.click(name.getByRole('button', { name: 'Save name' }));
    expect(await name.findByText('Please Fill In Name')).toBeVisible();
    await user.type(name.getByLabelText(/Real name/), 'Mei Tan');
    await user.click(name.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name has been saved.')).toBeVisible();
    expect((await serverProfile(harness)).real_name).toBe('Mei Tan');
  });

  it('changes the email with the mailed code; a wrong code shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    const address = uniqueEmail();
    renderScreen(harness, (p) => <ProfileSettingsScreen {...p} />, AT);
    const email = within(await screen.findByRole('form', { name: 'Email' }));
    await user.type(email.getByLabelText(/New email address/), address);
    await user.click(email.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(`A code has been sent to ${address}.`)).toBeVisible();
    expect(email.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = await mailedCode(address);
    const wrong = code === '000000' ? '111111' : '000000';
    const codeField = email.getByLabelText(/Verification code/);
    await user.type(codeField, wrong);
    await user.click(email.getByRole('button', { name: 'Save email' }));
    await waitFor(() => expect(codeField).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(codeField);
    await user.type(codeField, code);
    await user.click(email.getByRole('button', { name: 'Save email' }));
    expect(
      await screen.findByText('Your email address has been changed and verified.'),
    ).toBeVisible();
    const saved = await serverProfile(harness);
    expect(saved.email).toBe(address);
    expect(saved.email_verified).toBe(true);
  });

  it('changes the mobile number with the texted code', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    const number = uniqueMobile();
    renderScreen(harness, (p) => <ProfileSettingsScreen {...p} />, AT);
    const mobile = within(await screen.findByRole('form', { name: 'Mobile number' }));
    const area = mobile.getByLabelText(/Area code/);
    await waitFor(() => expect((area as HTMLSelectElement).value).not.toBe(''));
    const areaCode = (area as HTMLSelectElement).value;
    await user.type(mobile.getByLabelText(/New mobile number/), '12');
    expect(await mobile.findByText(/Phone number/, {}, { timeout: 3000 })).toBeVisible();
    await user.clear(mobile.getByLabelText(/New mobile number/));
    await user.type(mobile.getByLabelText(/New mobile number/), `0${number}`);
    await user.click(mobile.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(`A code has been texted to ${areaCode} ${number}.`),
    ).toBeVisible();
    const code = await textedCode(`${areaCode}${number}`);
    await user.type(mobile.getByLabelText(/Verification code/), code);
    await user.click(mobile.getByRole('button', { name: 'Save mobile number' }));
    expect(
      await screen.findByText('Your mobile number has been changed and verified.'),
    ).toBeVisible();
    const saved = await serverProfile(harness);
    expect(saved.mobile).toBe(number);
    expect(saved.mobile_verified).toBe(true);
  });
});
