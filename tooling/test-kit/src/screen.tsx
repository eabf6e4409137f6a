/**
 * Renders a feature screen for a live harness's member (or a guest) at its route, with the
 * props every member screen takes (session, brand name, spied sign-in and back callbacks).
 */
import type { Session } from '@lobby/api-client';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderLive } from './live.tsx';
import type { LiveHarness, SeededBrand } from './live.tsx';

/** The props every feature screen takes, with spies. */
export function screenProps(session: Session) {
  return { session, brandName: 'Lobby', onRequireSignIn: vi.fn(), onBack: vi.fn() };
}

/** What {@link screenProps} returns: the props a screen under test is given. */
export type ScreenProps = ReturnType<typeof screenProps>;

/** The route an address is mounted at: the address without its query. */
function routeOf(at: string): string {
  return at.split('?')[0] ?? at;
}

/** Renders `screen(props)` at `at` (mounted at `path`), signed in as the harness's member. */
export function renderScreen(
  harness: LiveHarness,
  screen: (props: ScreenProps) => ReactElement,
  at: string,
  path = routeOf(at),
) {
  const props = screenProps(harness.session);
  const result = renderLive(screen(props), { harness, at, path });
  return { ...result, props };
}

/** Renders `screen(props)` for a guest of `brand` at `at`. */
export function renderGuest(
  screen: (props: ScreenProps) => ReactElement,
  at: string,
  brand: SeededBrand = 'default',
) {
  let props: ScreenProps | undefined;
  const result = renderLive(
    (session) => {
      props = screenProps(session);
      return screen(props);
    },
    { brand, at, path: routeOf(at) },
  );
  return { ...result, props: props! };
}
