/** Maintenance type 1 blocks every route with the maintenance page; lifting it lets members back. */
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
