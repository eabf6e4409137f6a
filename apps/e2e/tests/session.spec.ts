/**
 * Session policies: a session revoked on the server ends in the 401 alert and the site root;
 * a logout in one tab reaches the other tab of the same browser; two hours without an action
 * log the member out; the brand's force-login switch sends a guest to sign in; and inside the
 * hybrid app, the inactive status and a too-old app each hold the page behind a dialog the
 * member cannot dismiss.
 */
import { expect, test } from '../support/fixtures.ts';

test('a revoked session shows the 401 alert and returns to the root', async ({
  site,
  page,
  context,
  brand,
}) => {
  await site.openInEnglish('/sign_in?tab=register');
  await site.signUp();
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === site.tokenCookie)?.value;
  expect(token, 'session cookie').toBeTruthy();

  // Revoke it behind the site's back, as a logout elsewhere would.
  const revoked = await fetch(
    `http://127.0.0.1:${process.env.LOBBY_E2E_PORT}/api/v1/member/auth/logout`,
    {
      headers: {
        authorization: `Bearer ${decodeURIComponent(String(token))}`,
        'x-lobby-brand': brand,
      },
    },
  );
  expect(revoked.status).toBe(200);

  // The next member call meets the revoked session: the balance push, which ends with the
  // session, may get there first; otherwise launching a game, which every brand's home offers a
  // member (a tile's window opens first and closes when the launch is refused).
  const alert = page.getByRole('alertdialog', { name: 'Notice' });
  const play = page
    .getByRole('main')
    .getByRole('button', { name: /^Play (?!now$)/ })
    .first();
  await expect(async () => {
    if (!(await alert.isVisible())) await play.click({ timeout: 2_000 });
    await expect(alert).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await site.expectAccessible('401 alert');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/tabs\/home/);
  await site.expectSignedOut();
});

test('a logout in one tab reaches the other tab', async ({ site, context }) => {
  await site.openInEnglish('/sign_in?tab=register');
  await site.signUp();
  const other = await context.newPage();
  await other.goto('/tabs/home');
  await expect(other.getByRole('link', { name: /^Balance / })).toBeVisible();

  await site.logoutFromMenu();
  await site.expectSignedOut();
  await expect(other.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(other).toHaveURL(/\/tabs\/home/);
});

/** Sets one part of the brand's theme config for every device; answers the value it replaced. */
function setTheme(
  operator: (command: string, options: Record<string, string>) => unknown,
  brand: string,
  path: string,
  value: string,
): unknown {
  return (operator('brand:set-theme', { brand, path, value }) as { previous: unknown }).previous;
}

test('two hours without an action log the member out, on the server too', async ({
  site,
  page,
  context,
  brand,
}) => {
  // The page's clock is Playwright's, so two hours pass at once; the minute's check then runs.
  await page.clock.install();
  await site.openInEnglish('/sign_in?tab=register');
  await site.signUp();
  const token = (await context.cookies()).find((c) => c.name === site.tokenCookie)?.value;
  expect(token, 'session cookie').toBeTruthy();
  await page.clock.fastForward('02:00:30');
  await page.clock.runFor(60_000);
  await site.expectSignedOut();
  await expect(page).toHaveURL(/\/tabs\/home/);
  // The token it held no longer opens anything.
  const answer = await fetch(
    `http://127.0.0.1:${process.env.LOBBY_E2E_PORT}/api/v1/member/auth/logout`,
    {
      headers: {
        authorization: `Bearer ${decodeURIComponent(String(token))}`,
        'x-lobby-brand': brand,
      },
    },
  );
  expect(answer.status).toBe(401);
});

test('with force-login on, a guest is sent to sign in and reaches the site once signed up', async ({
  site,
  page,
  brand,
  operator,
}) => {
  const previous = setTheme(operator, brand, 'force_login', '1');
  try {
    await page.goto('/tabs/promotion?lang=en');
    await expect(page).toHaveURL(/\/sign_in/);
    await site.expectAccessible('sign-in (force-login)');
    await page.getByRole('tab', { name: 'Join' }).click();
    await site.signUp();
    await page.goto('/tabs/promotion');
    await expect(page).toHaveURL(/\/tabs\/promotion/);
  } finally {
    setTheme(operator, brand, 'force_login', JSON.stringify(previous));
  }
});

test('in the hybrid app, the inactive status holds the page behind a dialog that stays', async ({
  site,
  page,
}) => {
  // The app names itself in the first URL; its version is current, so only the status shows.
  await site.openInEnglish('/tabs/home?app_platform=android&app_version=99.0.0');
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('lobby:app-status', { detail: { status: 'inactive' } })),
  );
  const dialog = page.getByRole('alertdialog', { name: 'Account inactive' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('contact customer service');
  await expect(dialog.getByRole('button', { name: /close/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await site.expectAccessible('inactive dialog');
});

test('an app older than the brand’s minimum version must update; a browser is not asked', async ({
  site,
  page,
  brand,
  operator,
}) => {
  const previous = setTheme(operator, brand, 'version', '2.5.0');
  try {
    await site.openInEnglish('/tabs/home?app_platform=ios&app_version=2.4.9');
    const update = page.getByRole('alertdialog', { name: 'Update required' });
    await expect(update).toBeVisible();
    await expect(update).toContainText('version 2.5.0 or later');
    await page.keyboard.press('Escape');
    await expect(update).toBeVisible();
    await site.expectAccessible('update required');

    // The same site in a browser (another tab, no app) asks nothing.
    const browser = await page.context().newPage();
    try {
      await browser.goto('/tabs/home?lang=en');
      await expect(browser.getByRole('banner')).toBeVisible();
      await expect(browser.getByRole('alertdialog')).toHaveCount(0);
    } finally {
      await browser.close();
    }
  } finally {
    setTheme(operator, brand, 'version', JSON.stringify(previous));
  }
});
