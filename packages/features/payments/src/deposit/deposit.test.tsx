/**
 * The deposit screen against the reference API the package's global setup starts: the seeded
 * methods (a demo gateway, two bank transfers, a USDT address), real deposits, the demo
 * gateway's decision and an operator's approval. Only `window.open` is stood in for (jsdom has
 * no tabs).
 */
import { paymentsApi } from '@lobby/api-client/payments';
import { responsibleGamblingApi } from '@lobby/api-client/responsible-gambling';
import { DepositStatus, PaymentType } from '@lobby/domain/enums';
import { renderLive } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';
import { ops } from '@lobby/test-api/ops';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideOnGateway, depositsOf, fakeTab, memberWith } from '../testing/members.ts';
import { DepositScreen } from './deposit-screen.tsx';

afterEach(() => vi.restoreAllMocks());

function renderDeposit(harness: LiveHarness, at = '/deposit/index') {
  const onRequireSignIn = vi.fn();
  const onDeposited = vi.fn();
  renderLive(
    <DepositScreen
      session={harness.session}
      brandName="Lobby"
      onRequireSignIn={onRequireSignIn}
      onDeposited={onDeposited}
    />,
    { harness, at, path: '/deposit/*' },
  );
  return { onRequireSignIn, onDeposited };
}

/** Opens the tab of a payment type and waits for its methods. */
async function chooseType(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
}

describe('gateway deposits', () => {
  it('open the gateway in a new tab and show the result as the gateway decides, in place', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { harness } = await memberWith('default');
    const view = renderDeposit(harness);
    // The gateway comes first, with its limits beside its name.
    expect(await screen.findByRole('radio', { name: /Lobby Pay \(instant\)/ })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '125.50');
    // A double click sends one deposit and opens one tab.
    await user.dblClick(screen.getByRole('button', { name: 'Continue to payment' }));

    const result = await screen.findByRole('region', { name: 'Deposit result' });
    expect(within(result).getByText('Waiting for your payment')).toBeVisible();
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toMatch(/\/demo\/gateway\/checkout\//);
    expect(within(result).getByText('$125.50')).toBeVisible();
    const { list } = await depositsOf(harness);
    expect(list).toHaveLength(1);
    expect(list[0]?.status).toBe(DepositStatus.Pending);

    // The member pays on the gateway's page; the callback lands; the panel follows by itself.
    await decideOnGateway(tab.location.href, 'pay');
    expect(await within(result).findByText('Paid', {}, { timeout: 20_000 })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Deposit result' })).toBe(result);
    expect(within(result).getByText('$125.50 has been added to your balance.')).toBeVisible();
    // The site's deposit analytics event, once, with the order paid.
    expect(view.onDeposited).toHaveBeenCalledTimes(1);
    expect(view.onDeposited).toHaveBeenCalledWith(list[0]?.order_no);
    const history = screen.getByRole('list', { name: 'Deposit history' });
    expect(await within(history).findByText('Success')).toBeVisible();

    await user.click(within(result).getByRole('button', { name: 'Make another deposit' }));
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });

  it('show a cancelled payment as failed, and open the latest result back from the gateway', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { harness } = await memberWith('default');
    const view = renderDeposit(harness);
    await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByText('Waiting for your payment');
    await decideOnGateway(tab.location.href, 'cancel');
    expect(await screen.findByText('Payment failed', {}, { timeout: 20_000 })).toBeVisible();
    expect(view.onRequireSignIn).not.toHaveBeenCalled();
    expect(view.onDeposited).not.toHaveBeenCalled();
  });

  it('shows the latest gateway deposit when the gateway sends the member back', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { harness } = await memberWith('default');
    const first = renderDeposit(harness);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '30');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByText('Waiting for your payment');
    await decideOnGateway(tab.location.href, 'pay');
    expect(first.onRequireSignIn).not.toHaveBeenCalled();
    document.body.innerHTML = '';

    const back = renderDeposit(harness, '/deposit/gateway');
    const result = await screen.findByRole('region', { name: 'Deposit result' });
    expect(await within(result).findByText('Paid')).toBeVisible();
    // Both trees share one store, so both saw it pay; they name the same order, which the
    // site's script injector runs once (theming.test.ts).
    const { list } = await depositsOf(harness);
    await waitFor(() => expect(back.onDeposited).toHaveBeenCalledWith(list[0]?.order_no));
    expect(
      new Set([...first.onDeposited.mock.calls, ...back.onDeposited.mock.calls].flat()),
    ).toEqual(new Set([list[0]?.order_no]));
  });
});

