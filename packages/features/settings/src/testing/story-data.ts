/**
 * Canned answers for the settings stories (no server in Storybook): a member with a verified
 * email, an unverified mobile and no withdrawal password yet, the encryption key the password
 * calls need (made in the browser once), and edits that answer as the API does — the code
 * `123456` is right, any other is refused on its field like the server refuses it.
 */
import { ENCRYPTION_ALGORITHM } from '@lobby/contract/core';
import { STORY_MEMBER } from '@lobby/test-kit';
import type { Canned } from '@lobby/test-kit';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The code the story server accepts. */
export const STORY_CODE = '123456';

/** The login password the story server accepts as the current one. */
export const STORY_PASSWORD = 'Quill-Harbor-58';

/** The story member's profile. */
export const STORY_PROFILE = {
  ...STORY_MEMBER,
  status: 1,
  currency: 'MYR',
  email: 'mei.tan@example.com',
  email_verified: true,
  mobile_area: '+60',
  mobile: '123456789',
  mobile_verified: false,
  has_withdraw_password: false,
  invite_code: 'MEI888',
  registered_at: 1_700_000_000,
  last_login_at: 1_700_000_000,
};

let keyAnswer: Promise<Response> | undefined;

/** A real RSA-OAEP public key, made once per page, so the SDK encrypts as against the API. */
function encryptionKey(): Promise<Response> {
  keyAnswer ??= (async () => {
    const pair = await crypto.subtle.generateKey(
      {
        name: 'RSA-OAEP',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['encrypt', 'decrypt'],
    );
    const der = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
    const base64 = btoa(String.fromCharCode(...der));
    return json({
      key_id: 'story',
      algorithm: ENCRYPTION_ALGORITHM,
      public_key: `-----BEGIN PUBLIC KEY-----\n${base64}\n-----END PUBLIC KEY-----`,
    });
  })();
  return keyAnswer.then((answer) => answer.clone());
}

const ok = () => json({ ok: true });
const refused = (field: string, message: string, code = 'CODE_INVALID') =>
  json({ code, message, field }, 400);

/** A body's fields (encrypted ones arrive as `<key_id>:<ciphertext>` and are not read). */
const bodyOf = (init?: RequestInit) =>
  JSON.parse(String(init?.body ?? '{}')) as Record<string, string | undefined>;

/** What the settings screens read and send, answering as the API does. */
export const SETTINGS_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/userprofile': STORY_PROFILE,
  '/key': () => encryptionKey(),
  '/member/edit_name': ok,
  '/member/send_profile_email': ok,
  '/member/send_profile_sms': ok,
  '/member/edit_email': (_url: URL, init?: RequestInit) =>
    bodyOf(init).code === STORY_CODE ? ok() : refused('code', 'The code is wrong or has expired'),
  '/member/edit_mobile': (_url: URL, init?: RequestInit) =>
    bodyOf(init).code === STORY_CODE ? ok() : refused('code', 'The code is wrong or has expired'),
  '/member/change_password': ok,
  '/member/withdraw_password': ok,
};

/** A member with every setting done (withdrawal password set, mobile verified). */
export const COMPLETE_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/userprofile': { ...STORY_PROFILE, mobile_verified: true, has_withdraw_password: true },
};

/** The current password refused, as the API refuses a wrong one. */
export const WRONG_PASSWORD_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/change_password': () =>
    refused('old_password', 'The password is incorrect', 'WRONG_PASSWORD'),
};

/** A profile the server cannot give. */
export const FAILING_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/userprofile': () =>
    json({ code: 'INTERNAL', message: 'Load Failed, Please Try Again' }, 500),
};

/** A profile that never arrives (the skeleton stays). */
export const LOADING_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/userprofile': () => new Promise<Response>(() => {}),
};
