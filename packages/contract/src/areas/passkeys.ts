/**
 * `@lobby/contract/passkeys`: WebAuthn passkeys (beyond the spec). A signed-in member adds,
 * lists, renames and removes passkeys; anyone signs in with one (a discoverable credential, no
 * username needed, or the passkeys of a username); a signed-in member proves one to step up.
 *
 * Each ceremony is two calls: `…/options` answers the WebAuthn options (hand them to
 * `navigator.credentials.create`/`get`, e.g. `@simplewebauthn/browser`), whose challenge the
 * server keeps for five minutes and accepts once; the second call sends the browser's answer.
 * The relying party is the brand's site: its id and the origins accepted come from the brand's
 * hosts and allowed origins, never from what a client names.
 *
 * Every call answers 403 PASSKEYS_DISABLED when the brand turned passkeys off. A refused
 * ceremony answers 400 PASSKEY_INVALID (a challenge used, expired or never issued; a signature,
 * origin or counter that does not check). Sign-in answers as the login does (the same session,
 * the same ACCOUNT_LOCKED, ACCOUNT_INACTIVE, BRAND_DISABLED and RG_EXCLUDED refusals), and its
 * failures count toward the login's captcha and lock-out as wrong passwords do.
 */
import { LoginResponse, UnixSeconds } from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { Ack, IdParams } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';
import { UsernameField } from '../core/fields.ts';

/** Base64url text as WebAuthn JSON carries binary values. */
const Base64Url = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+$' });

/**
 * WebAuthn options as the browser's `PublicKeyCredentialCreationOptionsJSON` or
 * `PublicKeyCredentialRequestOptionsJSON` (W3C WebAuthn level 3, JSON serialisation).
 */
export const PasskeyOptions = Type.Record(Type.String(), Type.Unknown(), {
  description:
    'WebAuthn options (PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON).',
});

/** The browser's client extension results (left as the browser reports them). */
const ClientExtensionResults = Type.Record(Type.String(), Type.Unknown());

/** How an authenticator is attached, as the browser reports it. */
const Attachment = Type.Optional(
  Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]),
);

/** What `navigator.credentials.create` answered, as `RegistrationResponseJSON`. */
export const RegistrationCredential = Type.Object(
  {
    id: Base64Url(1024),
    rawId: Base64Url(1024),
    type: Type.Literal('public-key'),
    response: Type.Object(
      {
        clientDataJSON: Base64Url(4096),
        attestationObject: Base64Url(16384),
        authenticatorData: Type.Optional(Base64Url(16384)),
        transports: Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: 8 })),
        publicKeyAlgorithm: Type.Optional(Type.Integer()),
        publicKey: Type.Optional(Base64Url(4096)),
      },
      { additionalProperties: false },
    ),
    clientExtensionResults: ClientExtensionResults,
    authenticatorAttachment: Attachment,
  },
  { additionalProperties: false },
);

/** What `navigator.credentials.create` answered. */
export type RegistrationCredential = Static<typeof RegistrationCredential>;

/** What `navigator.credentials.get` answered, as `AuthenticationResponseJSON`. */
export const AuthenticationCredential = Type.Object(
  {
    id: Base64Url(1024),
    rawId: Base64Url(1024),
    type: Type.Literal('public-key'),
    response: Type.Object(
      {
        clientDataJSON: Base64Url(4096),
        authenticatorData: Base64Url(16384),
        // Room for post-quantum signatures (ML-DSA-87: 4,627 bytes).
        signature: Base64Url(8192),
        userHandle: Type.Optional(Base64Url(128)),
      },
      { additionalProperties: false },
    ),
    clientExtensionResults: ClientExtensionResults,
    authenticatorAttachment: Attachment,
  },
  { additionalProperties: false },
);

/** What `navigator.credentials.get` answered. */
export type AuthenticationCredential = Static<typeof AuthenticationCredential>;

/** The name a member gives a passkey (1 to 40 characters). */
export const PasskeyName = Type.String({ minLength: 1, maxLength: 40 });

/** A member's passkey as the settings screen lists it. */
export const Passkey = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    name: Type.String(),
    created_at: UnixSeconds,
    last_used_at: Type.Union([UnixSeconds, Type.Null()]),
    /** Whether the passkey is synced between devices (`multiDevice`) or bound to one. */
    device_type: Type.Union([Type.Literal('singleDevice'), Type.Literal('multiDevice')]),
    backed_up: Type.Boolean(),
  },
  { additionalProperties: false },
);
/** A member's passkey. */
export type Passkey = Static<typeof Passkey>;

const OptionsAnswer = Type.Object({ options: PasskeyOptions }, { additionalProperties: false });

