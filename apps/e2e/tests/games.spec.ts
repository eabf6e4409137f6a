/**
 * The games journey on each brand's production build against the real API: a guest's home
 * shows its banners without a call to the API (the page brings start-up's and the home's
 * answers), the guest opens a game type (the page brings its providers and preloads its code),
 * a provider, searches a game and plays it with play money; then signs up,
 * favourites a game (it shows on the home), moves money into the provider and plays a real
 * round through the demo provider, finds the round in the bet records with its net, and moves
 * the provider balance back to the main wallet. Axe runs on every screen. A second journey
 * switches auto-transfer on: the launch moves the whole main balance into the provider, a
 * round is played, and the return to the site brings it back with the round's result.
 */
import type { Page, Request } from '@playwright/test';
import { digits, expect, headerBalance, test } from '../support/fixtures.ts';
import { PRELOADED_ROUTES } from '@lobby/vite-config';

/** A slot of the demo provider seeded in every brand, and its provider and type. */
const GAME = {
  name: 'Northern Lights Fortune',
  search: 'Northern',
  provider: 'Aurora Gaming',
  type: 'SlotMachine',
} as const;

/** Opens the game list of the type from its provider list, filtered by the provider. */
async function openProviderGames(page: Page): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(GAME.provider) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/games/list/${GAME.type}\\?.*channel=`));
}

test('a guest finds a game and tries it for fun; a member favourites it, plays a real round and sees it recorded', async ({
  site,
  page,
  brand,
  operator,
}) => {
  // One journey instead of many short ones (each would sign up again); about a minute alone.
  test.setTimeout(360_000);

  await test.step('a guest’s home shows its banners with no call to the API: the page brought the answers', async () => {
    const calls: string[] = [];
    const record = (request: Request) => {
      const { pathname } = new URL(request.url());
      // The notices are decoration asked for once the page has settled, which may come before
      // the banner's picture has loaded: not a call of the first screen.
      if (pathname.startsWith('/api/') && !pathname.endsWith('/member/notices'))
        calls.push(request.url());
    };
    page.on('request', record);
    await site.openInEnglish('/tabs/home');
    // The first slide's picture: the home rendered with its banners' answer.
    await expect(
      page.getByRole('region', { name: 'Featured' }).locator('img').first(),
    ).toBeVisible();
    page.off('request', record);
    expect(calls).toEqual([]);
  });

  await test.step('a guest opens a type, a provider, searches and plays with play money', async () => {
    const asked: string[] = [];
    const record = (request: Request) => asked.push(request.url());
    page.on('request', record);
    await site.openInEnglish(`/games/${GAME.type}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('providers');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(GAME.provider) })
        .first(),
    ).toBeVisible();
    page.off('request', record);
    // The page brought the providers' answer and preloaded the screen's code.
    expect(asked.filter((url) => url.includes('/member/game/channels'))).toEqual([]);
    await site.expectScreenPreloaded('PROVIDER_LIST', PRELOADED_ROUTES.PROVIDER_LIST);
    await site.expectAccessible('provider list (guest)');
    await openProviderGames(page);
    await page.getByRole('main').getByRole('combobox', { name: 'Search games' }).fill(GAME.search);
    await expect(page).toHaveURL(/search=Northern/);
    const tile = page.getByRole('listitem').filter({ hasText: GAME.name }).first();
    await expect(tile).toBeVisible();
    await site.expectAccessible('game list (guest, searched)');

    // Real play asks a guest to sign in; play money does not.
    await tile.getByRole('button', { name: new RegExp(`^Play ${GAME.name}`) }).click();
    const signIn = page.getByRole('dialog', { name: 'Please Sign In' });
    await expect(signIn).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signIn).toBeHidden();
    const demoOpened = page.waitForEvent('popup');
    await tile.getByRole('button', { name: `Try ${GAME.name} for fun` }).click();
    const demo = await demoOpened;
    await expect(demo.getByText(/play money/i).first()).toBeVisible();
    await demo.getByRole('button', { name: 'Spin' }).click();
    await expect(demo.getByRole('status')).not.toHaveText(/^(…)?$/);
    await demo.close();
  });

  let member = { username: '', password: '' };
  await test.step('a new member favourites the game and finds it on the home', async () => {
    await page.goto('/sign_in?tab=register');
    member = await site.signUp();
    await page.goto(`/games/list/${GAME.type}?search=${GAME.search}`);
    const tile = page.getByRole('listitem').filter({ hasText: GAME.name }).first();
    await tile.getByRole('button', { name: `Add ${GAME.name} to favourites` }).click();
    await expect(
      tile.getByRole('button', { name: `Remove ${GAME.name} from favourites` }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
    const favourites = page.getByRole('region', { name: 'Favourites' });
    await expect(favourites.getByText(GAME.name)).toBeVisible();
    await site.expectAccessible('home with favourites');
  });

  let before = '';
  await test.step('money moves into the provider and a real round is played', async () => {
    operator('wallet:adjust', {
      brand,
      username: member.username,
      amount: '50000',
      remark: 'e2e games journey',
    });
    // The balance push brings the credit to the header without a reload.
    await expect.poll(() => headerBalance(page)).not.toMatch(/^0+$/);
    before = await headerBalance(page);
    await page.goto(`/games/list/${GAME.type}?search=${GAME.search}`);
    const tile = page.getByRole('listitem').filter({ hasText: GAME.name }).first();
    await tile.getByRole('button', { name: new RegExp(`^Play ${GAME.name}`) }).click();
    const offer = page.getByRole('dialog', { name: `Play ${GAME.name}` });
    await expect(offer).toBeVisible();
    await site.expectAccessible('launch: move money in');
    await offer.getByRole('button', { name: 'Move all of the main wallet' }).click();
    const gameOpened = page.waitForEvent('popup');
    await offer.getByRole('button', { name: 'Move in and play' }).click();
    const game = await gameOpened;
    await expect(game.getByRole('heading', { name: GAME.name })).toBeVisible();
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status')).not.toHaveText(/^(…)?$/);
    await game.close();
    // Back to the site's tab: headless Chromium does not always refocus a tab when a popup
    // closes, so the focus a member's browser would give it is given here, again until the
    // offer shows (a return within a second of the launch is ignored as the popup's own focus).
    await page.bringToFront();
    const back = page.getByRole('alertdialog', { name: 'Welcome back' });
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(back).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(back).toContainText(GAME.provider);
    await site.expectAccessible('launch: welcome back');
    await back.getByRole('button', { name: 'Move back' }).click();
    await expect(page.getByText(/moved back to your main wallet\.$/).first()).toBeVisible();
  });

  await test.step('the round is in the bet records with its net, and the money is back', async () => {
    const after = await headerBalance(page);
    await page.goto('/betRecord');
    const records = page.getByRole('main');
    const row = records.getByRole('row').filter({ hasText: GAME.name }).first();
    await expect(row).toBeVisible();
    await site.expectAccessible('bet records');
    // The net of the round is what the main balance moved by.
    const lost = Number(before) - Number(after);
    const netCell = (await row.getByRole('cell', { name: /^Net / }).textContent()) ?? '';
    expect(Number(digits(netCell))).toBe(Math.abs(lost));
    if (lost > 0) expect(netCell).toMatch(/[-−]/);
    else expect(netCell).not.toMatch(/[-−]/);
  });
});

