/**
 * The set-up of every jsdom suite (`setupFiles: ['@lobby/vitest-config/jsdom-setup']`): the
 * jest-dom matchers, a clean document after each test, and `matchMedia`, which jsdom lacks and
 * components ask about reduced motion and viewport width (answered "no": mobile first, motion
 * on). A file of such a suite that runs under Node instead (`@vitest-environment node`, the
 * site's server rendering) has no window to complete.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

const page = typeof window === 'undefined' ? undefined : window;

if (page && !page.matchMedia) {
  page.matchMedia = (query: string) =>
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

// jsdom has no layout, so scrolling means nothing there; its own `scrollTo` only reports "not
// implemented" (the site's scroll restoration calls it on every navigation).
if (page) page.scrollTo = (() => {}) as typeof window.scrollTo;
