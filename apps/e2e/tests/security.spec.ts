/**
 * Member account security, one block per part, on each brand's production build with the
 * real API.
 */
import { expect, MemberSite, test, uniqueUsername } from '../support/fixtures.ts';
import { brandOrigin } from '../support/env.ts';

test.describe('token storage', () => {
  test('the session token is in an HttpOnly cookie the page cannot read, and nowhere else', async ({
    site,
    page,
    context,
  }) => {
    await site.openInEnglish('/sign_in?tab=register');
    await site.signUp();
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === site.tokenCookie);
    expect(session?.value, 'session cookie').toBeTruthy();
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    const token = String(session?.value);
    // What the page's script can reach: its cookies and both storages.
    const readable = await page.evaluate(() =>
      [
        document.cookie,
        ...Object.values({ ...localStorage }),
        ...Object.values({ ...sessionStorage }),
      ].join('\n'),
    );
    expect(readable).not.toContain(token);
    expect(readable).toContain(`${site.sessionMarkerCookie}=`);
    // Signed in all the same: the balance shows, and a reload keeps the member in.
    await page.reload();
    await site.expectSignedIn();
  });
});

test.describe('passwords', () => {
  test('sign-up says why a leaked or name-bearing password is refused, then takes a strong one', async ({
    site,
    page,
  }) => {
    await site.openInEnglish();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('tab', { name: 'Join' }).click();
    const form = page.getByRole('form', { name: 'Create your account' });
    const username = uniqueUsername('p');
    await page.getByRole('textbox', { name: 'Username' }).fill(username);

    await page.getByLabel(/^Password\*?$/).fill('password1');
    await page.getByLabel(/^Confirm password/).fill('password1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      form.getByText('This password appears in lists of leaked passwords: choose another'),
    ).toBeVisible();

    await page.getByLabel(/^Password\*?$/).fill(`Moss-${username}-7`);
    await page.getByLabel(/^Confirm password/).fill(`Moss-${username}-7`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText("Don't use your username in your password")).toBeVisible();

    await site.signUp({ username, password: 'Tundra-Pelican-Moss7' });
  });
});

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
