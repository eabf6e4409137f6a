/**
 * What the programmes stories mount with: the shared {@link MemberStory} (a store on canned
 * answers over the test kit's base ones, signed in unless told otherwise), the props the site
 * gives, and the play helpers.
 */
export { MemberStory, storyProps } from '@lobby/test-kit';
export { expectVisible } from '@lobby/test-kit/story-expect';