describe('bank and crypto deposits', () => {
  it('show the account to pay into, the address with its QR code, and wait for the operator', async () => {
    const user = userEvent.setup();
    const { harness, username } = await memberWith('default');
    renderDeposit(harness);

    await chooseType('Bank transfer');
    expect(screen.getByRole('radio', { name: /Maybank Transfer/ })).toBeChecked();
    const account = screen.getByLabelText('Account to pay into');
    expect(within(account).getByText('514012345678')).toBeVisible();
    expect(within(account).getByText('Lobby Entertainment Sdn Bhd')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /CIMB Transfer/ }));
    expect(
      within(screen.getByLabelText('Account to pay into')).getByText('8600123456'),
    ).toBeVisible();

    await chooseType('Crypto');
    const qr = screen.getByRole('img', { name: 'QR code of the TRC-20 deposit address' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(screen.getByText('TQ7mDemoLobbyWalletAddr8s9Jk2')).toBeVisible();

    // A bank transfer: submitted, then pending until an operator confirms it.
    await chooseType('Bank transfer');
    await user.click(screen.getByRole('button', { name: '$50' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('50.00');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    const result = await screen.findByRole('region', { name: 'Deposit result' });
    expect(within(result).getByText('Waiting for your transfer')).toBeVisible();
    const [record] = (await depositsOf(harness)).list;
    expect(record?.amount).toBe(50_00);
    expect(within(result).getByText(new RegExp(`quote ${record?.order_no}`))).toBeVisible();
    await ops('deposit:approve', { brand: 'default', order: record?.order_no ?? '' });
    expect(await within(result).findByText('Paid', {}, { timeout: 20_000 })).toBeVisible();
    expect(username).toBeTruthy();
  });

  it('shows the top-up code where the brand switches it on', async () => {
    const { harness } = await memberWith('helo8');
    renderDeposit(harness);
    expect(await screen.findByText(/^TU[0-9A-Z]{6}$/)).toBeVisible();
  });
});

describe('amount rules', () => {
  it('refuse an amount below the minimum or above the maximum before sending', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open');
    const { harness } = await memberWith('default');
    renderDeposit(harness);
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    expect(screen.getByText('$10.00 – $50,000.00', { selector: 'p' })).toBeVisible();

    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findAllByText('Must be at least $10.00')).not.toHaveLength(0);
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, '60000');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findAllByText('Must be at most $50,000.00')).not.toHaveLength(0);

    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findAllByText('Please Enter Amount')).not.toHaveLength(0);

    expect(open).not.toHaveBeenCalled();
    expect((await depositsOf(harness)).total).toBe(0);
  });

  it('puts a deposit limit refusal on the amount, focused, not in a toast', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    const { harness } = await memberWith('default');
    await harness.store
      .dispatch(
        responsibleGamblingApi.endpoints.setLimit.initiate({ kind: 'deposit_day', value: 50_00 }),
      )
      .unwrap();
    renderDeposit(harness);
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    const described = document.getElementById(amount.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toMatch(/go over a limit you set/);
    expect(amount).toHaveFocus();
    // Said once, beneath the field: no toast repeats it.
    expect(screen.getAllByText(/go over a limit you set/)).toHaveLength(1);
    expect((await depositsOf(harness)).total).toBe(0);
  });

  it('refuses a minus typed into the amount with a message, leaving the amount as it was', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith('default');
    renderDeposit(harness);
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    await user.type(amount, '-5');
    expect(amount).toHaveValue('5');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Must not be negative')).toBeVisible();
  });

  it('invites a guest to sign in', async () => {
    const onRequireSignIn = vi.fn();
    renderLive(
      (session) => (
        <DepositScreen session={session} brandName="Lobby" onRequireSignIn={onRequireSignIn} />
      ),
      { brand: 'default', at: '/deposit/index' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onRequireSignIn).toHaveBeenCalledOnce();
  });
});

describe('history', () => {
  it('lists earlier deposits with their statuses and shows more on request', async () => {
    const { harness } = await memberWith('default');
    const method = await firstBankMethod(harness);
    for (let i = 0; i < 11; i += 1) {
      await harness.store
        .dispatch(
          paymentsApi.endpoints.deposit.initiate({ method_id: method.id, amount: 30_00 + i }),
        )
        .unwrap();
    }
    renderDeposit(harness);
    const history = await screen.findByRole('list', { name: 'Deposit history' });
    await waitFor(() => expect(within(history).getAllByText('Pending')).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(history).getAllByText('Pending')).toHaveLength(11));
    expect(await screen.findByText('No more deposits')).toBeVisible();
  });
});

async function firstBankMethod(harness: LiveHarness) {
  const methods = await harness.store
    .dispatch(paymentsApi.endpoints.depositMethods.initiate({ type: PaymentType.Bank }))
    .unwrap();
  const method = methods.list[0];
  if (!method) throw new Error('No bank method');
  return method;
}
