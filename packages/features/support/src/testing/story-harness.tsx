/** Mounts a support screen in a story on canned answers, as a member or a guest. */
import type { Session } from '@lobby/api-client';
import { StoryProviders, createHarness } from '@lobby/test-kit';
import type { Canned } from '@lobby/test-kit';
import { expect, waitFor } from 'storybook/test';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { HELP_ANSWERS, STORY_MEMBER, messageAnswers } from './story-data.ts';

/** A story's store, signed in unless `signedIn` is false, at `at`. */
export function SupportStory({
  at,
  signedIn = true,
  answers = {},
  render,
}: {
  at: string;
  signedIn?: boolean;
  /** Answers over the default ones (fresh messages with their own read state, the help pages). */
  answers?: Readonly<Record<string, Canned>>;
  render: (session: Session) => ReactElement;
}) {
  const [harness] = useState(() => {
    const h = createHarness({ ...messageAnswers(), ...HELP_ANSWERS, ...answers });
    if (signedIn) h.session.signIn('story-token', Date.now(), STORY_MEMBER);
    return h;
  });
  return (
    <StoryProviders harness={harness} at={at}>
      {render(harness.session)}
    </StoryProviders>
  );
}

/** The props every support screen takes, for a story. */
export const storyProps = (session: Session) => ({
  session,
  brandName: 'NexBet',
  onRequireSignIn: () => {},
  onBack: () => {},
});

/** Waits until an element being found is visible: toasts and dialogs fade in. */
export async function expectVisible(found: Promise<HTMLElement>): Promise<void> {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible());
}
