/**
 * The sign-up form against the reference API. Each brand's seeded member settings decide the
 * fields: nexbet (email required, phone and real name optional), helo8 (no email, phone
 * required); fubo is this file's own brand, switched to verified email and phone (setting 3)
 * and a required real name for the code flow, and restored afterwards (no other file of the package uses fubo).
 */
import { ops } from '@lobby/test-api/ops';
import { PASSWORD, renderLive, uniqueUsername } from '@lobby/test-kit/live';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  canSignIn,
  createMember,
  nextMailedCode,
  nextTextedCode,
  uniqueEmail,
  uniqueMobile,
  unknownInviteCode,
} from '../testing/members.ts';
import { SignUpForm } from './sign-up-form.tsx';

const field = (name: RegExp) => screen.getByLabelText(name);
const submit = () => screen.getByRole('button', { name: 'Create account' });

describe('SignUpForm on a brand that requires an email (nexbet)', () => {
  it('shows every rule broken on submit, beneath each field, and the first one as a toast', async () => {
    const user = userEvent.setup();
    renderLive(<SignUpForm onRegistered={() => {}} />, { brand: 'nexbet' });
    // The email field appears once the brand's member settings have arrived.
    expect(await screen.findByLabelText(/^Email\W*$/)).toBeRequired();
    await user.click(submit());
    expect(await screen.findAllByText('Please Enter Username')).toHaveLength(2); // field + toast
    expect(screen.getByText('Please Enter Password')).toBeVisible();
    expect(screen.getAllByText('Required field').length).toBeGreaterThanOrEqual(2); // confirmation, email
    expect(field(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    // Optional fields are not marked.
    expect(field(/^Mobile number/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('checks each field by the configured rules', async () => {
    const user = userEvent.setup();
    renderLive(<SignUpForm onRegistered={() => {}} />, { brand: 'nexbet' });
    await screen.findByLabelText(/^Email/);
    // The brand's first area code (+60) is chosen once the list arrives; the phone bounds subtract it.
    await waitFor(() => expect(field(/^Area code/)).toHaveValue('+60'));
    await user.type(field(/^Username/), '1bad');
    await user.type(field(/^Password/), 'abc');
    await user.type(field(/^Confirm password/), 'abd');
    await user.type(field(/^Email/), 'not-an-email');
    await user.type(field(/^Mobile number/), '12');
    await user.type(field(/^Referral code/), '12x');
    await user.click(submit());
    expect(
      await screen.findAllByText('Must begin with a letter and 5-20 characters long'),
    ).not.toHaveLength(0);
    expect(screen.getByText('Password must contain 6-20 numbers or characters')).toBeVisible();
    expect(screen.getByText('Password Not Same')).toBeVisible();
    expect(screen.getByText('Invalid Email')).toBeVisible();
    expect(screen.getByText('6-11 Phone number')).toBeVisible();
    expect(screen.getByText('6-digit referral code')).toBeVisible();
  });

  it('marks the field the server refuses: a taken username, an unknown referral code', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const taken = await createMember('nexbet');
    const { harness, session } = renderLive(<SignUpForm onRegistered={onRegistered} />, {
      brand: 'nexbet',
    });
    await screen.findByLabelText(/^Email/);
    await user.type(field(/^Username/), taken.username);
    await user.type(field(/^Password/), PASSWORD);
    await user.type(field(/^Confirm password/), PASSWORD);
    await user.type(field(/^Email/), uniqueEmail());
    await user.click(submit());
    expect(await screen.findAllByText('The username has been registered')).toHaveLength(2); // field + toast
    expect(field(/^Username/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field(/^Username/));
    await user.type(field(/^Username/), uniqueUsername());
    await user.type(field(/^Referral code/), await unknownInviteCode(harness));
    await user.click(submit());
    expect(await screen.findAllByText('The invite code is not valid')).not.toHaveLength(0);
    expect(field(/^Referral code/)).toHaveAttribute('aria-invalid', 'true');
    expect(onRegistered).not.toHaveBeenCalled();
    expect(session.isSignedIn()).toBe(false);
  });

  it('registers with every field it shows, signing the member in with the password it sent encrypted', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const username = uniqueUsername();
    const { session } = renderLive(<SignUpForm onRegistered={onRegistered} />, {
      brand: 'nexbet',
    });
    await screen.findByLabelText(/^Email/);
    await waitFor(() => expect(field(/^Area code/)).toHaveValue('+60'));
    await user.type(field(/^Username/), username);
    await user.type(field(/^Password/), PASSWORD);
    await user.type(field(/^Confirm password/), PASSWORD);
    await user.type(field(/^Full name/), 'Mei Lucky');
    await user.type(field(/^Email/), uniqueEmail());
    await user.type(field(/^Mobile number/), uniqueMobile());
    await user.click(submit());
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(await screen.findByText(`Welcome aboard, ${username}!`)).toBeVisible();
    expect(session.isSignedIn()).toBe(true);
    expect(session.getUserInfo()?.username).toBe(username);
    // The server only accepts passwords encrypted with its key: it decrypted this one.
    expect(await canSignIn('nexbet', username, PASSWORD)).toBe(true);
  });

  it('keeps an invite code read-only', async () => {
    renderLive(<SignUpForm inviteCode="123456" onRegistered={() => {}} />, { brand: 'nexbet' });
    expect(await screen.findByLabelText(/^Referral code/)).toHaveValue('123456');
    expect(field(/^Referral code/)).toHaveAttribute('readonly');
  });
});

describe('SignUpForm on a brand without email that requires the phone (helo8)', () => {
  it('asks for the phone, not the email', async () => {
    const user = userEvent.setup();
    renderLive(<SignUpForm onRegistered={() => {}} />, { brand: 'helo8' });
    const mobile = await screen.findByLabelText(/^Mobile number\W*$/);
    expect(mobile).toBeRequired();
    await waitFor(() => expect(field(/^Area code/)).toHaveValue('+86'));
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    await user.type(field(/^Username/), uniqueUsername());
    await user.type(field(/^Password/), PASSWORD);
    await user.type(field(/^Confirm password/), PASSWORD);
    await user.click(submit());
    expect(await screen.findAllByText('Required field')).toHaveLength(2); // field + toast
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('SignUpForm with verified email and phone and a required name (fubo, switched)', () => {
  const previous: Record<string, unknown> = {};
  beforeAll(async () => {
    const settings = {
      'member.member_email': 3,
      'member.member_phone': 3,
      'member.member_real_name': 2,
    };
    for (const [path, value] of Object.entries(settings)) {
      const answer = (await ops('brand:set-permission', { brand: 'fubo', path, value })) as {
        previous: unknown;
      };
      previous[path] = answer.previous;
    }
  });
  afterAll(async () => {
    for (const [path, value] of Object.entries(previous))
      await ops('brand:set-permission', { brand: 'fubo', path, value: JSON.stringify(value) });
  });

  it('sends the codes, refuses a wrong one beneath its field, and registers with the right ones', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const email = uniqueEmail();
    const mobile = uniqueMobile();
    const { session } = renderLive(<SignUpForm onRegistered={onRegistered} />, { brand: 'fubo' });
    const emailCode = await screen.findByLabelText(/^Email code/);
    const smsCode = field(/^SMS code/);
    await waitFor(() => expect(field(/^Area code/)).toHaveValue('+81'));
    const [sendEmail, sendSms] = screen.getAllByRole('button', { name: 'Send code' }) as [
      HTMLElement,
      HTMLElement,
    ];
    // Nothing to send a code to yet.
    expect(sendEmail).toBeDisabled();
    expect(sendSms).toBeDisabled();

    await user.type(field(/^Username/), uniqueUsername());
    await user.type(field(/^Password/), PASSWORD);
    await user.type(field(/^Confirm password/), PASSWORD);
    await user.type(field(/^Email\W*$/), email);
    await user.type(field(/^Mobile number/), mobile);
    await user.click(submit());
    expect(
      await screen.findAllByText('Please enter the 6-digit OTP verification code'),
    ).not.toHaveLength(0);
    expect(emailCode).toHaveAttribute('aria-invalid', 'true');
    expect(smsCode).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Please Fill In Name')).toHaveLength(2); // field + toast, the first error
    await user.type(field(/^Full name\W*$/), 'Mei Lucky');

    await user.click(sendEmail);
    const mailed = await nextMailedCode(email);
    // Sent: the email's button counts down; the phone's is the one still offering to send.
    expect(await screen.findByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const texted = await nextTextedCode('fubo', `+81${mobile}`);

    await user.type(emailCode, mailed === '000000' ? '111111' : '000000');
    await user.type(smsCode, texted);
    await user.click(submit());
    expect(await screen.findAllByText('The code is incorrect or has expired')).not.toHaveLength(0);
    expect(emailCode).toHaveAttribute('aria-invalid', 'true');
    expect(onRegistered).not.toHaveBeenCalled();

    await user.clear(emailCode);
    await user.type(emailCode, mailed);
    await user.click(submit());
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(session.isSignedIn()).toBe(true);
  });

  it('shows the server refusing to send a code beneath the field it names', async () => {
    const user = userEvent.setup();
    renderLive(<SignUpForm onRegistered={() => {}} />, { brand: 'fubo' });
    await screen.findByLabelText(/^SMS code/);
    await waitFor(() => expect(field(/^Area code/)).toHaveValue('+81'));
    // Too short for the brand's bounds: the server says so before sending anything.
    await user.type(field(/^Mobile number/), '12');
    const buttons = screen.getAllByRole('button', { name: 'Send code' });
    await user.click(buttons[1] as HTMLElement);
    expect(await screen.findAllByText('6-11 Phone number')).toHaveLength(2); // field + toast
    expect(field(/^Mobile number/)).toHaveAttribute('aria-invalid', 'true');
    // Not sent, so no cool-down.
    expect(screen.getAllByRole('button', { name: 'Send code' })).toHaveLength(2);
  });
});
