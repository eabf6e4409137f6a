/**
 * Messages, settings and help on each brand's production build against the real API: a new
 * member's unread badge follows an operator's message live in two tabs (the API's push, no
 * reload), reading it in one tab clears the other; the member edits the name on its own screen
 * and opens the email and mobile ones, changes the login password, logs out and signs in with
 * the new one; then opens every help page. Axe runs on every screen.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import type { MemberSite } from '../support/fixtures.ts';

/** The header's way to the messages, whose name carries the unread count. */
function bell(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Messages/ });
}

/** The header's name of the bell for a count. */
const bellName = (count: number) => (count > 0 ? `Messages, ${count} unread` : 'Messages');

/**
 * Marks the document, so a later check can tell that the page was never reloaded (a reload
 * starts a new document without the mark).
 */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { e2eMark?: boolean }).e2eMark = true;
  });
}
async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { e2eMark?: boolean }).e2eMark)).toBe(true);
}

/**
 * The member's unread count as the API answers it, asked with the browser's session, so the
 * test knows what the badge must say before it has loaded (a new member sees the brand's recent
 * notices too).
 */
async function unreadOnServer(context: BrowserContext, site: MemberSite): Promise<number> {
  const token = (await context.cookies()).find((c) => c.name === site.tokenCookie)?.value;
  expect(token, 'session cookie').toBeTruthy();
  const answer = await fetch(
    `http://127.0.0.1:${process.env.LOBBY_E2E_PORT}/api/v1/member/message/unread_count`,
    {
      headers: {
        authorization: `Bearer ${decodeURIComponent(String(token))}`,
        'x-lobby-brand': site.brand,
      },
    },
  );
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { unread: number }).unread;
}

/** Opens a member area from my page's entries, as a member would. */
async function openFromMyPage(page: Page, entry: string | RegExp): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Balance / })
    .click();
  await expect(page).toHaveURL(/\/tabs\/my/);
  await page.getByRole('main').getByRole('link', { name: entry }).first().click();
}

/** The screen's title (the page header's heading). */
function title(page: Page, name: string | RegExp): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1, name });
}

test('a member reads a message live in two tabs, changes the password and reads the help', async ({
  site,
  page,
  context,
  brand,
  operator,
}) => {
  // A safety net, not a speed target: about half a minute on an idle machine, three times that
  // on two busy cores.
  test.setTimeout(180_000);
  await site.openInEnglish('/sign_in?tab=register');
  const member = await site.signUp();
  const subject = `Welcome to ${brand}`;

  // The second tab of the same browser (the same member, with its own push), on the messages.
  const other = await context.newPage();
  await other.goto('/message/index');
  await expect(title(other, 'Messages')).toBeVisible();
  const otherInbox = other.getByRole('list', { name: 'Inbox' });

  await test.step("start with nothing unread: the brand's recent notices, marked read", async () => {
    // Whatever notices the brand sent lately count for a new member; both tabs show them.
    const notices = await unreadOnServer(context, site);
    await expect(bell(page)).toHaveAccessibleName(bellName(notices));
    await expect(bell(other)).toHaveAccessibleName(bellName(notices));
    const markAll = other.getByRole('button', { name: 'Mark all read' });
    if (notices > 0) {
      await markAll.click();
      await expect(other.getByText('All messages are marked as read.').first()).toBeVisible();
    }
    await expect(markAll).toBeDisabled();
    // Read in the second tab: the first tab's badge clears too.
    await expect(bell(other)).toHaveAccessibleName(bellName(0));
    await expect(bell(page)).toHaveAccessibleName(bellName(0));
  });

  await test.step("the operator's message shows on both tabs without a reload", async () => {
    await markDocument(page);
    await markDocument(other);
    operator('message:send', {
      brand,
      username: member.username,
      title: subject,
      content: 'Your first deposit is doubled this week.',
    });
    for (const tab of [page, other]) {
      await expect(bell(tab)).toHaveAccessibleName(bellName(1));
      await expect(bell(tab).getByText('1', { exact: true })).toBeVisible();
    }
    // The inbox open in the second tab shows it too, unread.
    await expect(otherInbox.getByRole('button', { name: new RegExp(subject) })).toContainText(
      'Unread',
    );
    for (const tab of [page, other]) await expectSameDocument(tab);
  });

  await test.step('reading it in one tab clears the other tab without a reload', async () => {
    await bell(page).click();
    await expect(page).toHaveURL(/\/message\/index/);
    const row = page
      .getByRole('list', { name: 'Inbox' })
      .getByRole('button', { name: new RegExp(subject) });
    await expect(row).toContainText('Unread');
    await row.click();
    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog).toContainText('Your first deposit is doubled this week.');
    // The screen and the open message together (the dialog does not hide the page from axe).
    await site.expectAccessible('messages with a message open');
    await expect(bell(other)).toHaveAccessibleName(bellName(0));
    await expect(bell(other).getByText('1', { exact: true })).toHaveCount(0);
    await expect(otherInbox.getByRole('button', { name: new RegExp(subject) })).not.toContainText(
      'Unread',
    );
    await expectSameDocument(other);
    await expect(bell(page)).toHaveAccessibleName(bellName(0));
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(row).not.toContainText('Unread');
    await other.close();
  });

  await test.step('edit the name on its own screen and open the email and mobile screens', async () => {
    await openFromMyPage(page, /^Settings$/);
    await page.getByRole('link', { name: /^Real name/ }).click();
    await expect(page).toHaveURL(/\/setting\/info\/name$/);
    await expect(title(page, 'Edit name')).toBeVisible();
    await site.expectAccessible('edit name');
    await page.getByRole('textbox', { name: /^Real name/ }).fill('Journey Member');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Your name has been saved.').first()).toBeVisible();
    // A save goes back to the personal info, which shows the new name.
    await expect(page).toHaveURL(/\/setting\/info$/);
    await expect(title(page, 'Personal info')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Real name/ })).toContainText('Journey Member');
    await site.expectAccessible('personal info');
    await page.getByRole('link', { name: /^Email/ }).click();
    await expect(page).toHaveURL(/\/setting\/info\/email$/);
    await expect(title(page, 'Change email')).toBeVisible();
    await site.expectAccessible('change email');
    await page.goBack();
    await page.getByRole('link', { name: /^Mobile number/ }).click();
    await expect(page).toHaveURL(/\/setting\/info\/mobile$/);
    await expect(title(page, 'Change mobile number')).toBeVisible();
    await site.expectAccessible('change mobile number');
  });

  const newPassword = 'Fresh-Comet-4567';
  await test.step('change the login password, log out and sign in with the new one', async () => {
    await openFromMyPage(page, /^Settings$/);
    await expect(page).toHaveURL(/\/setting\/index/);
    await expect(title(page, 'Settings')).toBeVisible();
    await site.expectAccessible('settings');
    await page.getByRole('button', { name: /^Login password/ }).click();
    await expect(page).toHaveURL(/\/setting\/pass/);
    await expect(title(page, 'Password settings')).toBeVisible();
    await site.expectAccessible('password settings');
    await page.getByLabel(/^Current password/).fill(member.password);
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your login password has been changed.').first()).toBeVisible();
    // The session that changed it stays signed in.
    await site.expectSignedIn();

    await site.logoutFromMenu();
    await site.expectSignedOut();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/sign_in/);
    await site.signIn({ username: member.username, password: newPassword });
  });

  await test.step('open every help page', async () => {
    await openFromMyPage(page, /^Help centre$/);
    await expect(page).toHaveURL(/\/help\/list$/);
    await expect(title(page, 'Help centre')).toBeVisible();
    await site.expectAccessible('help centre');

    const first = page.getByRole('list', { name: 'Help pages' }).getByRole('link').first();
    const pageTitle = ((await first.locator('strong').textContent()) ?? '').trim();
    expect(pageTitle).not.toBe('');
    await first.click();
    await expect(page).toHaveURL(/\/help\/list\/\d+$/);
    await expect(title(page, pageTitle)).toBeVisible();
    await site.expectAccessible('help page');

    await page.goBack();
    await expect(title(page, 'Help centre')).toBeVisible();
    await page.getByRole('link', { name: /^Supervision/ }).click();
    await expect(page).toHaveURL(/\/help\/supervise$/);
    await expect(title(page, 'Supervision')).toBeVisible();
    await site.expectAccessible('supervision');

    await page.goBack();
    await expect(title(page, 'Help centre')).toBeVisible();
    await page.getByRole('link', { name: /^Licence/ }).click();
    await expect(page).toHaveURL(/\/help\/license$/);
    await expect(title(page, 'Licence')).toBeVisible();
    await site.expectAccessible('licence');
  });
});

