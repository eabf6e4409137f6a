/**
 * Members and messages for the support tests, made on the running reference API the way they
 * are made for real: a sign-up through the SDK, and messages an operator sends (`message:send`,
 * to one member or, without a username, to everyone as a system notice).
 */
import { messagesApi } from '@lobby/api-client/messages';
import { ops } from '@lobby/test-api/ops';
import { createLiveHarness, signUpMember } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';

/** A new member of the default brand, signed in on a fresh harness (an empty inbox). */
export async function newMember() {
  const harness = createLiveHarness({ brand: 'default' });
  const { username } = await signUpMember(harness);
  return { harness, username };
}

let sent = 0;
/** A title no other test uses, so a test finds its own message among everyone's notices. */
export function uniqueTitle(label: string): string {
  sent += 1;
  return `${label} ${Date.now().toString(36)}${sent}`;
}

/** An operator's message to one member (their inbox). */
export async function sendToMember(username: string, title: string, content = `${title}: body`) {
  await ops('message:send', { brand: 'default', username, title, content });
}

/** An operator's system notice to every member of the default brand. */
export async function sendToEveryone(title: string, content = `${title}: body`) {
  await ops('message:send', { brand: 'default', title, content });
}

/** The member's unread counts as the server holds them (a fresh read). */
export async function unreadOf(harness: LiveHarness) {
  return harness.store
    .dispatch(messagesApi.endpoints.unreadCount.initiate(undefined, { forceRefetch: true }))
    .unwrap();
}
