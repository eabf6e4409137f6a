/**
 * Members for the settings tests, made on the running reference API as members make them (a
 * sign-up), and the codes the API sends: email through the SMTP sink's mailbox, SMS through
 * the ops outbox (no SMS gateway is wired).
 */
import { authApi } from '@lobby/api-client/auth';
import { memberApi } from '@lobby/api-client/member';
import { ops } from '@lobby/test-api/ops';
import { createLiveHarness, signUpMember, uniqueUsername } from '@lobby/test-kit/live';
import type { SignUpExtras } from '@lobby/test-kit/live';
import { inject } from 'vitest';
// The `mailboxUrl` the global setup provides (a type-only import: its declaration, no code).
import type {} from '@lobby/test-api/global-setup';

/** A new member of the default brand, signed in on a fresh harness, with its profile loaded. */
export async function member(extras: SignUpExtras = {}) {
  const harness = createLiveHarness({ brand: 'default' });
  const { username, password } = await signUpMember(harness, uniqueUsername(), extras);
  const profile = await harness.store
    .dispatch(memberApi.endpoints.profile.initiate({}, { forceRefetch: true }))
    .unwrap();
  return { harness, username, password, profile };
}

/** An email address no other test uses. */
export function uniqueEmail(): string {
  return `${uniqueUsername('s')}@mail.test`;
}

/** A national mobile number (nine digits, no leading zero) no other test uses. */
export function uniqueMobile(): string {
  const tail = `${process.pid % 1000}${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;
  return `1${tail.padStart(8, '0').slice(-8)}`;
}

/** The six-digit code in a message the API sent ("code is 123456"). */
function codeIn(text: string): string | undefined {
  return /code is (\d{6})\b/.exec(text)?.[1];
}

/** Waits (up to 10 s: delivery is asynchronous) for the newest code read by `read`. */
async function waitForCode(read: () => Promise<string[]>, what: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const codes = await read();
    const last = codes.at(-1);
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code was sent to ${what}`);
}

/** The code mailed to an address. */
export function mailedCode(address: string): Promise<string> {
  return waitForCode(async () => {
    const response = await fetch(`${inject('mailboxUrl')}/?to=${encodeURIComponent(address)}`);
    const bodies = (await response.json()) as string[];
    return bodies.flatMap((body) => codeIn(body) ?? []);
  }, address);
}

/** The code texted to a phone (`+<area><number>`) of the default brand. */
export function textedCode(phone: string): Promise<string> {
  return waitForCode(async () => {
    const rows = (await ops('outbox', { brand: 'default', to: phone, limit: 10 })) as {
      channel: string;
      body: string;
    }[];
    // The outbox lists the newest first.
    return rows
      .filter((row) => row.channel === 'sms')
      .reverse()
      .flatMap((row) => codeIn(row.body) ?? []);
  }, phone);
}

/** Whether the server takes `password` for `username` (a sign-in on a fresh harness). */
export async function canSignIn(username: string, password: string): Promise<boolean> {
  const harness = createLiveHarness({ brand: 'default' });
  try {
    await harness.store
      .dispatch(
        authApi.endpoints.login.initiate({ username, password, $options: { handleErrors: true } }),
      )
      .unwrap();
    return harness.session.isSignedIn();
  } catch {
    return false;
  }
}
