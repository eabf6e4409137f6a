/**
 * Member account security, end to end (beyond the member-site spec): each part a block of its
 * own.
 */
import { brandOrigin } from '../support/env.ts';
import { MemberSite, expect, test } from '../support/fixtures.ts';

test.describe('devices', () => {
  test('signing out everywhere else ends the other browser’s session', async ({
    site,
    page,
    brand,
    browser,
  }) => {
    await site.openInEnglish('/sign_in?tab=register');
    const member = await site.signUp();

    // The same member in a second browser.
    const elsewhere = await browser.newContext({
      baseURL: brandOrigin(brand, Number(process.env.LOBBY_E2E_PORT)),
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    const there = new MemberSite(await elsewhere.newPage(), brand);
    await there.openInEnglish('/sign_in');
    await there.signIn(member);

    // Here: both devices are listed, this one marked; sign out the other.
    await page.goto('/setting/devices');
    const list = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('This device')).toHaveCount(1);
    await site.expectAccessible('devices');
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Sign out every other device?' });
    await ask.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Only this device is signed in.')).toBeVisible();

    // There: the next call finds the session ended, and the site says so.
    await there.page.reload();
    const notice = there.page.getByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toContainText('You have been signed out');
    await notice.getByRole('button', { name: 'OK' }).click();
    await there.expectSignedOut();
    await elsewhere.close();
  });
});
