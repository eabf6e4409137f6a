/**
 * The tests' fixtures: the brand of the project, its origin on the test API, a page-object for
 * the member site, operator commands, and an axe check that fails on serious or critical
 * violations of the page as it stands.
 */
import { seriousAxeViolations } from '@lobby/vitest-config/axe';
import { expect, test as base } from '@playwright/test';
import type { Locator, Page, Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_PRELOADS_FILE } from '@lobby/vite-config';
import { ops } from './api-server.ts';
import { brandOrigin } from './env.ts';
import type { BrandId } from './env.ts';
import { bundleReportOf, distOf } from './route-chunks.ts';

/** A member the tests created. */
export interface Member {
  readonly username: string;
  readonly password: string;
}

/** The balance push's stream (`GET /member/wallet/events`), open as long as a member is signed in. */
const BALANCE_PUSH = /\/member\/wallet\/events(\?|$)/;

let counter = 0;
/** A username no other test uses (a letter, then letters and digits). */
export function uniqueUsername(prefix = 'e'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 5)}`.slice(
    0,
    18,
  );
}

/** The digits of a formatted amount ("RM1,050.00" → "105000"), to compare across formats. */
export function digits(text: string | null): string {
  return (text ?? '').replace(/[^0-9]/g, '');
}

/** The header's balance chip, whose name carries the formatted main balance. */
export function balanceChip(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Balance / });
}

/** The main balance the header's chip names, as digits. */
export async function headerBalance(page: Page): Promise<string> {
  return digits(await balanceChip(page).getAttribute('aria-label'));
}

/**
 * The smallest withdrawal the member's group allows, as the withdrawal screen's limits say it
 * ("RM50.00 – …" → "50.00"), ready to type into the amount.
 */
export async function smallestWithdrawal(page: Page): Promise<string> {
  const perWithdrawal = await page
    .getByLabel('Withdrawal limits')
    .locator('dt:text-is("Per withdrawal") + dd')
    .textContent();
  const minimum = /[\d,.]+/.exec(perWithdrawal ?? '')?.[0].replace(/,/g, '') ?? '';
  expect(Number(minimum)).toBeGreaterThan(0);
  return minimum;
}

/**
 * Chooses a bank on the add-bank-card form, however the layout offers them: a list box (LITE),
 * a picker dialog of radios (DIAMOND), or the banks as radios on the page (RETRO).
 */
export async function chooseBank(page: Page, bank: string): Promise<void> {
  // The form is drawn first (its screen loads on demand), so the layout's bank control is too.
  await expect(page.getByRole('textbox', { name: /^Account number/ })).toBeVisible();
  const list = page.getByRole('combobox', { name: /^Bank/ });
  if (await list.count()) {
    await list.selectOption({ label: bank });
    return;
  }
  const picker = page.getByRole('button', { name: /^Bank/ });
  if (await picker.count()) await picker.click();
  // Chosen with the keyboard, as the radios' styled faces cover the inputs.
  await page.getByRole('radio', { name: new RegExp(bank) }).focus();
  await page.keyboard.press('Space');
}

/** Page-object of the member site, in English unless a test switches language. */
export class MemberSite {
  readonly page: Page;
  readonly brand: BrandId;
  /** Requests still running, but for the balance push, which stays open while signed in. */
  private readonly inflight = new Set<Request>();
  /** What the page's Content Security Policy refused, as the console reported it. */
  readonly refusedByCsp: string[] = [];
  constructor(page: Page, brand: BrandId) {
    this.page = page;
    this.brand = brand;
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) this.refusedByCsp.push(message.text());
    });
    page.on('request', (request) => {
      if (!BALANCE_PUSH.test(request.url())) this.inflight.add(request);
    });
    page.on('requestfinished', (request) => this.inflight.delete(request));
    page.on('requestfailed', (request) => this.inflight.delete(request));
  }

  /**
   * Waits until the page has loaded and no request has run for half a second: Playwright's
   * `networkidle` without the balance push, whose stream never ends while a member is signed in.
   */
  async settle(): Promise<void> {
    await this.page.waitForLoadState('load');
    const deadline = Date.now() + 20_000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (this.inflight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 500) return;
      await this.page.waitForTimeout(100);
    }
    throw new Error(`The page kept loading: ${[...this.inflight].map((r) => r.url()).join(', ')}`);
  }

  /** Opens a path and waits for the layout (header) to be there. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(
      this.page.getByRole('button', { name: /menu|メニュー|菜单/i }).first(),
    ).toBeVisible();
  }

  /** Fixes English for this browser (stored like a member's choice), then opens home. */
  async openInEnglish(path = '/tabs/home'): Promise<void> {
    const join = path.includes('?') ? '&' : '?';
    await this.open(`${path}${join}lang=en`);
  }

  /**
   * Checks that the page, opened on `route`, preloads that screen's chunks as its server puts
   * them in (`ROUTE_PRELOADS_FILE` of the brand's build), among them `feature`'s variant layout,
   * and that its CSP refused nothing.
   */
  async expectScreenPreloaded(route: string, feature: string): Promise<void> {
    const dist = distOf(this.brand);
    const planned = JSON.parse(readFileSync(join(dist, ROUTE_PRELOADS_FILE), 'utf8')) as Record<
      string,
      string[]
    >;
    const files = planned[route] ?? [];
    const report = bundleReportOf(this.brand);
    const layout = `packages/features/${feature}/src/variants/`;
    expect(
      files.some((file) =>
        (report.chunks[file.replace(/^\//, '')] ?? []).some((m) => m.startsWith(layout)),
      ),
      `${route} preloads ${feature}'s layout`,
    ).toBe(true);
    const preloaded = await this.page
      .locator('link[rel=modulepreload]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(preloaded).toEqual(expect.arrayContaining([...files]));
    expect(this.refusedByCsp).toEqual([]);
  }

  /**
   * The name of the cookie holding the session token: the API's HttpOnly cookie, as the site
   * is served by the API (same origin) and so uses the cookie transport. Playwright reads
   * HttpOnly cookies, which the page cannot; the token also works as a bearer token.
   */
  get tokenCookie(): string {
    return '__Host-lobby_session';
  }

  /** The name of the page-readable cookie marking this brand's session (no token in it). */
  get sessionMarkerCookie(): string {
    return `lobby_${this.brand}_token`;
  }

  /** Fails on serious or critical axe violations of the current page. */
  async expectAccessible(label: string): Promise<void> {
    await this.settle();
    const bad = await seriousAxeViolations(this.page);
    expect(bad, `axe on ${label}`).toEqual([]);
  }

  /**
   * Fills and submits the Join form with valid values for whatever this brand asks (the
   * brand's minimum age ticked), then skips the deposit limits offered next (issue 17), or
   * sets the daily one to `depositDayLimit` (major units) when given.
   */
  async signUp(
    member: Member = { username: uniqueUsername(), password: 'Quill-Harbor-58' },
    { depositDayLimit }: { depositDayLimit?: string } = {},
  ): Promise<Member> {
    const page = this.page;
    await page.getByRole('textbox', { name: 'Username' }).fill(member.username);
    await page.getByLabel(/^Password\*?$/).fill(member.password);
    await page.getByLabel(/^Confirm password/).fill(member.password);
    const email = page.getByRole('textbox', { name: /^Email/ });
    if (await email.count()) await email.fill(`${member.username}@example.com`);
    const mobile = page.getByRole('textbox', { name: /^Mobile number/ });
    if (await mobile.count()) await mobile.fill(`1${String(Date.now()).slice(-8)}`);
    await this.confirmAge();
    // Sent from the foot of the form: the home opens at its top, not where the form was scrolled.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Create account' }).click();
    if (depositDayLimit === undefined) {
      await page.getByRole('button', { name: 'Skip for now' }).click();
    } else {
      await page.getByRole('textbox', { name: /^Daily deposit limit/ }).fill(depositDayLimit);
      await page.getByRole('button', { name: 'Save limits' }).click();
    }
    await expect(page).toHaveURL(/\/tabs\/home/);
    await this.expectSignedIn();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    return member;
  }

  /** Ticks the brand's minimum-age confirmation when the form on the page asks it. */
  async confirmAge(): Promise<void> {
    const age = this.page.getByRole('checkbox', { name: /^I am \d+ or older$/ });
    // The native box is drawn over by its label; clicking the label ticks it.
    if (await age.count()) {
      await this.page.getByText(/^I am \d+ or older$/).click();
      await expect(age).toBeChecked();
    }
  }

  /** Signs in through the Sign in tab. */
  async signIn(member: Member): Promise<void> {
    const page = this.page;
    await page.getByRole('textbox', { name: 'Username' }).fill(member.username);
    await page.getByLabel(/^Password\*?$/).fill(member.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await expect(page).toHaveURL(/\/tabs\/home/);
    await this.expectSignedIn();
  }

  /** The header shows the balance chip (signed in). */
  async expectSignedIn(): Promise<void> {
    await expect(this.page.getByRole('link', { name: /^Balance / })).toBeVisible();
  }

  /** The header shows the Sign in button (signed out). */
  async expectSignedOut(): Promise<void> {
    await expect(
      this.page.getByRole('banner').getByRole('button', { name: 'Sign in' }),
    ).toBeVisible();
  }

  /**
   * Logs out through the side menu, confirming the question, and waits for the whole cycle:
   * the header turns signed-out before the clear-info reload, so only the farewell toast (shown
   * on the page after that reload) says no navigation is still coming.
   */
  async logoutFromMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Open menu' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    await expect(this.page.getByText('You have logged out. See you soon!')).toBeVisible();
  }
}

/** The test function with the site fixtures. */
export const test = base.extend<{
  brand: BrandId;
  site: MemberSite;
  operator: (command: string, options: Record<string, string>) => unknown;
}>({
  brand: ['nexbet', { option: true }],
  baseURL: async ({ brand }, use) => {
    await use(brandOrigin(brand, Number(process.env.LOBBY_E2E_PORT)));
  },
  site: async ({ page, brand }, use) => {
    await use(new MemberSite(page, brand));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  operator: async ({}, use) => {
    await use((command, options) => ops(String(process.env.LOBBY_E2E_DATA_DIR), command, options));
  },
});

export { expect };
