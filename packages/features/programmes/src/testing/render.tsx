/** Renders a programmes screen for a live harness's member at its route, with spied props. */
import type { Session } from '@lobby/api-client';
import { renderLive } from '@lobby/test-kit/live';
import type { LiveHarness, SeededBrand } from '@lobby/test-kit/live';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** The props every programmes screen takes, with spies. */
export function screenProps(session: Session) {
  return { session, brandName: 'Lobby', onRequireSignIn: vi.fn(), onBack: vi.fn() };
}

/** Renders `screen(props)` at `at` (mounted at `path`), signed in as the harness's member. */
export function renderScreen(
  harness: LiveHarness,
  screen: (props: ReturnType<typeof screenProps>) => ReactElement,
  at: string,
  path = at.split('?')[0] ?? at,
) {
  const props = screenProps(harness.session);
  const result = renderLive(screen(props), { harness, at, path });
  return { ...result, props };
}

/** Renders `screen(props)` for a guest of `brand` at `at`. */
export function renderGuest(
  screen: (props: ReturnType<typeof screenProps>) => ReactElement,
  at: string,
  brand: SeededBrand = 'default',
) {
  let props: ReturnType<typeof screenProps> | undefined;
  const result = renderLive(
    (session) => {
      props = screenProps(session);
      return screen(props);
    },
    { brand, at, path: at.split('?')[0] ?? at },
  );
  return { ...result, props: props! };
}
