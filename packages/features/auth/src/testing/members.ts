/**
 * Helpers for this package's tests against the running reference API: members made the way a
 * member or an operator makes them, and the codes the API sends (email through the SMTP sink's
 * mailbox, SMS through the ops outbox, since no SMS gateway is wired).
 */
import { authApi } from '@lobby/api-client/auth';
import { referralApi } from '@lobby/api-client/referral';
import { createLiveHarness, PASSWORD, signUpMember, uniqueUsername } from '@lobby/test-kit/live';
import type { LiveHarness, SeededBrand, SignUpExtras } from '@lobby/test-kit/live';
import { ops } from '@lobby/test-api/ops';
import { inject } from 'vitest';
// The `mailboxUrl` the global setup provides (a type-only import: its declaration, no code).
import type {} from '@lobby/test-api/global-setup';

/** How long a code may take to arrive (delivery is asynchronous). */
const DELIVERY_WAIT_MS = 10_000;

let sequence = 0;

/** An email address no other test uses. */
export function uniqueEmail(): string {
  return `${uniqueUsername('m')}@mail.test`;
}

/**
 * A national mobile number no other test uses: nine digits, so it fits every seeded brand's
 * bounds whatever its area code (8–13 digits with the code). Files run in parallel, so the
 * process id and a random part keep two workers apart.
 */
export function uniqueMobile(): string {
  sequence += 1;
  const tail = `${process.pid % 1000}${sequence}${Math.floor(Math.random() * 1e6)}`;
  return `1${tail.padStart(8, '0').slice(-8)}`;
}

/**
 * Registers a member of `brand` through the SDK on a harness of its own (so the screen under
 * test stays a guest), and answers the username and password.
 */
export function registerMember(
  brand: SeededBrand = 'default',
  extras: SignUpExtras = {},
): Promise<{ username: string; password: string }> {
  return signUpMember(createLiveHarness({ brand }), uniqueUsername(), extras);
}

/** Creates a member the way an operator does (`member:create`); answers its invite code too. */
export async function createMember(
  brand: SeededBrand,
  options: { mustChangePassword?: boolean } = {},
): Promise<{ username: string; password: string; inviteCode: string }> {
  const username = uniqueUsername();
  const made = (await ops('member:create', {
    brand,
    username,
    password: PASSWORD,
    ...(options.mustChangePassword ? { 'must-change-password': true } : {}),
  })) as { inviteCode: string };
  return { username, password: PASSWORD, inviteCode: made.inviteCode };
}

/** Signs in on a fresh harness; answers whether the server took the password. */
export async function canSignIn(
  brand: SeededBrand,
  username: string,
  password: string,
): Promise<boolean> {
  const harness = createLiveHarness({ brand });
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

/** How many friends signed up with a member's code, as the member's own referral list says. */
export async function invitedFriends(
  username: string,
  password = PASSWORD,
  brand: SeededBrand = 'default',
): Promise<number> {
  const harness = createLiveHarness({ brand });
  await harness.store.dispatch(authApi.endpoints.login.initiate({ username, password })).unwrap();
  const request = harness.store.dispatch(referralApi.endpoints.referralList.initiate({}));
  const answer = await request.unwrap();
  request.unsubscribe();
  return answer.total;
}

/** The six-digit code in a message the API sent (its text says "code is 123456"). */
function codeIn(text: string): string | undefined {
  return /code is (\d{6})\b/.exec(text)?.[1];
}

async function poll(read: () => Promise<string[]>, what: string, seen: number): Promise<string> {
  const deadline = Date.now() + DELIVERY_WAIT_MS;
  while (Date.now() < deadline) {
    const codes = await read();
    if (codes.length > seen) return codes[codes.length - 1] as string;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No code was sent to ${what}`);
}

/** The codes mailed to an address so far, oldest first. */
export async function mailedCodes(address: string): Promise<string[]> {
  const response = await fetch(`${inject('mailboxUrl')}/?to=${encodeURIComponent(address)}`);
  const bodies = (await response.json()) as string[];
  return bodies.flatMap((body) => codeIn(body) ?? []);
}

/** Waits for the next code mailed to an address (after `seen` earlier ones). */
export function nextMailedCode(address: string, seen = 0): Promise<string> {
  return poll(() => mailedCodes(address), address, seen);
}

/** The codes texted to a phone (`+<area><number>`) of a brand so far, oldest first. */
export async function textedCodes(brand: SeededBrand, phone: string): Promise<string[]> {
  const rows = (await ops('outbox', { brand, to: phone, limit: 50 })) as {
    channel: string;
    body: string;
  }[];
  // The outbox lists the newest first.
  return rows
    .filter((row) => row.channel === 'sms')
    .reverse()
    .flatMap((row) => codeIn(row.body) ?? []);
}

/** Waits for the next code texted to a phone (after `seen` earlier ones). */
export function nextTextedCode(brand: SeededBrand, phone: string, seen = 0): Promise<string> {
  return poll(() => textedCodes(brand, phone), phone, seen);
}

/**
 * A well-formed invite code (six digits) that no member of the brand has, as the server says:
 * codes are drawn at random, so one is tried until the server does not know it.
 */
export async function unknownInviteCode(harness: LiveHarness): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = String(Math.floor(100_000 + Math.random() * 900_000));
    const request = harness.store.dispatch(
      authApi.endpoints.invite.initiate({ code, $options: { handleErrors: true } }),
    );
    const answer = await request;
    request.unsubscribe();
    if ((answer.error as { code?: string } | undefined)?.code === 'INVITE_CODE_INVALID')
      return code;
  }
  throw new Error('Every invite code tried belongs to a member');
}
