/**
 * The bank-card screens against the reference API: the six add-bank-card layouts with their
 * validation (spec §5) before the server's own refusals (a card already on file, a wrong or
 * unset withdrawal password), success back to the list, the list with the card limit, and
 * delete after a confirmation.
 */
import { renderLive } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';
import { theme as bwc88 } from '@lobby/tokens/themes/bwc88';
import { theme as fubo } from '@lobby/tokens/themes/fubo';
import { theme as helo8 } from '@lobby/tokens/themes/helo8';
import { theme as nexbet } from '@lobby/tokens/themes/nexbet';
import { theme as theme9 } from '@lobby/tokens/themes/theme9';
import type { Theme } from '@lobby/tokens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  WITHDRAW_PASSWORD,
  addCard,
  cardsOf,
  memberWith,
  setWithdrawPassword,
} from '../testing/members.ts';
import type { AddBankCardScreenProps } from '../types.ts';
import { ClassyAddBankCard } from './classy-add-bank-card.tsx';
import { ProSleekAddBankCard } from './pro-sleek-add-bank-card.tsx';
import { SoftSleekAddBankCard } from './soft-sleek-add-bank-card.tsx';
import { DiamondAddBankCard, LiteAddBankCard, RetroAddBankCard } from './add-bank-card-layouts.tsx';
import { BankCardListScreen } from './bank-card-list-screen.tsx';

function renderAdd(
  Screen: ComponentType<AddBankCardScreenProps>,
  harness: LiveHarness,
  theme?: Theme,
) {
  renderLive(<Screen session={harness.session} brandName="Lobby" onRequireSignIn={vi.fn()} />, {
    harness,
    at: '/withdraw/add_bankcard',
    path: '/withdraw/add_bankcard',
    ...(theme ? { theme } : {}),
  });
}

describe('adding a bank card', () => {
  it('DIAMOND: shows every error under its field first, then adds the card and goes back', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith('default');
    await setWithdrawPassword(harness);
    renderAdd(DiamondAddBankCard, harness);
    const form = await screen.findByRole('form', { name: 'Add bank card' });
    const submit = within(form).getByRole('button', { name: 'Add card' });
    await user.click(submit);
    expect(await within(form).findByText('Please Select Bank')).toBeVisible();
    expect(within(form).getByText('Please Enter Bank Account')).toBeVisible();
    expect(within(form).getByText('Please Fill In Name')).toBeVisible();
    expect(within(form).getByText('Please Enter Withdrawal Password')).toBeVisible();
    // Masked, as every password.
    const password = within(form).getByLabelText(/^Withdrawal password/);
    expect(password).toHaveAttribute('type', 'password');

    await user.click(within(form).getByRole('button', { name: /^Bank/ }));
    const picker = await screen.findByRole('dialog', { name: 'Choose your bank' });
    await user.click(within(picker).getByRole('radio', { name: 'MAY' }));
    const account = within(form).getByRole('textbox', { name: /Account number/ });
    await user.type(account, '12ab');
    await user.type(within(form).getByRole('textbox', { name: /Account holder name/ }), 'Mei Tan');
    await user.click(submit);
    expect(await within(form).findByText('Within 6-30 digits')).toBeVisible();
    expect(account).toHaveAttribute('aria-invalid', 'true');
    // The preview follows what is typed.
    expect(screen.getByLabelText('Card preview')).toHaveTextContent('Mei Tan');

    await user.clear(account);
    await user.type(account, '5140 1234 5678');
    // The server checks the withdrawal password: a wrong one is refused under its field.
    await user.type(password, 'nope1234');
    await user.click(submit);
    expect(await within(form).findByText('The current password is incorrect')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect((await cardsOf(harness)).list).toHaveLength(0);
    await user.clear(password);
    await user.type(password, WITHDRAW_PASSWORD);
    // A double click adds one card.
    await user.dblClick(submit);
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeVisible());
    const { list } = await cardsOf(harness);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ bank_name: 'MAY', account_name: 'Mei Tan' });
    expect(list[0]?.account_number).toMatch(/5678$/);
  });

  it('RETRO: banks as tiles; the server refuses a card already on file under its field', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith('default');
    await setWithdrawPassword(harness);
    await addCard(harness, '8600123456', 'CIMB');
    renderAdd(RetroAddBankCard, harness, fubo);
    const form = await screen.findByRole('form', { name: 'Add bank card' });
    await user.click(within(form).getByRole('button', { name: 'Save this card' }));
    expect(await within(form).findByText('Please Select Bank')).toBeVisible();
    await user.click(within(form).getByRole('radio', { name: 'CIMB' }));
    await user.type(within(form).getByRole('textbox', { name: /Account number/ }), '8600123456');
    await user.type(within(form).getByRole('textbox', { name: /Account holder name/ }), 'Mei Tan');
    await user.type(within(form).getByLabelText(/^Withdrawal password/), WITHDRAW_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Save this card' }));
    expect(await within(form).findByText('This is already in use')).toBeVisible();
    expect((await cardsOf(harness)).list).toHaveLength(1);
  });

  it('LITE: asks for the branch code where the bank needs one, and a withdrawal password set first', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith('default');
    renderAdd(LiteAddBankCard, harness, helo8);
    const form = await screen.findByRole('form', { name: 'Add bank card' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Bank/ }), 'OTHER');
    await user.type(within(form).getByRole('textbox', { name: /Account number/ }), '123456789');
    await user.type(within(form).getByRole('textbox', { name: /Account holder name/ }), 'Mei Tan');
    await user.type(within(form).getByLabelText(/^Withdrawal password/), WITHDRAW_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(form).findByText('Please enter the branch code')).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: /Branch code/ }), 'KL-001');
    // This member has no withdrawal password yet: the server says to set one, under the field.
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(form).findByText('Please set a withdrawal password first')).toBeVisible();
    await setWithdrawPassword(harness);
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeVisible());
    expect((await cardsOf(harness)).list[0]).toMatchObject({
      bank_name: 'OTHER',
      branch: 'KL-001',
    });
  });
});

