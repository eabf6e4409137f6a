import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';
import { startTestApi, ops } from '../support/api-server.ts';
import { CHROME_ARGS, CHROME_PATH, DEMO, brandOrigin, shellOf } from '../support/env.ts';

const out = '/tmp/look41';
mkdirSync(out, { recursive: true });
const brand = process.argv[2] ?? 'nexbet';
const api = await startTestApi({ [brand]: join(shellOf(brand), 'dist') });
ops(api.dataDir, 'notice:create', {
  brand, type: 'popup', position: 'login-after', audience: 'members',
  title: 'Weekend reload', body: '<p>50% up to 100 on Saturday. <strong>Play responsibly.</strong></p>', format: 'html',
});
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
const origin = brandOrigin(brand, api.port);
try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${origin}/tabs/home?lang=en`);
    await page.getByRole('region', { name: 'Announcements' }).waitFor({ timeout: 20000 });
    await page.screenshot({ path: `${out}/${brand}-home-bar-${width}.png` });
    await page.goto(`${origin}/help/about?lang=en`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/${brand}-about-${width}.png`, fullPage: true });
    await page.goto(`${origin}/sign_in?lang=en`);
    await page.getByRole('textbox', { name: 'Username' }).fill(DEMO.username);
    await page.getByLabel(/^Password\*?$/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await page.waitForURL('**/tabs/home');
    await page.getByRole('dialog', { name: 'Weekend reload' }).waitFor({ timeout: 20000 });
    await page.screenshot({ path: `${out}/${brand}-popup-${width}.png` });
    await page.keyboard.press('Escape');
    await page.goto(`${origin}/missions?lang=en`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/${brand}-missions-${width}.png`, fullPage: true });
    await page.goto(`${origin}/wallet/index?lang=en`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/${brand}-wallet-${width}.png`, fullPage: true });
    await page.goto(`${origin}/area_forbidden?lang=ja`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${brand}-forbidden-${width}.png` });
    await context.close();
  }
} finally {
  await browser.close();
  await api.stop();
}
