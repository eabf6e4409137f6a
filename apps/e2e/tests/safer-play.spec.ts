/**
 * The safer-play journey on each brand's production build against the real API: a new member
 * sets a daily deposit limit in the step sign-up offers, is refused a deposit over it with the
 * reason and the reset time, raises it and sees the cooling-off, moves money into a provider
 * and meets a reality check inside the demo game and on the site, takes a time-out that
 * recalls the provider money and blocks play; then a member who self-excludes on this brand is
 * refused sign-in on another brand of the same operator where the same verified email is used.
 * Axe runs on the safer-play screen and its dialogs.
 */
import type { Page } from '@playwright/test';
import { BRANDS, brandOrigin } from '../support/env.ts';
import { MemberSite, expect, headerBalance, test, uniqueUsername } from '../support/fixtures.ts';

/** A slot of the demo provider seeded in every brand. */
const GAME = { name: 'Northern Lights Fortune', search: 'Northern', type: 'SlotMachine' } as const;
/** The provider of {@link GAME}. */
const PROVIDER = { code: 'AUR', name: 'Aurora Gaming' } as const;

/** Sets or changes one limit on the safer-play screen; `amount` in major units. */
async function setLimit(page: Page, kind: string, amount: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Change a limit' });
  await form.getByRole('combobox', { name: /^Limit/ }).selectOption({ label: kind });
  await form.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await form.getByRole('button', { name: 'Save limit' }).click();
}

