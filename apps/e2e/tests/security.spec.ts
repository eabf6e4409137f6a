/**
 * Member account security, one block per part, on each brand's production build with the
 * real API.
 */
import {
  chooseBank,
  expect,
  headerBalance,
  MemberSite,
  smallestWithdrawal,
  test,
  uniqueUsername,
} from '../support/fixtures.ts';
import { brandOrigin } from '../support/env.ts';
import { generateSync } from 'otplib';

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
    // Which words the alert has depends on which of the page's calls learns it first (a call
    // sent without the session answers "Please Sign In"); either way the session has ended.
    await expect(notice).toContainText(/You have been signed out|Please Sign In/);
    await notice.getByRole('button', { name: 'OK' }).click();
    await there.expectSignedOut();
    await elsewhere.close();
  });
});

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test.describe('two-factor', () => {
  test('enrol an authenticator, sign in with its code, and prove it again for a withdrawal above the brand’s amount', async ({
    site,
    page,
    brand,
    operator,
  }) => {
    await site.openInEnglish('/sign_in?tab=register');
    const member = await site.signUp();

    // Money, a withdrawal password and a card first: without a factor nothing asks for step-up.
    await test.step('get ready to withdraw', async () => {
      operator('wallet:adjust', {
        brand,
        username: member.username,
        amount: '5000',
        remark: 'e2e two-factor journey',
      });
      await expect.poll(() => headerBalance(page)).not.toMatch(/^0+$/);
      await site.open('/withdraw/index');
      await page.getByLabel(/^Login password/).fill(member.password);
      await page.getByLabel(/^Withdrawal password/).fill('7531');
      await page.getByLabel(/^Confirm withdrawal password/).fill('7531');
      await page.getByRole('button', { name: 'Save withdrawal password' }).click();
      await expect(page.getByText('Withdrawal password saved.').first()).toBeVisible();
      await site.open('/withdraw/add_bankcard');
      await chooseBank(page, 'CIMB');
      await page.getByRole('textbox', { name: /^Account number/ }).fill('1234567890');
      await page.getByRole('textbox', { name: /^Account holder name/ }).fill('Test Member');
      await page.getByLabel(/^Withdrawal password/).fill('7531');
      await page.getByRole('button', { name: /^(Add card|Save this card)$/ }).click();
      await expect(page).toHaveURL(/\/withdraw\/banklist/);
    });

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

    await test.step('a withdrawal above the brand’s amount asks for step-up, then goes through', async () => {
      operator('brand:set-security', { brand, 'step-up-withdrawal-above': '1' });
      try {
        await site.open('/withdraw/index');
        const form = page.getByRole('form', { name: 'Withdrawal form' });
        await form.getByRole('textbox', { name: /^Amount/ }).fill(await smallestWithdrawal(page));
        await form.getByLabel(/^Withdrawal password/).fill('7531');
        await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
        await expect(dialog).toBeVisible();
        await site.expectAccessible('step-up dialog');
        await dialog.getByRole('button', { name: 'Use a recovery code instead' }).click();
        await dialog.getByRole('textbox', { name: /^Recovery code/ }).fill(recovery[0] ?? '');
        await dialog.getByRole('button', { name: 'Verify' }).click();
        // The same request went again, once the factor was proved.
        await expect(page.getByText(/^Withdrawal of .* requested\.$/).first()).toBeVisible();
        await expect(dialog).toBeHidden();
      } finally {
        operator('brand:set-security', { brand, 'step-up-withdrawal-above': 'off' });
      }
    });
  });
});

test.describe('passkeys', () => {
  test('adds a passkey, signs in with it, and removes it after proving it again', async ({
    site,
    page,
  }) => {
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
    // Removing a factor is a step-up change: the site asks, and the passkey proves it.
    const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
    await stepUp.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(stepUp).toBeHidden();
    await expect(page.getByText('No passkeys yet')).toBeVisible();
  });
});
