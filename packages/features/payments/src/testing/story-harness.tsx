/** Mounts a payments screen in a story on canned answers, as a member or a guest. */
import type { Session } from '@lobby/api-client';
import { StoryProviders, createHarness } from '@lobby/test-kit';
import type { Canned } from '@lobby/test-kit';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { paymentAnswers } from './story-data.ts';

/** The member the stories sign in. */
export const STORY_MEMBER = {
  username: 'luckymei88',
  real_name: 'Mei Tan',
  money: 1_250_075,
  avatar: '',
  type: 1,
  subtype: 1,
  auto_transfer: false,
  football_permission: 0,
  red_packet: [],
};

/** A story's store, signed in unless `signedIn` is false, at `at`. */
export function PaymentsStory({
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
    const h = createHarness(paymentAnswers(answers));
    if (signedIn) h.session.signIn('story-token', Date.now(), STORY_MEMBER);
    return h;
  });
  return (
    <StoryProviders harness={harness} at={at}>
      {render(harness.session)}
    </StoryProviders>
  );
}

/** The props every payments screen takes, for a story. */
export const storyProps = (session: Session) => ({
  session,
  brandName: 'NexBet',
  onRequireSignIn: () => {},
});