/** Gives the member a verified email through the settings form and the code from the outbox. */
async function verifyEmail(
  site: MemberSite,
  operator: (command: string, options: Record<string, string>) => unknown,
  brand: string,
  email: string,
): Promise<void> {
  const page = site.page;
  await page.goto('/setting/info/email');
  await page.getByLabel(/^New email address/).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  let code = '';
  await expect
    .poll(() => {
      const [mail] = operator('outbox', { brand, to: email, limit: '1' }) as { body: string }[];
      code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel(/^Verification code/).fill(code);
  await page.getByRole('button', { name: 'Save email' }).click();
  await expect(
    page.getByText('Your email address has been changed and verified.').first(),
  ).toBeVisible();
}

test('a member limits deposits, takes a time-out that recalls game money, and a self-exclusion reaches the operator’s other brand', async ({
  site,
  page,
  brand,
  operator,
  browser,
}) => {
  // One journey instead of many short ones (each would sign up again).
  test.setTimeout(360_000);
  await site.openInEnglish('/sign_in?tab=register');
  // The daily deposit limit is set in the step sign-up offers: 1 in the brand's currency,
  // below any deposit its methods accept.
  const member = await site.signUp(undefined, { depositDayLimit: '1' });

  await test.step('the daily deposit limit set at sign-up refuses a deposit, with the reset time', async () => {
    await page.goto('/deposit/index');
    const form = page.getByRole('form', { name: 'Deposit form' });
    const online = form.getByRole('tab', { name: 'Online payment' });
    if (await online.count()) await online.click();
    // Amounts from the brand's own quick amounts, so they suit its currency and minimum.
    const buttons = form.getByRole('group', { name: 'Quick amounts' }).getByRole('button');
    await expect(buttons.nth(1)).toBeVisible();
    const quick = await buttons.allTextContents();
    const [over, raised] = [quick[0], quick.at(-1)].map((text) =>
      (text ?? '').replace(/[^\d.]/g, ''),
    );
    await form.getByRole('textbox', { name: /^Amount/ }).fill(over ?? '');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(
      page.getByText(/This would go over a limit you set; it resets at .*\d/).first(),
    ).toBeVisible();

    await page.goto('/setting/safer_play');
    await expect(page.getByRole('heading', { level: 1, name: 'Safer play' })).toBeVisible();
    await site.expectAccessible('safer play');

    await test.step('raising the limit waits for the cooling-off', async () => {
      await setLimit(page, 'Daily deposit limit', raised ?? '');
      await expect(
        page.getByText(/^Your change will be ready to confirm at .*\d/).first(),
      ).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByText(/^Changes to .* from .*\d/)
          .first(),
      ).toBeVisible();
    });
  });

  await test.step('a reality check interrupts the game and the site, with the session figures', async () => {
    operator('wallet:adjust', {
      brand,
      username: member.username,
      amount: '50000',
      remark: 'e2e safer-play journey',
    });
    await expect.poll(() => headerBalance(page)).not.toMatch(/^0+$/);
    // The provider money is what the time-out below must bring back.
    await page.goto('/wallet/index');
    await page.getByRole('link', { name: `Transfer in to ${PROVIDER.name}` }).click();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('button', { name: 'Transfer now' }).click();
    await expect(page.getByText('Transfer completed').first()).toBeVisible();
    await expect.poll(() => headerBalance(page)).toMatch(/^0+$/);

    await page.goto('/setting/safer_play');
    await page.getByRole('combobox', { name: 'Remind me every' }).selectOption('15');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Reality checks every 15 min.').first()).toBeVisible();

    await page.goto(`/games/list/${GAME.type}?search=${GAME.search}`);
    const tile = page.getByRole('listitem').filter({ hasText: GAME.name }).first();
    await tile.getByRole('button', { name: new RegExp(`^Play ${GAME.name}`) }).click();
    const gameOpened = page.waitForEvent('popup');
    await page
      .getByRole('dialog', { name: `Play ${GAME.name}` })
      .getByRole('button', { name: 'Play without moving' })
      .click();
    const game = await gameOpened;
    await game.getByRole('button', { name: 'Spin' }).click();
    // In this run a minute of the interval lasts a second: the check is due 15 s after it was set.
    const inGame = game.getByRole('alertdialog');
    await expect(inGame).toBeVisible({ timeout: 30_000 });
    await expect(game.getByRole('button', { name: 'Spin' })).toBeDisabled();
    await expect(game.locator('#rc-time')).toHaveText(/^\d+:\d\d:\d\d$/);
    await game.locator('#rc-continue').click();
    await expect(inGame).toBeHidden();
    await game.close();

    await page.bringToFront();
    const onSite = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(onSite).toBeVisible({ timeout: 30_000 });
    await expect(onSite).toContainText('Session time');
    await expect(onSite).toContainText('Net position this session');
    await site.expectAccessible('reality check');
    // Not dismissable by accident: Escape leaves it open.
    await page.keyboard.press('Escape');
    await expect(onSite).toBeVisible();
    await onSite.getByRole('button', { name: 'View history' }).click();
    await expect(page).toHaveURL(/\/setting\/safer_play/);
    await expect(
      page.getByRole('region', { name: 'Account history' }).getByText('Reality check').first(),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Remind me every' }).selectOption('off');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Reality checks are off.').first()).toBeVisible();
  });

  await test.step('a time-out recalls the provider money, signs out and blocks play', async () => {
    await page.goto('/setting/safer_play');
    await expect(page.getByRole('radio', { name: 'Time-out' })).toBeChecked();
    await page.getByRole('button', { name: 'Take a break' }).click();
    const ask = page.getByRole('alertdialog', { name: /^Time-out: start your break now\?/ });
    await expect(ask).toContainText(
      'Money in your game wallets is moved back to your main wallet.',
    );
    await site.expectAccessible('time-out dialog');
    await ask.getByRole('button', { name: 'Start my break' }).click();
    await site.expectSignedOut();

    // Sign-in stays possible on this brand (to withdraw); the money is all in the main wallet.
    await page.goto('/sign_in');
    await site.signIn(member);
    await expect.poll(() => headerBalance(page)).not.toMatch(/^0+$/);
    await page.goto(`/games/list/${GAME.type}?search=${GAME.search}`);
    const tile = page.getByRole('listitem').filter({ hasText: GAME.name }).first();
    await tile.getByRole('button', { name: new RegExp(`^Play ${GAME.name}`) }).click();
    const offer = page.getByRole('dialog', { name: `Play ${GAME.name}` });
    // Nothing was left in the provider's wallet.
    await expect(offer).toContainText(
      new RegExp(`${PROVIDER.name} wallet[^0-9]*0(\\.00)?(?![0-9.,])`),
    );
    await offer.getByRole('button', { name: 'Play without moving' }).click();
    await expect(offer).toContainText(/time-out or self-exclusion until/);
    await offer.getByRole('button', { name: 'Cancel' }).click();
    await expect(offer).toBeHidden();
  });

  await test.step('a self-exclusion here refuses sign-in on another brand of the operator', async () => {
    const other = BRANDS[(BRANDS.indexOf(brand) + 1) % BRANDS.length] ?? brand;
    expect(other).not.toBe(brand);
    const email = `${uniqueUsername('x')}@example.com`;

    // The same person on the other brand, with the same verified email.
    const elsewhere = await browser.newContext({
      baseURL: brandOrigin(other, Number(process.env.LOBBY_E2E_PORT)),
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    const there = new MemberSite(await elsewhere.newPage(), other);
    await there.openInEnglish('/sign_in?tab=register');
    const twin = await there.signUp();
    await verifyEmail(there, operator, other, email);

    // Here: a second member with that email self-excludes.
    await site.logoutFromMenu();
    await site.expectSignedOut();
    await site.openInEnglish('/sign_in?tab=register');
    await site.signUp();
    await verifyEmail(site, operator, brand, email);
    await page.goto('/setting/safer_play');
    // Chosen with the keyboard, as the radios' styled faces cover the inputs.
    await page.getByRole('radio', { name: 'Self-exclusion' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Take a break' }).click();
    const ask = page.getByRole('alertdialog', { name: /^Self-exclusion: start your break now\?/ });
    await expect(ask).toContainText('operator’s other sites');
    await ask.getByRole('button', { name: 'Start my break' }).click();
    await site.expectSignedOut();

    // There: the session has ended (the site says so) and signing in again is refused.
    await there.page.reload();
    const notice = there.page.getByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toContainText('You have been signed out');
    await notice.getByRole('button', { name: 'OK' }).click();
    await there.expectSignedOut();
    await there.page.goto('/sign_in');
    await there.page.getByRole('textbox', { name: 'Username' }).fill(twin.username);
    await there.page.getByLabel(/^Password\*?$/).fill(twin.password);
    await there.page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await expect(
      there.page.getByText(/time-out or self-exclusion until .*\d/).first(),
    ).toBeVisible();
    await elsewhere.close();
  });
});
