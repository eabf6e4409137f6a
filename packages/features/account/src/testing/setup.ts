import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Screens wait for the real API (on two shared cores, with coverage on): `findBy…` and
// `waitFor` give it longer than the one-second default before calling a query failed.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; the site and the design system ask it about width and motion.
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
