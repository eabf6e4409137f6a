/** A language switch to Japanese and to Simplified Chinese, each surviving a reload. */
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
