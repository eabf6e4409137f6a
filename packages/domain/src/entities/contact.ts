import { Type, type Static } from 'typebox';
import { CONTACT_KINDS, SOCIAL_KINDS } from './helpers.ts';

/** One direct contact channel: kind and value (address, number or handle). */
export const ContactChannel = Type.Object({
  kind: Type.Enum([...CONTACT_KINDS]),
  value: Type.String({ minLength: 1 }),
});
/** One direct contact channel. */
export type ContactChannel = Static<typeof ContactChannel>;

/** One social link: kind and url. */
export const SocialLink = Type.Object({
  kind: Type.Enum([...SOCIAL_KINDS]),
  url: Type.String({ minLength: 1 }),
});
/** One social link. */
export type SocialLink = Static<typeof SocialLink>;

/** The live-chat widget: a page url and/or an embeddable script. */
export const LiveChat = Type.Object({
  url: Type.String(),
  script: Type.String(),
});
/** The live-chat widget. */
export type LiveChat = Static<typeof LiveChat>;

/**
 * Contact settings (`GET /contact_list`). `live_chat_url` may contain
 * {@link LIVE_CHAT_USERNAME_PLACEHOLDER}, replaced by the member's username so support sees
 * who is chatting (see {@link liveChatUrlFor}).
 */
export const ContactSettings = Type.Object({
  live_chat_url: Type.String(),
  live_chat: LiveChat,
  channels: Type.Array(ContactChannel),
  social: Type.Array(SocialLink),
});
/** Contact settings. */
export type ContactSettings = Static<typeof ContactSettings>;