// The wallet's switch and the money's moves have no per-layout variants (the launch from a game
// list is the first journey's): this runs on the repository's brands only (playwright.config.ts).
test(
  'with auto-transfer on, a launch takes the main balance into the provider and the return brings it back with the round’s result',
  { tag: '@layout-neutral' },
  async ({ site, page, brand, operator }) => {
    test.setTimeout(240_000);

    await test.step('a member with money switches auto-transfer on in the wallet', async () => {
      // In English whatever the brand's first language (fubo's is Japanese).
      await site.openInEnglish('/sign_in?tab=register');
      const member = await site.signUp();
      operator('wallet:adjust', {
        brand,
        username: member.username,
        amount: '50000',
        remark: 'e2e auto-transfer journey',
      });
      await expect.poll(() => headerBalance(page)).not.toMatch(/^0+$/);
      await page.goto('/wallet/index');
      await page.getByRole('switch', { name: 'Move money automatically' }).click();
      await expect(page.getByText('Auto transfer is on.')).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Move money automatically' })).toBeChecked();
    });

    let before = '';
    await test.step('launching the game moves the whole main balance in; a real round is played', async () => {
      before = await headerBalance(page);
      await page.goto(`/games/list/${GAME.type}?search=${GAME.search}`);
      const tile = page.getByRole('listitem').filter({ hasText: GAME.name }).first();
      const gameOpened = page.waitForEvent('popup');
      // No offer to fill in: the launch itself moves the money.
      await tile.getByRole('button', { name: new RegExp(`^Play ${GAME.name}`) }).click();
      const game = await gameOpened;
      await expect(page.getByText(new RegExp(`moved into ${GAME.provider}\\.$`))).toBeVisible();
      await expect.poll(() => headerBalance(page)).toMatch(/^0+$/);
      await expect(game.getByRole('heading', { name: GAME.name })).toBeVisible();
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect(game.getByRole('status')).not.toHaveText(/^(…)?$/);
      await game.close();
    });

    await test.step('back on the site, the money and the round’s result are in main; the ledger agrees', async () => {
      // The focus a member's browser gives the tab when the game's window closes (see above).
      await page.bringToFront();
      const returned = page.getByText(/moved back to your main wallet\.$/).first();
      await expect(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        await expect(returned).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await expect.poll(() => headerBalance(page)).not.toMatch(/^0+$/);
      const after = await headerBalance(page);
      await page.goto('/betRecord');
      const row = page.getByRole('main').getByRole('row').filter({ hasText: GAME.name }).first();
      await expect(row).toBeVisible();
      const lost = Number(before) - Number(after);
      const netCell = (await row.getByRole('cell', { name: /^Net / }).textContent()) ?? '';
      expect(Number(digits(netCell))).toBe(Math.abs(lost));
      // Every entry of the brand's ledger sums to zero and every balance matches its entries.
      expect(operator('ledger:reconcile', { brand })).toMatchObject({
        ok: true,
        differences: [],
        total: expect.stringMatching(/^0(\.0+)? /),
      });
    });
  },
);
