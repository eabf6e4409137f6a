/** Renders a promotions screen for a live harness's member at its route, with spied props. */
import type { Session } from '@lobby/api-client';
import { renderLive } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** The props every promotions screen takes, with spies. */
export function screenProps(session: Session) {
  return { session, brandName: 'Lobby', onRequireSignIn: vi.fn(), onBack: vi.fn() };
}

/** Renders `screen(props)` at `at` (mounted at `path`), as the harness's member or guest. */
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
