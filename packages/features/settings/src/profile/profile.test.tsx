/**
 * The personal-info list and the edit screens against the reference API: the list with what is
 * set and verified, each row opening its edit screen; the §5 messages under the fields (after
 * the 1 s pause, all on submit); the name saved, and email and mobile changed with real codes,
 * each save toasting and going back to the list.
 */
import { memberApi } from '@lobby/api-client/member';
import { getHref } from '@lobby/domain/routes';
import { createLiveHarness } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mailedCode, member, textedCode, uniqueEmail, uniqueMobile } from '../testing/members.ts';
import { renderScreen } from '../testing/render.tsx';
import {
  EmailSettingsScreen,
  MobileSettingsScreen,
  NameSettingsScreen,
} from './profile-edit-screens.tsx';
import { ProfileSettingsScreen } from './profile-settings-screen.tsx';

const AT = getHref('SETTING_INFO');

/** The harness shows any route but the one rendered as "elsewhere": the list, after a save. */
const backOnList = async () => expect(await screen.findByText('elsewhere')).toBeVisible();

async function serverProfile(harness: LiveHarness) {
  return harness.store
    .dispatch(memberApi.endpoints.profile.initiate({}, { forceRefetch: true }))
    .unwrap();
}

describe('profile settings', () => {
  it('lists name, email and mobile with what is set and verified, each linking to its screen', async () => {
    const user = userEvent.setup();
    const email = uniqueEmail();
    const { harness } = await member({ email });
    renderScreen(harness, (p) => <ProfileSettingsScreen {...p} />, AT);
    const name = await screen.findByRole('link', { name: /^Real name/ });
    expect(name).toHaveAttribute('href', getHref('SETTING_NAME'));
    const emailRow = screen.getByRole('link', { name: /^Email/ });
    expect(emailRow).toHaveAttribute('href', getHref('SETTING_EMAIL'));
    expect(emailRow).toHaveTextContent(`@${email.split('@')[1]}`);
    expect(emailRow).not.toHaveTextContent(email);
    expect(within(emailRow).getByText('Not verified')).toBeVisible();
    const mobile = screen.getByRole('link', { name: /^Mobile number/ });
    expect(mobile).toHaveAttribute('href', getHref('SETTING_MOBILE'));
    expect(mobile).toHaveTextContent('Not set');
    await user.click(mobile);
    expect(await screen.findByText('elsewhere')).toBeVisible();
  });

  it('shows a field’s message after the pause, every message on submit, then saves the name', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    const view = renderScreen(
      harness,
      (p) => <EmailSettingsScreen {...p} />,
      getHref('SETTING_EMAIL'),
    );
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

    view.unmount();

    renderScreen(harness, (p) => <NameSettingsScreen {...p} />, getHref('SETTING_NAME'));
    expect(await screen.findByRole('heading', { name: 'Edit name', level: 1 })).toBeVisible();
    const name = within(await screen.findByRole('form', { name: 'Real name' }));
    await user.clear(name.getByLabelText(/Real name/));
    await user.click(name.getByRole('button', { name: 'Save name' }));
    expect(await name.findByText('Please Fill In Name')).toBeVisible();
    await user.type(name.getByLabelText(/Real name/), 'Mei Tan');
    await user.click(name.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name has been saved.')).toBeVisible();
    await backOnList();
    expect((await serverProfile(harness)).real_name).toBe('Mei Tan');
  });

  it('changes the email with the mailed code; a wrong code shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    const address = uniqueEmail();
    renderScreen(harness, (p) => <EmailSettingsScreen {...p} />, getHref('SETTING_EMAIL'));
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
    await backOnList();
    const saved = await serverProfile(harness);
    expect(saved.email).toBe(address);
    expect(saved.email_verified).toBe(true);
  });

  it('changes the mobile number with the texted code', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    const number = uniqueMobile();
    renderScreen(harness, (p) => <MobileSettingsScreen {...p} />, getHref('SETTING_MOBILE'));
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
    await backOnList();
    const saved = await serverProfile(harness);
    expect(saved.mobile).toBe(number);
    expect(saved.mobile_verified).toBe(true);
  });

  it('asks a guest to sign in on an edit screen', async () => {
    const user = userEvent.setup();
    const { props } = renderScreen(
      createLiveHarness(),
      (p) => <MobileSettingsScreen {...p} />,
      getHref('SETTING_MOBILE'),
    );
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(props.onRequireSignIn).toHaveBeenCalledOnce();
  });
});
