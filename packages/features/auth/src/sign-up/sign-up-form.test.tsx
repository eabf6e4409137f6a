/**
 * The sign-up form against the reference API. Each brand's seeded member settings decide the
 * fields: nexbet (email required, phone and real name optional), helo8 (no email, phone
 * required); fubo is this file's own brand, switched to verified email and phone (setting 3)
 * and a required real name for the code flow, and restored afterwards (no other file of the package uses fubo).
 */
import { paymentsApi } from '@lobby/api-client/payments';
import { responsibleGamblingApi } from '@lobby/api-client/responsible-gambling';
import { ops } from '@lobby/test-api/ops';
import { PASSWORD, renderLive, uniqueUsername } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';
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
const ageBox = () => screen.getByRole('checkbox', { name: 'I am 18 or older' });

/** The member's limits as the API reports them, by kind (null: none). */
async function limitsOf(harness: LiveHarness): Promise<Record<string, number | null>> {
  const request = harness.store.dispatch(
    responsibleGamblingApi.endpoints.limits.initiate(undefined, { forceRefetch: true }),
  );
  const { list } = await request.unwrap();
  request.unsubscribe();
  return Object.fromEntries(list.map((l) => [l.kind, l.value]));
}

/** Fills nexbet's required fields with a new member, ticks the age and creates the account. */
async function signUpOnNexbet(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByLabelText(/^Email/);
  await user.type(field(/^Username/), uniqueUsername());
  await user.type(field(/^Password/), PASSWORD);
  await user.type(field(/^Confirm password/), PASSWORD);
  await user.type(field(/^Email/), uniqueEmail());
  await user.click(await screen.findByRole('checkbox', { name: 'I am 18 or older' }));
  await user.click(submit());
  return screen.findByRole('heading', { name: 'Set your deposit limits' });
}

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
    await user.click(ageBox());
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
    await user.click(ageBox());
    await user.click(submit());
    expect(await screen.findByText(`Welcome aboard, ${username}!`)).toBeVisible();
    // The limits step comes first; the caller continues once it is saved or skipped.
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(session.isSignedIn()).toBe(true);
    expect(session.getUserInfo()?.username).toBe(username);
    // The server only accepts passwords encrypted with its key: it decrypted this one.
    expect(await canSignIn('nexbet', username, PASSWORD)).toBe(true);
  });

  it('asks the brand minimum age, beneath its box, and sends nothing until it is ticked', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const { session } = renderLive(<SignUpForm onRegistered={onRegistered} />, {
      brand: 'nexbet',
    });
    await screen.findByLabelText(/^Email/);
    await user.type(field(/^Username/), uniqueUsername());
    await user.type(field(/^Password/), PASSWORD);
    await user.type(field(/^Confirm password/), PASSWORD);
    await user.type(field(/^Email/), uniqueEmail());
    const box = ageBox();
    expect(box).toBeRequired();
    expect(box).not.toBeChecked();
    await user.click(submit());
    expect(await screen.findAllByText('Please confirm you are 18 or older')).toHaveLength(2); // field + toast
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please confirm you are 18 or older');
    expect(session.isSignedIn()).toBe(false);
    // The keyboard ticks it as well as a click.
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Set your deposit limits' })).toBeVisible();
    expect(session.isSignedIn()).toBe(true);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('offers deposit limits after sign-up; Skip continues without setting any', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const { harness } = renderLive(<SignUpForm onRegistered={onRegistered} />, {
      brand: 'nexbet',
    });
    expect(await signUpOnNexbet(user)).toBeVisible();
    for (const name of ['Daily deposit limit', 'Weekly deposit limit', 'Monthly deposit limit'])
      expect(screen.getByRole('textbox', { name })).toHaveValue('');
    expect(await screen.findByText(/Amounts are in MYR\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(onRegistered).toHaveBeenCalledOnce();
    expect(await limitsOf(harness)).toMatchObject({
      deposit_day: null,
      deposit_week: null,
      deposit_month: null,
    });
  });

  it('saves the limits typed (Enter submits), which the API then reports, and continues', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const { harness } = renderLive(<SignUpForm onRegistered={onRegistered} />, {
      brand: 'nexbet',
    });
    await signUpOnNexbet(user);
    // Nothing typed: Save asks for an amount (skipping is the other button).
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findAllByText('Please Enter Amount')).toHaveLength(2); // field + toast
    expect(onRegistered).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Daily deposit limit' }), '50');
    await user.type(
      screen.getByRole('textbox', { name: 'Monthly deposit limit' }),
      '1000.50{Enter}',
    );
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(await screen.findByText('Your deposit limits are set.')).toBeVisible();
    expect(await limitsOf(harness)).toMatchObject({
      deposit_day: 5000,
      deposit_week: null,
      deposit_month: 100050,
    });
  });

  it("shows the API's refusal of a limit beneath its field and stays on the step", async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const { harness } = renderLive(<SignUpForm onRegistered={onRegistered} />, {
      brand: 'nexbet',
    });
    await signUpOnNexbet(user);
    // More than the largest limit the API takes (10^12 minor units): its rule, not the form's.
    const weekly = screen.getByRole('textbox', { name: 'Weekly deposit limit' });
    await user.type(weekly, '99999999999');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(weekly).toHaveAttribute('aria-invalid', 'true'));
    expect(weekly).toHaveAccessibleDescription(/\S/);
    expect(onRegistered).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Set your deposit limits' })).toBeVisible();
    expect((await limitsOf(harness)).deposit_week).toBeNull();
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
    await user.click(ageBox());

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
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
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

