/**
 * Transaction records against the reference API: what moved the member's money today, signed
 * and coloured, a type filter from the server's types, another date range, and paging.
 */
import { walletApi } from '@lobby/api-client/wallet';
import { routes } from '@lobby/domain/routes';
import { fastDateRange } from '@lobby/domain/time';
import { renderLive } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHANNELS, channel, memberWith, transferIn } from '../testing/members.ts';
import { renderScreen, screenProps } from '../testing/render.tsx';
import { transactionQ } from './transaction-filters.ts';
import { TransactionsScreen } from './transactions-screen.tsx';

const AT = routes.TRANSACTION_PAGE.path;

function rows() {
  return within(screen.getByRole('list', { name: 'Transaction records' })).queryAllByRole(
    'listitem',
  );
}

describe('transaction records', () => {
  it('lists today’s records signed and coloured, filters by type, and empties for yesterday', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(1_000_00);
    const lucky = await channel(harness, CHANNELS.records);
    await transferIn(harness, lucky.id, 150_00);
    renderScreen(harness, (p) => <TransactionsScreen {...p} />, AT);

    await waitFor(() => expect(rows()).toHaveLength(2));
    const credit = await screen.findByText('+$1,000.00');
    expect(credit).toHaveAttribute('data-tone', 'win');
    const debit = screen.getByText('-$150.00');
    expect(debit).toHaveAttribute('data-tone', 'loss');
    expect(screen.getByText('No more data')).toBeVisible();

    const type = screen.getByRole('combobox', { name: 'Type' });
    await waitFor(() =>
      expect(within(type).getByRole('option', { name: 'Transfer out' })).toBeInTheDocument(),
    );
    await user.selectOptions(type, within(type).getByRole('option', { name: 'Transfer out' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('-$150.00')).toBeVisible();
    expect(screen.queryByText('+$1,000.00')).toBeNull();

    await user.selectOptions(type, '');
    await user.click(screen.getByRole('radio', { name: 'Yesterday' }));
    expect(await screen.findByText('No records')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Past 7 Days' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('names transfers and signs them from the main wallet’s side', async () => {
    const { harness } = await memberWith(500_00);
    const lucky = await channel(harness, CHANNELS.records);
    await transferIn(harness, lucky.id, 100_00);
    await harness.store
      .dispatch(
        walletApi.endpoints.transfer.initiate({ action: 2, amount: 99_00, channel_id: lucky.id }),
      )
      .unwrap();
    renderScreen(harness, (p) => <TransactionsScreen {...p} />, AT);

    await waitFor(() => expect(rows()).toHaveLength(3));
    const row = (amount: string) => screen.getByText(amount).closest('li') as HTMLElement;
    // Money into the game wallet left the main wallet: "Transfer out", to the provider, a minus.
    const out = row('-$100.00');
    expect(within(out).getByText('Transfer out')).toBeVisible();
    expect(within(out).getByText(`To ${lucky.name}`)).toBeVisible();
    // Money back from the game wallet came into the main wallet: "Transfer in", a plus.
    const back = row('+$99.00');
    expect(within(back).getByText('Transfer in')).toBeVisible();
    expect(within(back).getByText(`From ${lucky.name}`)).toBeVisible();
  });

  it('loads the next page until there is no more', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith(500_00);
    const lucky = await channel(harness, CHANNELS.records);
    await transferIn(harness, lucky.id, 10_00);
    await transferIn(harness, lucky.id, 20_00);
    renderScreen(harness, (p) => <TransactionsScreen {...p} pageSize={2} />, AT);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(await screen.findByText('No more data')).toBeVisible();
  });

  it('sends the range as created_at bounds in seconds', () => {
    const range = fastDateRange('today', Date.UTC(2026, 0, 15, 12), 8);
    expect(transactionQ(range)).toBe('created_at:gte:1768406400,created_at:lt:1768492800');
    expect(transactionQ(undefined)).toBeUndefined();
  });

  it('invites a guest to sign in', async () => {
    const user = userEvent.setup();
    let props: ReturnType<typeof screenProps> | undefined;
    renderLive(
      (session) => {
        props = screenProps(session);
        return <TransactionsScreen {...props} />;
      },
      { brand: 'default', at: AT, path: AT },
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props?.onRequireSignIn).toHaveBeenCalledOnce();
  });
});
