/**
 * The programmes journey on each brand's production build against the real API: a member
 * opens a red packet and watches its turnover move after a real game round, finds it claimed on
 * the red packets screen beside the missions' progress, applies for a manual bonus and cancels
 * it while it is verified, sends an identity document that the operator then approves, and
 * opens the VIP club, the referral page with its friends and rewards screens and the affiliate
 * introduction. Axe runs on every screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** The seeded promotions the journey claims (every brand has them). */
const RED_PACKET = 'Lucky Red Packet Rain';
const MANUAL = 'VIP Birthday Gift';
/** A slot of the demo provider seeded in every brand. */
const GAME = { name: 'Northern Lights Fortune', search: 'Northern', type: 'SlotMachine' };

/** A one-pixel PNG: a real image the API's content check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The claim card of a promotion on my promotions. */
function claimCard(page: Page, title: string) {
  return page.getByRole('main').getByRole('article').filter({ hasText: title }).first();
}

/** Opens a promotion's detail from the promotion list. */
async function openPromotion(page: Page, title: string): Promise<void> {
  await page.goto('/tabs/promotion');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/promotion\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Plays one real round of the demo slot with everything in the main wallet moved in. */
async function playOneRound(page: Page): Promise<void> {
  await page.goto(`/games/list/${GAME.type}?search=${GAME.search}`);
  const tile = page.getByRole('listitem').filter({ hasText: GAME.name }).first();
  await tile.getByRole('button', { name: new RegExp(`^Play ${GAME.name}`) }).click();
  const offer = page.getByRole('dialog', { name: `Play ${GAME.name}` });
  await offer.getByRole('button', { name: 'Move all of the main wallet' }).click();
  const opened = page.waitForEvent('popup');
  await offer.getByRole('button', { name: 'Move in and play' }).click();
  const game = await opened;
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('status')).not.toHaveText(/^(…)?$/);
  await game.close();
}

