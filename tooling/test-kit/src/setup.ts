/**
 * The jsdom set-up of every screen suite (`setupFiles: ['@lobby/test-kit/setup']`): the common
 * jsdom set-up, and how long `findBy…`/`waitFor` may wait.
 */
import '@lobby/vitest-config/jsdom-setup';
import { configure } from '@testing-library/react';

// Screens wait for the real API, and the site for lazy route chunks, while every suite of
// `pnpm test` shares two cores with coverage on: seconds, at worst. This bounds a wait; it is
// not a timing assertion (a passing query returns as soon as it matches).
configure({ asyncUtilTimeout: 15_000 });
