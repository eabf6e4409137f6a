/**
 * Account security (beyond the member-site spec), one block per part.
 */
import { generateSync } from 'otplib';
import { expect, test } from '../support/fixtures.ts';

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test.describe('two-factor', () => {
  test('enrol an authenticator, sign in with its code, and prove it again before a money-leaving change', async ({
    site,
    page,
  }) => {
    await site.openInEnglish('/sign_in?tab=register');
    const member = await site.signUp();

    let secret = '';
    let recovery: string[] = [];
    await test.step('turn on two-step verification', async () => {
      await site.open('/setting/two_factor');
      await page.getByRole('button', { name: 'Set up' }).click();
      await expect(
        page.getByRole('img', { name: 'QR code for your authenticator app' }),
      ).toBeVisible();
      secret = (await page.getByText(/^[A-Z2-7]{16,}$/).textContent()) ?? '';
      await page.getByRole('textbox', { name: /^Authenticator code/ }).fill(codeOf(secret));
      await page.getByRole('button', { name: 'Turn on' }).click();
      const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      recovery = await codes.allTextContents();
      await site.expectAccessible('recovery codes');
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await expect(page.getByText('10 recovery codes left.')).toBeVisible();
    });

    await test.step('sign out, then sign in with password and code', async () => {
      await site.logoutFromMenu();
      await site.open('/sign_in');
      await page.getByRole('textbox', { name: 'Username' }).fill(member.username);
      await page.getByLabel(/^Password\*?$/).fill(member.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
      // The enrolment used this period's code: the next period's is within the tolerance.
      await page.getByRole('textbox', { name: /^Authenticator code/ }).fill(codeOf(secret, 1));
      await site.expectAccessible('second factor');
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await site.expectSignedIn();
    });

    await test.step('setting the withdrawal password asks for step-up, then goes through', async () => {
      await site.open('/setting/pass');
      const form = page.getByRole('form', { name: 'Withdrawal password' });
      await form.getByLabel(/^Login password/).fill(member.password);
      await form.getByLabel(/New withdrawal password/).fill('7531');
      await form.getByLabel(/Confirm withdrawal password/).fill('7531');
      await form.getByRole('button', { name: 'Set withdrawal password' }).click();
      const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
      await expect(dialog).toBeVisible();
      await site.expectAccessible('step-up dialog');
      await dialog.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await dialog.getByRole('textbox', { name: /^Recovery code/ }).fill(recovery[0] ?? '');
      await dialog.getByRole('button', { name: 'Verify' }).click();
      // The same request went again, once the factor was proved.
      await expect(page.getByText('Your withdrawal password has been set.').first()).toBeVisible();
      await expect(dialog).toBeHidden();
    });
  });
});
