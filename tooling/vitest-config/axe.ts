/**
 * The accessibility bar every page in a real Chromium is held to: no serious or critical axe
 * violation of WCAG 2.1 A and AA. One rule shared by the end-to-end suite and the new-brand
 * smoke test, so both fail on the same things.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright';

/** The WCAG rule sets checked. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now and lists its serious and critical violations, each as
 * `rule (impact): first targets and their markup`; an accessible page gives `[]`.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
          .join(', ')}`,
    );
}