describe('SignUpForm asking for a bank account (fubo, register_bank_info switched to 2)', () => {
  let previous: unknown;
  beforeAll(async () => {
    const answer = (await ops('brand:set-permission', {
      brand: 'fubo',
      path: 'member.register_bank_info',
      value: 2,
    })) as { previous: unknown };
    previous = answer.previous;
  });
  afterAll(async () => {
    await ops('brand:set-permission', {
      brand: 'fubo',
      path: 'member.register_bank_info',
      value: JSON.stringify(previous),
    });
  });

  it('checks the account as the add-card screen does and stores it with the new member', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const { harness } = renderLive(<SignUpForm onRegistered={onRegistered} />, { brand: 'fubo' });
    const bank = await screen.findByRole('combobox', { name: /^Bank/ });
    expect(bank).toBeRequired();
    // The banks offered at registration arrive (the seed offers CIMB, not OTHER).
    await waitFor(() => expect(screen.getByRole('option', { name: 'CIMB' })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: 'OTHER' })).toBeNull();

    await user.type(field(/^Username/), uniqueUsername());
    await user.type(field(/^Password/), PASSWORD);
    await user.type(field(/^Confirm password/), PASSWORD);
    await user.type(field(/^Email\W*$/), uniqueEmail());
    await waitFor(() => expect(field(/^Area code/)).toHaveValue('+81'));
    await user.type(field(/^Mobile number/), uniqueMobile());
    await user.click(ageBox());
    await user.type(field(/^Account number/), '12');
    await user.click(submit());
    expect(await screen.findAllByText('Please Select Bank')).toHaveLength(2); // field + toast
    expect(screen.getByText('Within 6-30 digits')).toBeVisible();
    expect(field(/^Account holder name/)).toHaveAttribute('aria-invalid', 'true');
    expect(onRegistered).not.toHaveBeenCalled();

    await user.selectOptions(bank, 'CIMB');
    await user.type(field(/^Account number/), '3456 7890');
    await user.type(field(/^Account holder name/), 'Mei Lucky');
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    const request = harness.store.dispatch(paymentsApi.endpoints.bankCards.initiate(undefined));
    const cards = await request.unwrap();
    request.unsubscribe();
    expect(cards.list).toEqual([
      expect.objectContaining({
        bank_name: 'CIMB',
        account_name: 'Mei Lucky',
        account_number: '******7890',
      }),
    ]);
  });
});