test('a member claims a bonus and sees its turnover move, cancels another, gets verified and opens the programmes', async ({
  site,
  page,
  brand,
  operator,
}) => {
  test.setTimeout(360_000);

  await test.step('a guest browses the promotions', async () => {
    await site.openInEnglish('/tabs/promotion');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.getByRole('main').getByText(RED_PACKET).first()).toBeVisible();
    await site.expectAccessible('promotions (guest)');
  });

  let username = '';
  await test.step('a new member opens a red packet and finds the claim with its turnover', async () => {
    await page.goto('/sign_in?tab=register');
    username = (await site.signUp()).username;
    await openPromotion(page, RED_PACKET);
    await site.expectAccessible('promotion detail');
    await page.getByRole('button', { name: /Tap to open/ }).click();
    await expect(page.getByText(/^You received /).first()).toBeVisible();
    await page.goto('/my_promotion/index');
    const card = claimCard(page, RED_PACKET);
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await site.expectAccessible('my promotions');
  });

  await test.step('a real game round moves the turnover', async () => {
    operator('wallet:adjust', { brand, username, amount: '50000', remark: 'e2e programmes' });
    await playOneRound(page);
    await page.goto('/my_promotion/index');
    await expect
      .poll(async () => {
        await page.reload();
        const bar = claimCard(page, RED_PACKET).getByRole('progressbar');
        return Number(await bar.getAttribute('aria-valuenow'));
      })
      .toBeGreaterThan(0);
  });

  await test.step('the red packets screen shows the one opened, and missions show their progress', async () => {
    await page.goto('/tabs/promotion');
    const mission = page.getByRole('main').getByRole('article', { name: 'Weekly Deposit Mission' });
    await expect(
      mission.getByRole('progressbar', { name: 'Your progress this period' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Red packets' }).click();
    await expect(page).toHaveURL(/\/red_packet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Red packets' })).toBeVisible();
    const packet = page.getByRole('main').getByRole('region', { name: RED_PACKET });
    await expect(packet.getByText(/^You claimed this on/)).toBeVisible();
    await site.expectAccessible('red packets');
  });

  await test.step('a manual bonus is applied for, then cancelled while it is verified', async () => {
    await openPromotion(page, MANUAL);
    await page.getByRole('button', { name: 'Claim', exact: true }).click();
    await expect(page.getByText(/Your application was sent/).first()).toBeVisible();
    await page.goto('/my_promotion/index');
    const card = claimCard(page, MANUAL);
    await expect(card.getByText('Verifying', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Cancel claim' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this claim?' });
    await site.expectAccessible('cancel a claim');
    await confirm.getByRole('button', { name: 'Cancel claim' }).click();
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  });

  await test.step('an identity document is sent, pending, then approved by the operator', async () => {
    await page.goto('/kyc');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Identity verification' }),
    ).toBeVisible();
    await site.expectAccessible('KYC');
    await page.getByLabel('File for ID card (front)').setInputFiles({
      name: 'id-front.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const front = page.getByRole('main').getByRole('region', { name: 'ID card (front)' });
    await expect(front.getByText('Pending review', { exact: true })).toBeVisible();
    // One worker runs the journeys: the brand's newest pending document is this member's.
    const pending = operator('kyc:pending', { brand }) as { id: number }[];
    const mine = pending.reduce<{ id: number } | undefined>(
      (newest, d) => (!newest || d.id > newest.id ? d : newest),
      undefined,
    );
    expect(mine, 'the document waits for the operator').toBeDefined();
    operator('kyc:approve', { brand, id: String(mine?.id) });
    await page.reload();
    await expect(front.getByText('Approved', { exact: true })).toBeVisible();
  });

  await test.step('the VIP club, the referral page and the affiliate introduction open', async () => {
    await page.goto('/vip');
    await expect(page.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();
    await site.expectAccessible('VIP');
    await page.goto('/referral');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The invite link is on the site's own origin, never a development API host.
    const link = page.getByRole('textbox', { name: 'Invite link' });
    await expect(link).toHaveValue(
      new RegExp(`^${new URL(page.url()).origin}/invite_signup/\\d+$`),
    );
    await expect(page.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    await site.expectAccessible('referral');
    await page.getByRole('link', { name: /^Referred friends/ }).click();
    await expect(page).toHaveURL(/\/referral\/friends$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Referred friends' })).toBeVisible();
    await expect(page.getByText('No friends yet')).toBeVisible();
    await site.expectAccessible('referred friends');
    await page.goBack();
    await page.getByRole('link', { name: /^Referral rewards/ }).click();
    await expect(page).toHaveURL(/\/referral\/rewards$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Referral rewards' })).toBeVisible();
    await expect(page.getByText('No rewards yet')).toBeVisible();
    await site.expectAccessible('referral rewards');
    await page.goto('/af_intro');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await site.expectAccessible('affiliate introduction');
  });
});

test("a member is shown the operator's pop-up once and its bar, checks in on the missions screen and reads about us", async ({
  site,
  page,
  brand,
  operator,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const popupTitle = `Weekend reload ${stamp}`;
  const barTitle = `Cash-out times ${stamp}`;
  const created: number[] = [];
  try {
    await test.step('the operator authors a pop-up after sign-in and an announcement bar', async () => {
      const notices: Record<string, string>[] = [
        {
          type: 'popup',
          title: popupTitle,
          body: '<p>A <strong>50%</strong> reload every Saturday.</p>',
          format: 'html',
        },
        { type: 'bar', title: barTitle, body: 'Withdrawals land within the hour.' },
      ];
      for (const options of notices) {
        const notice = operator('notice:create', {
          brand,
          position: 'login-after',
          audience: 'members',
          ...options,
        }) as { id: number };
        created.push(notice.id);
      }
    });

    await test.step('a new member sees the pop-up, dismisses it, and after a reload only the bar', async () => {
      await site.openInEnglish('/sign_in?tab=register');
      await site.signUp();
      const popup = page.getByRole('dialog', { name: popupTitle });
      await expect(popup).toBeVisible({ timeout: 20_000 });
      await expect(popup.getByText('50%')).toBeVisible();
      await site.expectAccessible('notice pop-up');
      await popup.getByRole('button', { name: 'Got it' }).click();
      await expect(popup).toBeHidden();
      await page.reload();
      const bar = page.getByRole('region', { name: 'Announcements' });
      await expect(bar.getByText(barTitle)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('dialog', { name: popupTitle })).toHaveCount(0);
      await site.expectAccessible('announcement bar');
    });

    await test.step('the missions screen shows the check-in, and checking in works', async () => {
      await page.goto('/missions');
      await expect(page.getByRole('heading', { level: 1, name: 'Missions' })).toBeVisible();
      const checkIn = page.getByRole('main').getByRole('listitem', { name: 'Daily Check-in' });
      await expect(checkIn).toBeVisible();
      await checkIn.getByRole('button', { name: 'Claim', exact: true }).click();
      await expect(checkIn.getByText('Claimed this period')).toBeVisible();
      await site.expectAccessible('missions');
    });

    await test.step('about us shows the tree', async () => {
      await page.goto('/help/about');
      await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
      const about = page.getByRole('main').getByRole('region', { name: 'About us' });
      await expect(about.getByText(/licensed entertainment site/)).toBeVisible();
      await about.getByText('Privacy policy').click();
      await expect(about.getByText(/never sell it/)).toBeVisible();
      await site.expectAccessible('about us');
    });
  } finally {
    // The notices are the brand's: the journeys after this one must not meet them.
    for (const id of created) operator('notice:retire', { brand, id: String(id) });
  }
});
