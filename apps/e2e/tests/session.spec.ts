/**
 * Session policies: a session revoked on the server ends in the 401 alert and the site root;
 * a logout in one tab reaches the other tab of the same browser.
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
