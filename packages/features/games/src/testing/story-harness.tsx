/** Mounts a game screen in a story on canned answers, as a member or a guest. */
import type { Session } from '@lobby/api-client';
import { StoryProviders, createHarness } from '@lobby/test-kit';
import type { Canned } from '@lobby/test-kit';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { STORY_MEMBER, gameAnswers } from './story-data.ts';

/** A story's store, signed in unless `signedIn` is false, at `at`. */
export function GameStory({
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
    const h = createHarness({ ...gameAnswers(), ...answers });
    if (signedIn) h.session.signIn('story-token', Date.now(), STORY_MEMBER);
    return h;
  });
  return (
    <StoryProviders harness={harness} at={at}>
      {render(harness.session)}
    </StoryProviders>
  );
}

/** The props every game screen takes, for a story. */
export const storyProps = (session: Session) => ({
  session,
  brandName: 'NexBet',
  onRequireSignIn: () => {},
});
