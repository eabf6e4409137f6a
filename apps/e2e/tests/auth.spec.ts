/**
 * Sign-up (validation errors first), sign-out, sign-in, the balance and its visibility toggle,
 * the 'Please Sign In' dialog, and password recovery by email and by SMS with the codes the API
 * really sent — on each brand's production build with the real API, with axe on every page
 * visited.
 */
import { PRELOADED_ROUTES } from '@lobby/vite-config';
import { expect, test, uniqueUsername } from '../support/fixtures.ts';
import type { MemberSite } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { mailedCodes, textedCodes } from '../support/mail-catcher.ts';

test('a guest signs up after fixing validation errors, signs out and signs back in', async ({
  site,
  page,
}) => {
  await site.openInEnglish();
  await site.expectSignedOut();
  await site.expectAccessible('home (guest)');

  // The theme config's analytics snippet ran (injected as its own script, past the CSP).
  await expect
    .poll(() =>
      page.evaluate(() =>
        JSON.stringify((window as { __lobbyAnalytics?: unknown }).__lobbyAnalytics ?? []),
      ),
    )
    .toContain('init');

  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign_in/);
  // The backend's SEO texts for this url.
  await expect(page).toHaveTitle(/\| Sign in$/);
  await site.expectAccessible('sign-in');
  await page.getByRole('tab', { name: 'Join' }).click();

  // Nothing filled: every required field says why, and the first error is also a toast.
  await page.getByRole('button', { name: 'Create account' }).click();
  const form = page.getByRole('form', { name: 'Create your account' });
  await expect(form.getByText('Please Enter Username')).toBeVisible();
  await expect(form.getByText('Please Enter Password')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please Enter Username' }).first(),
  ).toBeVisible();
  await site.expectAccessible('sign-up with errors');

  // A username that breaks the rule, and a confirmation that does not match.
  await page.getByRole('textbox', { name: 'Username' }).fill('9lives');
  await page.getByLabel(/^Password\*?$/).fill('Quill-Harbor-58');
  await page.getByLabel(/^Confirm password/).fill('secret124');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Must begin with a letter and 5-20 characters long')).toBeVisible();
  await expect(form.getByText('Password Not Same')).toBeVisible();

  const member = await site.signUp({ username: uniqueUsername('s'), password: 'Quill-Harbor-58' });
  await expect
    .poll(() =>
      page.evaluate(() =>
        JSON.stringify((window as { __lobbyAnalytics?: unknown }).__lobbyAnalytics ?? []),
      ),
    )
    .toContain('register');
  await site.expectAccessible('home (member)');

  await site.logoutFromMenu();
  await site.expectSignedOut();

  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await site.signIn(member);
});

test('the balance shows on my page and its visibility toggle persists', async ({ site, page }) => {
  await site.openInEnglish('/sign_in?tab=register');
  await site.expectScreenPreloaded('SIGN_IN', PRELOADED_ROUTES.SIGN_IN);
  await site.signUp();
  await page.getByRole('link', { name: /^Balance / }).click();
  await expect(page).toHaveURL(/\/tabs\/my/);
  const main = page.getByRole('main');
  await expect(main.getByText('Balance', { exact: true })).toBeVisible();
  await expect(main.getByText(/0\.00|¥0/).first()).toBeVisible();
  await site.expectAccessible('my page');

  await main.getByRole('button', { name: 'Hide balance' }).click();
  await expect(main.getByText('****').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByText('****').first()).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Show balance' }).click();
  await expect(page.getByRole('main').getByText('****')).toHaveCount(0);
});

test('a guest who tries to play is asked to sign in', async ({ site, page }) => {
  await site.openInEnglish();
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Please Sign In' });
  await expect(dialog).toBeVisible();
  await site.expectAccessible('please sign in');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/sign_in\?tab=register/);
  await expect(page.getByRole('tab', { name: 'Join' })).toHaveAttribute('aria-selected', 'true');
});

test('a member who forgot the password resets it by email, then by SMS, with the codes that were sent', async ({
  site,
  page,
  brand,
  operator,
}) => {
  // The Join form asks for an email and a mobile number (helo8's hides both): shown for this
  // journey, each put back as it was.
  const shown = ['member.member_email', 'member.member_phone'].map(
    (path) =>
      operator('brand:set-permission', { brand, path, value: '1' }) as {
        path: string;
        previous: unknown;
      },
  );
  try {
    await resetsByEmailThenSms(site, page);
  } finally {
    for (const { path, previous } of shown)
      operator('brand:set-permission', { brand, path, value: JSON.stringify(previous) });
  }
});

