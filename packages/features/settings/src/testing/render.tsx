/** Renders a settings screen for a live harness's member at its route, with spied props. */
import type { Session } from '@lobby/api-client';
import { renderLive } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** The props every settings screen takes, with spies. */
export function screenProps(session: Session) {
  return { session, brandName: 'Lobby', onRequireSignIn: vi.fn(), onBack: vi.fn() };
}

/** Renders `screen(props)` at `at` (mounted at `at`), signed in as the harness's member. */
export function renderScreen(
  harness: LiveHarness,
  screen: (props: ReturnType<typeof screenProps>) => ReactElement,
  at: string,
) {
  const props = screenProps(harness.session);
  const result = renderLive(screen(props), { harness, at, path: at });
  return { ...result, props };
}