test('an operator authors a promotion and a help page that members see, then retires the promotion', async ({
  site,
  page,
  brand,
  operator,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const promotionTitle = `Authored check-in ${stamp}`;
  const helpTitle = `Authored rules ${stamp}`;
  /** The same text in every language the content is written in. */
  const inEvery = (field: string, text: string) =>
    Object.fromEntries(['en', 'ja', 'zh-CN'].map((lang) => [`${field}-${lang}`, text]));

  const promotion = operator('promotion:create', {
    brand,
    type: '10',
    recurrence: '2',
    category: 'daily',
    'min-bonus': '100',
    ...inEvery('title', promotionTitle),
    ...inEvery('summary', 'Check in once a day'),
    ...inEvery('content', '<p>Check in once a day to collect a gift.</p>'),
  }) as { id: number };
  operator('help:create', {
    brand,
    category: 'faq',
    slug: `authored-${stamp}`,
    ...inEvery('title', helpTitle),
    ...inEvery('summary', 'How authored bonuses work'),
    ...inEvery('content', '<p>Authored bonuses are wagered <strong>once</strong>.</p>'),
  });

  /** Opens a screen afresh until `shown` holds (the API serves a change once it commits). */
  const untilShown = async (path: string, check: () => Promise<void>) =>
    expect(async () => {
      await page.goto(path);
      await check();
    }).toPass({ timeout: 30_000 });

  await test.step('a guest sees the authored promotion', async () => {
    await site.openInEnglish('/tabs/promotion');
    await untilShown('/tabs/promotion', async () => {
      await expect(page.getByRole('main').getByText(promotionTitle).first()).toBeVisible({
        timeout: 5_000,
      });
    });
  });

  await test.step('and reads the authored help page', async () => {
    await untilShown('/help/list', async () => {
      await expect(page.getByRole('main').getByText(helpTitle).first()).toBeVisible({
        timeout: 5_000,
      });
    });
    await page
      .getByRole('link', { name: new RegExp(helpTitle) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/help\/list\/\d+$/);
    await expect(page.getByRole('main').getByText('Authored bonuses are wagered')).toBeVisible();
    await site.expectAccessible('authored help page');
  });

  await test.step('the operator retires the promotion: it is gone', async () => {
    operator('promotion:retire', { brand, id: String(promotion.id) });
    await untilShown('/tabs/promotion', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible({
        timeout: 5_000,
      });
      await expect(page.getByRole('main').getByText(promotionTitle)).toHaveCount(0);
    });
  });
});
