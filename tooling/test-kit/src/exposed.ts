/**
 * What a screen exposes to assistive technology, for tests that hold one layout variant to
 * another's roles, names and text (a restyled layout must say the same things).
 */
import { within } from '@testing-library/react';
import type { ByRoleMatcher } from '@testing-library/react';

/**
 * Every role of `roles` with its accessible name on screen, and every piece of text, as sorted
 * unique lines: the accessible name comes from Testing Library's own computation (the `name`
 * matcher is handed it), so two layouts compare exactly as a screen reader tells them apart.
 */
export function exposed(container: HTMLElement, roles: readonly ByRoleMatcher[]): string[] {
  const found = new Set<string>();
  for (const role of roles) {
    within(container).queryAllByRole(role, {
      name: (name) => {
        found.add(`${String(role)}: ${name}`);
        return true;
      },
    });
  }
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) found.add(`text: ${text}`);
  }
  return [...found].sort();
}
