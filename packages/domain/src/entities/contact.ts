import { Type, type Static } from 'typebox';

/** Direct contact kinds (spec §3). */
export const CONTACT_KINDS = [
  'email',
  'phone',
  'whatsapp',
  'wechat',
  'telegram',
  'skype',
  'line',
] as const;
/** A direct contact kind. */
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** Social link kinds (spec §3). */
export const SOCIAL_KINDS = ['facebook', 'instagram', 'twitter', 'youtube'] as const;
/** A social link kind. */
export type SocialKind = (typeof SOCIAL_KINDS)[number];

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

/** The token in `live_chat_url` that stands for the member's username. */
export const LIVE_CHAT_USERNAME_PLACEHOLDER = '{username}';

/**
 * The live-chat url to open for a member: `live_chat_url` (or, when empty, `live_chat.url`)
 * with every {@link LIVE_CHAT_USERNAME_PLACEHOLDER} replaced by the URL-encoded username
 * (empty for guests). Answers `undefined` when no url is configured or the url is not
 * http(s), so a misconfigured `javascript:` url can never be opened.
 */
export function liveChatUrlFor(
  contact: Pick<ContactSettings, 'live_chat_url'> & { live_chat?: Partial<LiveChat> },
  username?: string | null,
): string | undefined {
  const primary = typeof contact?.live_chat_url === 'string' ? contact.live_chat_url.trim() : '';
  const fallback = typeof contact?.live_chat?.url === 'string' ? contact.live_chat.url.trim() : '';
  const template = primary || fallback;
  if (!/^https?:\/\//i.test(template)) return undefined;
  const name = typeof username === 'string' ? encodeURIComponent(username.trim()) : '';
  return template.split(LIVE_CHAT_USERNAME_PLACEHOLDER).join(name);
}
