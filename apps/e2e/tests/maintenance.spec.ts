/**
 * What an operator switches on a running brand reaches its site without a rebuild: maintenance
 * type 1 blocks every route with the maintenance page and lifting it lets members back; a theme
 * change (`brand:set-theme`) shows on the site's next load. Run after every other journey of
 * the brand (see playwright.config.ts), as both change the whole brand.
 */
import { expect, test } from '../support/fixtures.ts';

/** Waits until the API itself reports the maintenance type (its brand cache lags up to 2 s). */
async function expectMaintenance(brand: string, type: number): Promise<void> {
  await expect
    .poll(async () => {
      const res = await fetch(
        `http://127.0.0.1:${process.env.LOBBY_E2E_PORT}/api/v1/maintenance/getMaintenanceOnMember`,
        {
          headers: { 'x-lobby-brand': brand },
        },
      );
      return ((await res.json()) as { type: number }).type;
    })
    .toBe(type);
}

test('maintenance blocks the site and lifting it brings members back', async ({
  site,
  page,
  brand,
  operator,
}) => {
  await site.openInEnglish();
  operator('maintenance:on', { brand });
  await expectMaintenance(brand, 1);
  try {
    await page.goto('/sign_in');
    await expect(page).toHaveURL(/\/under_maintenance/);
    await expect(page.getByRole('heading', { name: 'System is under maintenance' })).toBeVisible();
    await site.expectAccessible('maintenance');
    await page.goto('/tabs/my');
    await expect(page).toHaveURL(/\/under_maintenance/);
  } finally {
    operator('maintenance:off', { brand });
  }
  await expectMaintenance(brand, 0);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL(/\/tabs\/home/);
  await page.goto('/under_maintenance');
  await expect(page).toHaveURL(/\/tabs\/home/);
});

test('an operator’s theme change reaches the site on its next load', async ({
  site,
  page,
  brand,
  operator,
}) => {
  await site.openInEnglish();
  const mark = () => page.evaluate(() => document.documentElement.dataset['operatorMark']);
  expect(await mark()).toBeUndefined();
  // The phone's entry (platform 2): this project's viewport is a phone's.
  const change = operator('brand:set-theme', {
    brand,
    platform: '2',
    path: 'val.init',
    value: "document.documentElement.dataset.operatorMark = 'set'",
  }) as { previous: unknown };
  try {
    // The API's brand cache lags up to 2 s: reload until the new entry is served.
    await expect
      .poll(async () => {
        await page.reload();
        await site.expectSignedOut();
        // Analytics start once the page is idle (at most 3 s after it settles).
        await page
          .waitForFunction(() => document.documentElement.dataset['operatorMark'], null, {
            timeout: 5_000,
          })
          .catch(() => undefined);
        return mark();
      })
      .toBe('set');
  } finally {
    if (typeof change.previous === 'string' && change.previous)
      operator('brand:set-theme', {
        brand,
        platform: '2',
        path: 'val.init',
        value: change.previous,
      });
  }
});