/** Signs a member up, then resets the password by an emailed code and by a texted one. */
async function resetsByEmailThenSms(site: MemberSite, page: Page): Promise<void> {
  await site.openInEnglish('/sign_in?tab=register');
  // The email and mobile the member signed up with, as the Join form sent them.
  const registered = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/member/auth/register'),
  );
  const member = await site.signUp();
  const joined = (await registered).postDataJSON() as {
    email: string;
    mobile_area: string;
    mobile: string;
  };
  await site.logoutFromMenu();

  const resetBy = async (channel: 'email' | 'sms', password: string) => {
    await page.goto('/retrieve');
    await page.getByRole('tab', { name: channel === 'email' ? 'By email' : 'By SMS' }).click();
    const request = page.getByRole('form', { name: 'Request a code' });
    await request.getByRole('textbox', { name: 'Username' }).fill(member.username);
    if (channel === 'email')
      await request.getByRole('textbox', { name: /^Email/ }).fill(joined.email);
    else await request.getByRole('textbox', { name: /^Mobile number/ }).fill(joined.mobile);
    if (channel === 'email') await site.expectAccessible('retrieve');
    await request.getByRole('button', { name: 'Send code' }).click();
    // The code as the mailbox or the phone got it: the API sent it after answering.
    const phone = `+${joined.mobile_area.replace(/\D/g, '')}${joined.mobile.replace(/^0+/, '')}`;
    let code = '';
    await expect
      .poll(async () => {
        const codes =
          channel === 'email' ? await mailedCodes(joined.email) : await textedCodes(phone);
        code = codes.at(-1) ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    const verify = page.getByRole('form', { name: 'Enter the code' });
    await verify.getByRole('textbox', { name: /^Verification code/ }).fill(code);
    await verify.getByRole('button', { name: 'Verify code' }).click();
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await reset.getByLabel(/^New password/).fill(password);
    await reset.getByLabel(/^Confirm password/).fill(password);
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(
      page.getByText('Password reset. Please sign in with your new password.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sign_in/);
    await site.signIn({ username: member.username, password });
    await site.logoutFromMenu();
  };

  await resetBy('email', 'Mailed-Lantern-31');
  await resetBy('sms', 'Texted-Orchard-47');
}

test('a QR card is activated with its initial password, then signs its member in', async ({
  site,
  page,
  brand,
  operator,
}) => {
  // The operator prints a card: an account with an initial password, behind its code.
  const card = operator('qr:create', { brand, kind: 'account' }) as {
    code: string;
    initialPassword: string;
  };
  await site.openInEnglish(`/sign_in?qr=${card.code}`);
  const claim = page.getByRole('form', { name: 'Activate your account' });
  await expect(claim).toBeVisible();
  await site.expectAccessible('QR activation');
  await claim.getByLabel(/^Initial password/).fill(card.initialPassword);
  await claim.getByLabel(/^New password/).fill('Quill-Harbor-58');
  await claim.getByLabel(/^Confirm password/).fill('Quill-Harbor-58');
  await site.confirmAge();
  await claim.getByRole('button', { name: 'Activate and sign in' }).click();
  await expect(page).toHaveURL(/\/tabs\/home/);
  await site.expectSignedIn();
  await site.logoutFromMenu();

  // The card again: its code is used now, so it asks only the member's own password.
  await site.openInEnglish(`/sign_in?qr=${card.code}`);
  const login = page.getByRole('form', { name: 'Sign in with your QR code' });
  await login.getByLabel(/^Password\*?$/).fill('Quill-Harbor-58');
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/tabs\/home/);
  await site.expectSignedIn();
});

test('a friend’s invitation link signs a guest up with the friend’s referral code', async ({
  site,
  page,
  brand,
  operator,
}) => {
  const friend = operator('member:create', {
    brand,
    username: uniqueUsername('f'),
    password: 'Quill-Harbor-58',
  }) as { inviteCode: string };
  await site.openInEnglish(`/invite_signup/${friend.inviteCode}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
  await expect(page.getByText(/^Invited by /)).toBeVisible();
  const referral = page.getByRole('textbox', { name: /^Referral code/ });
  await expect(referral).toHaveValue(friend.inviteCode);
  await expect(referral).toHaveAttribute('readonly', '');
  await site.expectAccessible('invite sign-up');
  await site.signUp();
});
