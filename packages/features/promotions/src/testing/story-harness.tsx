/**
 * Mounts a promotions screen in a story on this feature's canned answers, as a member or a
 * guest: the shared {@link MemberStory} with the feature's answers underneath the story's own.
 */
import { MemberStory } from '@lobby/test-kit';
import type { MemberStoryProps } from '@lobby/test-kit';
import { promotionAnswers } from './story-data.ts';

export { storyProps } from '@lobby/test-kit';
export { expectVisible } from '@lobby/test-kit/story-expect';

/** A story's store over the feature's answers (the story's `answers` win), at `at`. */
export function PromotionsStory({ answers = {}, ...story }: MemberStoryProps) {
  return <MemberStory {...story} answers={{ ...promotionAnswers(), ...answers }} />;
}
