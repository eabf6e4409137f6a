/**
 * Member account security, one block per part, on each brand's production build with the
 * real API.
 */
import { expect, test, uniqueUsername } from '../support/fixtures.ts';

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
