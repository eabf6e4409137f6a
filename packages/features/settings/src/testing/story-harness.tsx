/** Mounts a settings screen in a story on canned answers, as a member or a guest. */
import type { Session } from '@lobby/api-client';
import { StoryProviders, createHarness } from '@lobby/test-kit';
import type { Canned } from '@lobby/test-kit';
import { expect, waitFor } from 'storybook/test';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { SETTINGS_ANSWERS, STORY_MEMBER } from './story-data.ts';

/** A story's store, signed in unless `signedIn` is false, at `at`. */
export function SettingsStory({
  at,
  signedIn = true,
  answers = {},
  render,
}: {
  at: string;
  signedIn?: boolean;
  answers?: Readonly<Record<string, Canned>>;
  render: (session: Session) => ReactElement;
}) {
  const [harness] = useState(() => {
    const h = createHarness({ ...SETTINGS_ANSWERS, ...answers });
    if (signedIn) h.session.signIn('story-token', Date.now(), STORY_MEMBER);
    return h;
  });
  return (
    <StoryProviders harness={harness} at={at}>
      {render(harness.session)}
    </StoryProviders>
  );
}

/** The props every settings screen takes, for a story. */
export const storyProps = (session: Session) => ({
  session,
  brandName: 'NexBet',
  onRequireSignIn: () => {},
  onBack: () => {},
});

/** Waits until an element being found is visible: toasts fade in. */
export async function expectVisible(found: Promise<HTMLElement>): Promise<void> {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible());
}
