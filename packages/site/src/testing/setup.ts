import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// The whole site mounts here, lazy route chunks included; with every suite of `pnpm test`
// sharing two cores, a chunk can take seconds to load. This is how long a `findBy`/`waitFor`
// may wait, not a timing assertion.
configure({ asyncUtilTimeout: 15_000 });

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
