/**
 * Member account security: each part's journey in a block of its own.
 */
import { expect, test } from '../support/fixtures.ts';

test.describe('passkeys', () => {
  test('adds a passkey, signs in with it, and removes it', async ({ site, page }) => {
    // Chromium's virtual authenticator stands in for the device: a platform passkey with user
    // verification, which the browser's WebAuthn calls then use without any prompt.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await site.openInEnglish('/sign_in?tab=register');
    const member = await site.signUp();
    await site.logoutFromMenu();
    await site.open('/sign_in');
    await site.signIn(member);

    await site.open('/setting/passkeys');
    await expect(page.getByText('No passkeys yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const add = page.getByRole('dialog', { name: 'Add a passkey' });
    await add.getByRole('textbox', { name: /Name/ }).fill('Virtual key');
    await add.getByRole('button', { name: 'Continue' }).click();
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByText('Virtual key')).toBeVisible();
    await site.expectAccessible('passkeys');

    await site.logoutFromMenu();
    await site.open('/sign_in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await site.expectSignedIn();

    await site.open('/setting/passkeys');
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No passkeys yet')).toBeVisible();
  });
});