type User = ReturnType<typeof userEvent.setup>;

/** How each later layout picks a bank: radios on the page, or a native select. */
const choose = {
  radios: (user: User, form: HTMLElement, bank: string) =>
    user.click(within(form).getByRole('radio', { name: bank })),
  select: (user: User, form: HTMLElement, bank: string) =>
    user.selectOptions(within(form).getByRole('combobox', { name: /Bank/ }), bank),
};

// The later layouts share the form parts, so each goes through the same whole journey, under a
// theme of its own variant: every error first, the live preview, the server's refusal of a wrong
// password, the branch code for OTHER, then one card for a double click.
describe.each([
  { name: 'CLASSY', Screen: ClassyAddBankCard, theme: bwc88, pick: choose.radios },
  { name: 'SOFT-SLEEK', Screen: SoftSleekAddBankCard, theme: theme9, pick: choose.radios },
  { name: 'PRO-SLEEK', Screen: ProSleekAddBankCard, theme: nexbet, pick: choose.select },
])('adding a bank card in $name', ({ Screen, theme, pick }) => {
  it('shows every error first, previews the card, and adds it once', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith('default');
    await setWithdrawPassword(harness);
    renderAdd(Screen, harness, theme);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add bank card' })).toBeVisible();
    const form = await screen.findByRole('form', { name: 'Add bank card' });
    const submit = within(form).getByRole('button', { name: 'Add card' });
    expect(within(form).getByRole('button', { name: 'Back to my cards' })).toBeEnabled();
    await user.click(submit);
    expect(await within(form).findByText('Please Select Bank')).toBeVisible();
    expect(within(form).getByText('Please Enter Bank Account')).toBeVisible();
    expect(within(form).getByText('Please Fill In Name')).toBeVisible();
    expect(within(form).getByText('Please Enter Withdrawal Password')).toBeVisible();
    const password = within(form).getByLabelText(/^Withdrawal password/);
    expect(password).toHaveAttribute('type', 'password');

    await pick(user, form, 'OTHER');
    const account = within(form).getByRole('textbox', { name: /Account number/ });
    await user.type(account, '12ab');
    await user.type(within(form).getByRole('textbox', { name: /Account holder name/ }), 'Mei Tan');
    await user.click(submit);
    expect(await within(form).findByText('Within 6-30 digits')).toBeVisible();
    expect(within(form).getByText('Please enter the branch code')).toBeVisible();
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('Please Select Bank')).toBeNull();
    const preview = screen.getByLabelText('Card preview');
    expect(preview).toHaveTextContent('Mei Tan');

    await user.clear(account);
    await user.type(account, '5140 1234 5678');
    expect(preview).toHaveTextContent('5140 1234 5678');
    await user.type(within(form).getByRole('textbox', { name: /Branch code/ }), 'KL-001');
    await user.type(password, 'nope1234');
    await user.click(submit);
    expect(await within(form).findByText('The current password is incorrect')).toBeVisible();
    expect((await cardsOf(harness)).list).toHaveLength(0);
    await user.clear(password);
    await user.type(password, WITHDRAW_PASSWORD);
    await user.dblClick(submit);
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeVisible());
    const { list } = await cardsOf(harness);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      bank_name: 'OTHER',
      account_name: 'Mei Tan',
      branch: 'KL-001',
    });
  });

  it('warns at the card limit and keeps the form from being sent', async () => {
    const { harness } = await memberWith('default');
    await setWithdrawPassword(harness);
    const max = (await cardsOf(harness)).max;
    for (let i = 0; i < max; i++) await addCard(harness, `86001234${String(i).padStart(2, '0')}`);
    renderAdd(Screen, harness, theme);
    expect(await screen.findByText(/You have the maximum of/)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Add bank card' });
    expect(within(form).getByRole('button', { name: 'Add card' })).toBeDisabled();
  });

  it('invites a guest to sign in', async () => {
    const onRequireSignIn = vi.fn();
    renderLive(
      (session) => <Screen session={session} brandName="Lobby" onRequireSignIn={onRequireSignIn} />,
      { brand: 'default', theme },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onRequireSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('the bank-card list', () => {
  it('shows the cards and the limit, and deletes a card after a confirmation', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith('default');
    await setWithdrawPassword(harness);
    await addCard(harness, '514012345678', 'MAY');
    await addCard(harness, '8600123456', 'CIMB');
    renderLive(
      <BankCardListScreen session={harness.session} brandName="Lobby" onRequireSignIn={vi.fn()} />,
      { harness, at: '/withdraw/banklist', path: '/withdraw/banklist' },
    );
    const list = await screen.findByRole('list', { name: 'Bank cards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 / 5')).toBeVisible();
    expect(screen.getByText('You can keep up to 5 bank cards.')).toBeVisible();

    await user.click(within(list).getByRole('button', { name: /Delete CIMB/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this bank card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByText('CIMB')).toBeNull();
    expect((await cardsOf(harness)).list.map((c) => c.bank_name)).toEqual(['MAY']);

    await user.click(screen.getByRole('button', { name: 'Add bank card' }));
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeVisible());
  });

  it('shows the way to a first card', async () => {
    const { harness } = await memberWith('default');
    renderLive(
      <BankCardListScreen session={harness.session} brandName="Lobby" onRequireSignIn={vi.fn()} />,
      { harness, at: '/withdraw/banklist', path: '/withdraw/banklist' },
    );
    expect(await screen.findByText('No bank card yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add bank card' })).toBeEnabled();
  });

  it('invites a guest to sign in on both screens', async () => {
    const onRequireSignIn = vi.fn();
    renderLive(
      (session) => (
        <>
          <BankCardListScreen
            session={session}
            brandName="Lobby"
            onRequireSignIn={onRequireSignIn}
          />
          <LiteAddBankCard session={session} brandName="Lobby" onRequireSignIn={onRequireSignIn} />
        </>
      ),
      { brand: 'default' },
    );
    for (const button of screen.getAllByRole('button', { name: 'Sign in' }))
      await userEvent.click(button);
    expect(onRequireSignIn).toHaveBeenCalledTimes(2);
  });
});
