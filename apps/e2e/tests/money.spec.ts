/**
 * The money journey on each brand's production build against the real API: a new member
 * deposits through the demo gateway and sees the balance move without a reload, transfers into
 * a provider past its transfer-in limit warning, recalls everything, sets the withdrawal
 * password, adds a bank card (confirmed with it) after fixing validation errors, withdraws,
 * cancels a second withdrawal, and finds every step in the transaction records under two date ranges; then a
 * transfer the provider does not confirm is shown as pending and retried to success. Axe runs
 * on every screen.
 */
import type { Page } from '@playwright/test';
import {
  balanceChip,
  chooseBank,
  digits,
  expect,
  smallestWithdrawal,
  test,
} from '../support/fixtures.ts';

/** The provider the journey moves money through (seeded in every brand). */
const PROVIDER = { code: 'AUR', name: 'Aurora Gaming' } as const;

/** Opens a member area from my page's entries, as a member would. */
async function openFromMyPage(page: Page, entry: string | RegExp): Promise<void> {
  await balanceChip(page).click();
  await expect(page).toHaveURL(/\/tabs\/my/);
  await page.getByRole('main').getByRole('link', { name: entry }).first().click();
}

test('a member moves money in, through a provider and out, and finds every step recorded', async ({
  site,
  page,
  brand,
  operator,
}) => {
  // One long journey instead of many short ones (each would sign up again); about a minute alone.
  test.setTimeout(360_000);
  await site.openInEnglish('/sign_in?tab=register');
  await site.signUp();
  await expect(balanceChip(page)).toHaveAccessibleName(/^Balance \D*0(\.00)?,/);

  let deposited = '';
  await test.step('deposit through the demo gateway; the balance moves without a reload', async () => {
    await openFromMyPage(page, /^Deposit$/);
    await expect(page).toHaveURL(/\/deposit\/index/);
    const form = page.getByRole('form', { name: 'Deposit form' });
    const online = form.getByRole('tab', { name: 'Online payment' });
    if (await online.count()) await online.click();
    await site.expectAccessible('deposit');
    const quick = form.getByRole('group', { name: 'Quick amounts' }).getByRole('button');
    // The largest quick amount: enough for a transfer and two withdrawals of the minimum.
    const pick = quick.last();
    deposited = (await pick.textContent()) ?? '';
    await pick.click();
    const gatewayOpened = page.waitForEvent('popup');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    const gateway = await gatewayOpened;
    await gateway.getByRole('button', { name: 'Pay now' }).click();
    await expect(gateway.getByRole('status')).toContainText('Payment successful');
    await gateway.close();
    // The result follows the callback, and the header's balance moves with no reload.
    await expect(page.getByRole('main').getByText('Paid', { exact: true }).first()).toBeVisible();
    await expect
      .poll(async () => digits((await balanceChip(page).getAttribute('aria-label')) ?? ''))
      .toContain(digits(deposited));
    await expect(page.getByRole('region', { name: 'Deposit history' })).toContainText('Success');
  });

  await test.step('transfer into a provider past its transfer-in limit warning', async () => {
    operator('channel:set', { brand, code: PROVIDER.code, 'transfer-in-limit': '100' });
    try {
      await openFromMyPage(page, /^Wallet$/);
      await expect(page).toHaveURL(/\/wallet\/index/);
      await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
      await site.expectAccessible('wallet');
      await page.getByRole('link', { name: `Transfer in to ${PROVIDER.name}` }).click();
      await expect(page).toHaveURL(/\/memberTransfer\?channel=\d+&action=1/);
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await site.expectAccessible('transfer');
      await page.getByRole('button', { name: 'Transfer now' }).click();
      const warning = page.getByRole('alertdialog', { name: 'Transfer limit' });
      await expect(warning).toContainText(`${PROVIDER.name} only accepts transfers in`);
      await warning.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Transfer completed').first()).toBeVisible();
      await expect
        .poll(async () => digits((await balanceChip(page).getAttribute('aria-label')) ?? ''))
        .toMatch(/^0+$/);
    } finally {
      operator('channel:set', { brand, code: PROVIDER.code, 'transfer-in-limit': '0' });
    }
  });

  await test.step('recall all brings every provider wallet back to the main wallet', async () => {
    await page.getByRole('link', { name: 'Go to wallet' }).click();
    await expect(page).toHaveURL(/\/wallet\/index/);
    await page.getByRole('button', { name: 'Recall all' }).click();
    await expect(
      page.getByText('Every game wallet is back in your main wallet.').first(),
    ).toBeVisible();
    const result = page.getByLabel('Recall result');
    await expect(result).toContainText(PROVIDER.name);
    await expect(result).toContainText('Completed');
    await site.expectAccessible('recall result');
    await expect
      .poll(async () => digits((await balanceChip(page).getAttribute('aria-label')) ?? ''))
      .toContain(digits(deposited));
  });

  // A bank card asks for the withdrawal password, so it is set first.
  await test.step('set the withdrawal password', async () => {
    await openFromMyPage(page, /^Withdraw$/);
    await expect(page).toHaveURL(/\/withdraw\/index/);
    await page.getByLabel(/^Login password/).fill('Quill-Harbor-58');
    await page.getByLabel(/^Withdrawal password/).fill('7531');
    await page.getByLabel(/^Confirm withdrawal password/).fill('7531');
    await page.getByRole('button', { name: 'Save withdrawal password' }).click();
    await expect(page.getByText('Withdrawal password saved.').first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Withdrawal form' })).toBeVisible();
  });

  await test.step('add a bank card, fixing validation errors first', async () => {
    await openFromMyPage(page, /^Bank cards$/);
    await expect(page).toHaveURL(/\/withdraw\/banklist/);
    await site.expectAccessible('bank cards');
    await page.getByRole('main').getByRole('button', { name: 'Add bank card' }).first().click();
    await expect(page).toHaveURL(/\/withdraw\/add_bankcard/);
    const submit = page.getByRole('button', { name: /^(Add card|Save this card)$/ });
    await submit.click();
    await expect(page.getByText('Please Select Bank').first()).toBeVisible();
    await expect(page.getByText('Please Enter Bank Account').first()).toBeVisible();
    await site.expectAccessible('add bank card with errors');
    await chooseBank(page, 'CIMB');
    await page.getByRole('textbox', { name: /^Account number/ }).fill('123');
    await submit.click();
    await expect(page.getByText('Within 6-30 digits').first()).toBeVisible();
    await page.getByRole('textbox', { name: /^Account number/ }).fill('1234567890');
    await page.getByRole('textbox', { name: /^Account holder name/ }).fill('Test Member');
    await page.getByLabel(/^Withdrawal password/).fill('7531');
    await submit.click();
    await expect(page).toHaveURL(/\/withdraw\/banklist/);
    await expect(page.getByRole('main')).toContainText('7890');
  });

  await test.step('withdraw, and cancel a second withdrawal', async () => {
    await openFromMyPage(page, /^Withdraw$/);
    await expect(page).toHaveURL(/\/withdraw\/index/);
    const form = page.getByRole('form', { name: 'Withdrawal form' });
    await expect(form).toBeVisible();
    await site.expectAccessible('withdraw');
    // The smallest withdrawal the member's group allows, as the limits say it.
    const minimum = await smallestWithdrawal(page);
    for (let i = 0; i < 2; i += 1) {
      await form.getByRole('textbox', { name: /^Amount/ }).fill(minimum);
      await form.getByLabel(/^Withdrawal password/).fill('7531');
      await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(page.getByText(/^Withdrawal of .* requested\.$/).first()).toBeVisible();
    }
    const recent = page.getByRole('region', { name: 'Recent withdrawals' });
    await recent
      .getByRole('button', { name: /^Cancel withdrawal / })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(page.getByText(/^Withdrawal cancelled;/).first()).toBeVisible();
    await expect(recent.getByText('Cancelled').first()).toBeVisible();
    await expect(recent.getByText('Pending').first()).toBeVisible();
  });

  await test.step('the transaction records show every step with its sign', async () => {
    await openFromMyPage(page, /^Transactions$/);
    await expect(page).toHaveURL(/\/transaction/);
    const list = page.getByRole('main');
    await expect(list.getByText(/^\+/).first()).toBeVisible();
    await expect(list.getByText(/^[-−]/).first()).toBeVisible();
    const today = await list.getByRole('listitem').count();
    expect(today).toBeGreaterThanOrEqual(5);
    // The cancelled withdrawal keeps the amount asked for, struck through beside its status.
    const cancelled = list.getByRole('listitem').filter({ hasText: 'Cancelled' });
    await expect(cancelled.locator('s')).toHaveText(/^[-−].*[1-9]/);
    await site.expectAccessible('transactions');
    const ranges = page.getByRole('group', { name: 'Date range' });
    await ranges.getByText('Past 7 Days', { exact: true }).click();
    await expect(ranges.getByRole('radio', { name: 'Past 7 Days' })).toBeChecked();
    await expect(list.getByRole('listitem')).toHaveCount(today);
    await ranges.getByText('Yesterday', { exact: true }).click();
    await expect(list.getByText('No records')).toBeVisible();
  });
});

// The wallet and transfer screens have no per-layout variants: this runs on the repository's
// brands only, not on the layout brands (see playwright.config.ts).
test(
  'a transfer the provider does not confirm is shown as pending and retried to success',
  {
    tag: '@layout-neutral',
  },
  async ({ site, page, brand, operator }) => {
    test.slow();
    await site.openInEnglish('/sign_in?tab=register');
    const member = await site.signUp();
    operator('wallet:adjust', {
      brand,
      username: member.username,
      amount: '10000',
      remark: 'e2e stuck transfer',
    });
    operator('channel:set', { brand, code: PROVIDER.code, mode: 'timeout' });
    try {
      await page.goto('/wallet/index');
      await page.getByRole('link', { name: `Transfer in to ${PROVIDER.name}` }).click();
      await page.getByRole('textbox', { name: 'Amount' }).fill('10');
      await page.getByRole('button', { name: 'Transfer now' }).click();
      await expect(page.getByText('Waiting for the provider').first()).toBeVisible();
    } finally {
      operator('channel:set', { brand, code: PROVIDER.code, mode: 'ok' });
    }
    await page.getByRole('link', { name: 'Go to wallet' }).click();
    const pending = page.getByRole('region', { name: 'Pending transfers' });
    await expect(pending).toContainText(PROVIDER.name);
    await site.expectAccessible('wallet with a pending transfer');
    await pending
      .getByRole('button', { name: /^Retry transfer / })
      .first()
      .click();
    await expect(page.getByText(/^Transfer .* completed\.$/).first()).toBeVisible();
    // The row stays to show how it settled, and the money reached the provider.
    await expect(pending).toContainText('Completed');
    await expect(page.getByRole('listitem', { name: PROVIDER.name })).toContainText(
      /\D10(\.00)?(?!\d)/,
    );
  },
);