/** POST /member/passkeys/registration/options: options for adding a passkey. */
export const registrationOptions = defineEndpoint({
  id: 'passkeys.passkeyRegistrationOptions',
  method: 'POST',
  path: '/member/passkeys/registration/options',
  auth: true,
  summary: 'Options for adding a passkey',
  description:
    'A member who already has a passkey must have stepped up within the brand’s window (403 STEP_UP_REQUIRED otherwise). Passkeys the member has are excluded.',
  response: OptionsAnswer,
});

/** POST /member/passkeys: adds the passkey the browser made. */
export const addPasskey = defineEndpoint({
  id: 'passkeys.addPasskey',
  method: 'POST',
  path: '/member/passkeys',
  auth: true,
  summary: 'Add a passkey',
  description:
    'Verifies the new credential against the challenge of registration/options (used up either way). 400 PASSKEY_INVALID when it does not check, 409 PASSKEY_EXISTS for a credential already registered.',
  body: Type.Object(
    { name: PasskeyName, credential: RegistrationCredential },
    { additionalProperties: false },
  ),
  response: Passkey,
});

/** GET /member/passkeys: the member's passkeys, newest first. */
export const listPasskeys = defineEndpoint({
  id: 'passkeys.list',
  method: 'GET',
  path: '/member/passkeys',
  auth: true,
  summary: 'The member’s passkeys',
  response: Type.Object({ list: Type.Array(Passkey) }, { additionalProperties: false }),
  idempotent: true,
});

/** POST /member/passkeys/:id/rename: renames one of the member's passkeys. */
export const renamePasskey = defineEndpoint({
  id: 'passkeys.renamePasskey',
  method: 'POST',
  path: '/member/passkeys/:id/rename',
  auth: true,
  summary: 'Rename a passkey',
  description: '404 NOT_FOUND when the member has no passkey with this id.',
  params: IdParams,
  body: Type.Object({ name: PasskeyName }, { additionalProperties: false }),
  response: Passkey,
});

/** DELETE /member/passkeys/:id: removes one of the member's passkeys. */
export const removePasskey = defineEndpoint({
  id: 'passkeys.removePasskey',
  method: 'DELETE',
  path: '/member/passkeys/:id',
  auth: true,
  summary: 'Remove a passkey',
  description: '404 NOT_FOUND when the member has no passkey with this id.',
  params: IdParams,
  response: Ack,
});

/** POST /member/passkeys/sign_in/options: options for signing in with a passkey. */
export const signInOptions = defineEndpoint({
  id: 'passkeys.passkeySignInOptions',
  method: 'POST',
  path: '/member/passkeys/sign_in/options',
  auth: false,
  summary: 'Options for signing in with a passkey',
  description:
    'Without a username the options allow any passkey of the site (discoverable credentials, also for autofill); with one, that member’s passkeys (an unknown name answers options too, so names are not revealed).',
  body: Type.Object({ username: Type.Optional(UsernameField) }, { additionalProperties: false }),
  response: OptionsAnswer,
  rateLimit: 'login',
});

/** POST /member/passkeys/sign_in: signs in with a passkey. */
export const signIn = defineEndpoint({
  id: 'passkeys.passkeySignIn',
  method: 'POST',
  path: '/member/passkeys/sign_in',
  auth: false,
  summary: 'Sign in with a passkey',
  description:
    'Answers as POST /member/auth/login does, with a session. 400 PASSKEY_INVALID for an assertion that does not check (counted as a failed login).',
  body: Type.Object({ credential: AuthenticationCredential }, { additionalProperties: false }),
  response: LoginResponse,
  rateLimit: 'login',
});

/** POST /member/passkeys/step_up/options: options for proving a passkey while signed in. */
export const stepUpOptions = defineEndpoint({
  id: 'passkeys.passkeyStepUpOptions',
  method: 'POST',
  path: '/member/passkeys/step_up/options',
  auth: true,
  summary: 'Options for stepping up with a passkey',
  response: OptionsAnswer,
});

/** POST /member/passkeys/step_up: proves one of the member's passkeys; marks the login stepped up. */
export const stepUp = defineEndpoint({
  id: 'passkeys.passkeyStepUp',
  method: 'POST',
  path: '/member/passkeys/step_up',
  auth: true,
  summary: 'Step up with a passkey',
  description:
    'Money-leaving changes then go through for the brand’s step-up window (every token of this login).',
  body: Type.Object({ credential: AuthenticationCredential }, { additionalProperties: false }),
  response: Type.Object(
    { ok: Type.Literal(true), stepped_up_at: UnixSeconds },
    { additionalProperties: false },
  ),
});

/** Every endpoint of the area. */
export const passkeysEndpoints = [
  registrationOptions,
  addPasskey,
  listPasskeys,
  renamePasskey,
  removePasskey,
  signInOptions,
  signIn,
  stepUpOptions,
  stepUp,
] as const;
