/**
 * The signed-in member's phone, under every theme of `@lobby/tokens`: the screens (header, tab
 * bar and floating button around home, deposit, transfer, transactions and my page) fit a 360
 * and a 390 px wide phone with the longest balance a brand can show; the tab bar marks the
 * page the member is on, or no tab; and the floating contact button covers no action. One
 * site per theme, each screen opened once and looked at in both widths.
 */
import { formatCompactMoney, formatMoney } from '@lobby/domain/money';
import { getTheme, themeNames } from '@lobby/tokens/themes';
import { ACTION_SELECTOR } from '@lobby/ui';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { PhoneSite } from '../testing/phone-site.tsx';
import { largestBalance, longestCurrency, mountPhoneSite } from '../testing/phone-site.tsx';

/** Phone widths the screens must fit. */
const WIDTHS = [360, 390] as const;

/** A phone's height: tall enough for the header, a screen's top and the tab bar. */
const HEIGHT = 780;

/** The signed-in screens looked at, with the tab each marks (none for the money journey). */
const SCREENS: readonly { path: string; tab: string | null }[] = [
  { path: '/tabs/home', tab: 'Home' },
  { path: '/deposit/index', tab: null },
  { path: '/memberTransfer', tab: null },
  { path: '/transaction', tab: null },
  { path: '/tabs/my', tab: 'My' },
];

/** How long the floater may take to step aside (a frame and its slide). */
const STEP_ASIDE_MS = 2000;

const currency = longestCurrency();
const money = largestBalance(currency.decimals);
const fullBalance = formatMoney(money, { currency });
const shortBalance = formatCompactMoney(money, { currency });

/** Resizes the test's page and resolves once its window has the new width. */
async function phone(width: number): Promise<void> {
  await page.viewport(width, HEIGHT);
  await expect.poll(() => window.innerWidth).toBe(width);
}

/** A short name of an element for a failure message. */
function named(element: Element): string {
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 24);
  return `${element.tagName.toLowerCase()} "${name ?? ''}"`;
}

/** The elements whose box ends past the right edge, outermost first: what to look at. */
function pastTheEdge(): string[] {
  const edge = window.innerWidth;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.right > edge + 0.5 && box.width > 0) found.push(named(element));
    if (found.length === 3) break;
  }
  return found;
}

/** The actions of the page's main landmark that a floating button is drawn over. */
function coveredActions(): string[] {
  const main = document.querySelector('main');
  // Floating buttons: fixed in the viewport, outside the page, the header and the tab bar.
  const floaters = [...document.querySelectorAll('button')].filter(
    (button) =>
      getComputedStyle(button).position === 'fixed' && !button.closest('main, header, nav'),
  );
  if (!main) return [];
  const covered: string[] = [];
  for (const floater of floaters) {
    const over = floater.getBoundingClientRect();
    for (const action of main.querySelectorAll(ACTION_SELECTOR)) {
      const box = action.getBoundingClientRect();
      const left = Math.max(box.left, over.left);
      const right = Math.min(box.right, over.right);
      const top = Math.max(box.top, over.top);
      const bottom = Math.min(box.bottom, over.bottom);
      if (right <= left || bottom <= top) continue;
      // Drawn there, not clipped away by a scrolling row: the point is the action's.
      const hit = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
      if (hit.some((element) => action.contains(element))) covered.push(named(action));
    }
  }
  return covered;
}

/** The covered actions once the floater has had its time to step aside. */
async function coveredAfterStepping(): Promise<string[]> {
  const deadline = performance.now() + STEP_ASIDE_MS;
  let covered = coveredActions();
  while (covered.length > 0 && performance.now() < deadline) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    covered = coveredActions();
  }
  return covered;
}

/** The names of the tab bar's tabs marked as the current page. */
function markedTabs(): string[] {
  // The tab bar: the navigation landmark outside the header, the page and the footer.
  const bar = [...document.querySelectorAll('nav')].find(
    (nav) => !nav.closest('header, main, footer'),
  );
  return [...(bar?.querySelectorAll('[aria-current="page"]') ?? [])].map(
    (tab) => tab.textContent?.trim() ?? '',
  );
}

let site: PhoneSite | undefined;
afterEach(() => {
  site?.dispose();
  site = undefined;
});

describe(`a member's phone (${currency.symbol}, ${money} minor units)`, () => {
  test.each(themeNames)('%s', async (name) => {
    await phone(WIDTHS[0]);
    site = await mountPhoneSite({ theme: getTheme(name), currency, money });
    // A phone shows the long balance short; its name and title keep it whole.
    const chip = document.querySelector<HTMLElement>('header a[aria-label^="Balance "]');
    expect.soft(chip?.innerText.trim()).toBe(shortBalance);
    expect.soft(chip?.title).toBe(fullBalance);
    expect.soft(chip?.getAttribute('aria-label')).toContain(fullBalance);
    const overflows: string[] = [];
    const covered: string[] = [];
    const tabs: string[] = [];
    for (const { path, tab } of SCREENS) {
      await site.open(path);
      const marked = markedTabs();
      if (marked.join() !== (tab ?? '')) tabs.push(`${path}: [${marked.join()}] marked`);
      for (const width of WIDTHS) {
        await phone(width);
        const wide = document.documentElement.scrollWidth;
        if (wide > window.innerWidth)
          overflows.push(`${path} at ${width}: ${wide} px wide (${pastTheEdge().join(', ')})`);
        for (const action of await coveredAfterStepping())
          covered.push(`${path} at ${width}: ${action}`);
      }
    }
    expect.soft(overflows, 'pages wider than the phone').toEqual([]);
    expect.soft(covered, 'actions under the floating button').toEqual([]);
    expect.soft(tabs, 'tabs marked').toEqual([]);
  });
});
