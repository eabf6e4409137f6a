/**
 * Member account security journeys.
 */
import { expect, test } from '../support/fixtures.ts';

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
