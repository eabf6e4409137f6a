/**
 * The jsdom set-up every screen suite shares (`setupFiles: ['@lobby/test-kit/setup']`):
 * jest-dom matchers, a clean document after each test, `matchMedia` (which jsdom lacks and
 * the site and design system ask about width and motion), and how long `findBy…`/`waitFor` may
 * wait.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Screens wait for the real API, and the site for lazy route chunks, while every suite of
// `pnpm test` shares two cores with coverage on: seconds, at worst. This bounds a wait; it is
// not a timing assertion (a passing query returns as soon as it matches).
configure({ asyncUtilTimeout: 15_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
