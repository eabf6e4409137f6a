/**
 * A language switch to Japanese and to Simplified Chinese, each surviving a reload; a visitor
 * from a country the brand blocks sees the blocked page in their language.
 */
import { COUNTRY_HEADER } from '../support/api-server.ts';
import { expect, test } from '../support/fixtures.ts';

test('the language switches to ja and to zh-CN and survives a reload', async ({ site, page }) => {
  await site.openInEnglish();
  const nav = () =>
    page.getByRole('navigation', { name: /Main navigation|メインナビゲーション|主导航/ }).last();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Language/ })
    .click();
  await page.getByRole('dialog').getByText('日本語').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja', { timeout: 15_000 });
  await expect(nav().getByText('ホーム')).toBeVisible();
  await site.expectAccessible('home in ja');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(nav().getByText('ホーム')).toBeVisible();

  await page.getByRole('button', { name: 'メニューを開く' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^言語/ }).click();
  await page.getByRole('dialog').getByText('简体中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN', { timeout: 15_000 });
  await expect(nav().getByText('首页')).toBeVisible();
  await site.expectAccessible('home in zh-CN');
  await page.reload();
  await expect(nav().getByText('首页')).toBeVisible();
});

test('a blocked country sees /area_forbidden in its language, and unblocking opens the site', async ({
  site,
  page,
  brand,
  operator,
}) => {
  // Only this page's requests come from the blocked country: the brand's other journeys run on.
  await page.setExtraHTTPHeaders({ [COUNTRY_HEADER]: 'JP' });
  operator('brand:block-countries', { brand, set: 'JP' });
  try {
    // The brand cache of the API lags up to 2 s behind the operator.
    await expect
      .poll(async () => {
        await page.goto('/tabs/home?lang=ja');
        return new URL(page.url()).pathname;
      })
      .toBe('/area_forbidden');
    await expect(
      page.getByRole('heading', { name: 'お住まいの地域からはご利用いただけません' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await site.expectAccessible('area forbidden in ja');
    // The site's own navigation leads there too.
    await page.goto('/wallet/index');
    await expect(page).toHaveURL(/\/area_forbidden/);
  } finally {
    operator('brand:block-countries', { brand, set: '' });
  }
  await expect
    .poll(async () => {
      await page.goto('/tabs/home');
      return new URL(page.url()).pathname;
    })
    .toBe('/tabs/home');
  await page.goto('/area_forbidden');
  await expect(page).toHaveURL(/\/tabs\/home/);
});
