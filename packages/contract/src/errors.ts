/**
 * The error half of the contract: every code the member API can answer with and the HTTP status
 * each one travels with (the body's schema is `error-body.ts`). Clients branch on `code`, never
 * on `message` (which is already translated for the request's `locale`).
 */

/**
 * Every error code, SCREAMING_SNAKE. A const object rather than an enum so it erases cleanly and
 * the SDK can switch over the literal union.
 */
export const ErrorCode = {
  /** A field failed validation; `field` and `key` say which and why. */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** The request carried a field the endpoint does not know; `field` names it. */
  UNKNOWN_FIELD: 'UNKNOWN_FIELD',
  /** The body was not parseable JSON, or had the wrong content type. */
  BAD_REQUEST: 'BAD_REQUEST',
  /** An encrypted field could not be decrypted (unknown key id or bad ciphertext): refetch /key. */
  DECRYPT_FAILED: 'DECRYPT_FAILED',
  /** No bearer token on a call that needs one. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** The token passed its idle expiry. */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** The token was revoked (logout, lock, rotation past its grace). */
  SESSION_REVOKED: 'SESSION_REVOKED',
  /** The member is locked (too many failed logins or by an operator). */
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  /** The member is inactive. */
  ACCOUNT_INACTIVE: 'ACCOUNT_INACTIVE',
  /** Wrong username or password (deliberately not saying which). */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** A captcha must accompany this login; fetch one from /captcha. */
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  /** The captcha answer was wrong, expired or already used. */
  CAPTCHA_INVALID: 'CAPTCHA_INVALID',
  /** Registration with a username that exists in this brand. */
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  /** The current password given for a change is wrong. */
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  /** A verification code was wrong, expired or already used. */
  CODE_INVALID: 'CODE_INVALID',
  /** A password-reset token was wrong, expired or already used. */
  RESET_TOKEN_INVALID: 'RESET_TOKEN_INVALID',
  /** An invite code that resolves to no member. */
  INVITE_CODE_INVALID: 'INVITE_CODE_INVALID',
  /** A QR code that does not exist in this brand. */
  QR_CODE_INVALID: 'QR_CODE_INVALID',
  /** A QR code that was already used. */
  QR_CODE_USED: 'QR_CODE_USED',
  /** A QR code that an operator cancelled. */
  QR_CODE_CANCELLED: 'QR_CODE_CANCELLED',
  /** A QR code past its expiry. */
  QR_CODE_EXPIRED: 'QR_CODE_EXPIRED',
  /** Too many requests of this kind; `message` says when to retry. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** The site is under maintenance (maintenance type 1). */
  MAINTENANCE: 'MAINTENANCE',
  /**
   * The server is too busy checking passwords to take this one now (or this member already has
   * checks in flight); nothing was done, try again after `Retry-After` seconds. Unlike
   * `MAINTENANCE`, the page stays: the member's input is kept and the form can be sent again.
   */
  SERVER_BUSY: 'SERVER_BUSY',
  /** No such route or resource. */
  NOT_FOUND: 'NOT_FOUND',
  /** The method is not allowed on this route. */
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  /** The request body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** The body's content type is not JSON. */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** The origin is not on the brand's CORS allowlist. */
  ORIGIN_FORBIDDEN: 'ORIGIN_FORBIDDEN',
  /**
   * The `X-Lobby-Brand` header (the SDK's `brand` option) names no brand this server hosts; the
   * message names the brand asked for and `field` is the header.
   */
  UNKNOWN_BRAND: 'UNKNOWN_BRAND',
  /** A change that conflicts with current state (e.g. an email already used). */
  CONFLICT: 'CONFLICT',
  /** A feature switched off by the brand's configuration. */
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  /** The wallet the money comes from holds less than the amount. */
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  /** A money-moving call came without an `Idempotency-Key` header (or with a malformed one). */
  IDEMPOTENCY_KEY_REQUIRED: 'IDEMPOTENCY_KEY_REQUIRED',
  /** The `Idempotency-Key` was already used with a different request. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** A request with the same `Idempotency-Key` is still being processed; retry shortly. */
  IDEMPOTENCY_IN_FLIGHT: 'IDEMPOTENCY_IN_FLIGHT',
  /** A withdrawal needs a withdrawal password; set one first. */
  WITHDRAW_PASSWORD_NOT_SET: 'WITHDRAW_PASSWORD_NOT_SET',
  /**
   * Too many wrong withdrawal passwords: its use is locked for a while; `message` says how many
   * minutes are left (Retry-After has the seconds).
   */
  WITHDRAW_PASSWORD_LOCKED: 'WITHDRAW_PASSWORD_LOCKED',
  /** The withdrawal would pass the daily amount or count of the member's VIP group. */
  WITHDRAWAL_LIMIT: 'WITHDRAWAL_LIMIT',
  /** Active promotions still need turnover before withdrawing; `message` says how much. */
  TURNOVER_REQUIRED: 'TURNOVER_REQUIRED',
  /** The member already has the maximum number of bank cards. */
  BANK_CARD_LIMIT: 'BANK_CARD_LIMIT',
  /** The game or its channel is closed or under maintenance. */
  GAME_UNAVAILABLE: 'GAME_UNAVAILABLE',
  /**
   * An operator disabled the brand: no sign-in, sign-up or play. Signed-in members still see
   * their balances and may withdraw.
   */
  BRAND_DISABLED: 'BRAND_DISABLED',
  /**
   * The brand does not serve the visitor's country (its blocked regions, as the deployment's
   * edge tells the visitor's country): every call but the few the blocked-region page needs
   * (those marked `whenRegionBlocked`) answers it; sites show `/area_forbidden`.
   */
  REGION_BLOCKED: 'REGION_BLOCKED',
  /** The game provider refused or failed; any money moved was returned. */
  PROVIDER_UNAVAILABLE: 'PROVIDER_UNAVAILABLE',
  /** A server-to-server call (gateway callback, provider wallet API) was unsigned, tampered or stale. */
  SIGNATURE_INVALID: 'SIGNATURE_INVALID',
  /** A gateway callback event that was already received. */
  CALLBACK_REPLAYED: 'CALLBACK_REPLAYED',
  /** The promotion was already claimed in this period. */
  ALREADY_CLAIMED: 'ALREADY_CLAIMED',
  /** The member does not meet the promotion's conditions; `message` says which. */
  PROMOTION_NOT_ELIGIBLE: 'PROMOTION_NOT_ELIGIBLE',
  /** The promotion has not started, has ended or is switched off. */
  PROMOTION_NOT_RUNNING: 'PROMOTION_NOT_RUNNING',
  /** The coupon code does not match the promotion. */
  COUPON_INVALID: 'COUPON_INVALID',
  /** No bonus is due. */
  NOTHING_TO_CLAIM: 'NOTHING_TO_CLAIM',
  /**
   * The call would break a limit the member set (responsible gambling); `field` names the limit
   * kind and `until` (Unix seconds) when it resets.
   */
  RG_LIMIT_REACHED: 'RG_LIMIT_REACHED',
  /** A raised or removed limit is still in its cooling-off; `until` says when it can be confirmed. */
  RG_COOLING_OFF: 'RG_COOLING_OFF',
  /**
   * The member is in a time-out or self-exclusion (of this brand, or of another brand of the same
   * operator at sign-in); `until` says when it ends.
   */
  RG_EXCLUDED: 'RG_EXCLUDED',
  /**
   * The change lets money leave (a bank card, the withdrawal password, email or mobile, a large
   * withdrawal) and the member has a second factor they have not proved within the brand's
   * step-up window: prove it (TOTP, recovery code or passkey) and send the same request again.
   */
  STEP_UP_REQUIRED: 'STEP_UP_REQUIRED',
  /**
   * A cookie-authenticated unsafe call without the `X-Lobby-CSRF: 1` header, or from an Origin
   * that is not the brand's (its hosts or allowed origins): refused before the session is read.
   */
  CSRF_REFUSED: 'CSRF_REFUSED',
  /**
   * A withdrawal to a bank card added less than the brand's new-card hold ago, which would be
   * that card's first withdrawal; `until` (Unix seconds) says when the card may be used.
   */
  NEW_CARD_HOLD: 'NEW_CARD_HOLD',
  /**
   * The brand requires a second factor and the member has none: money-leaving changes are
   * refused until they enrol one (GET /member/two_factor answers `must_enrol: true`).
   */
  SECOND_FACTOR_REQUIRED: 'SECOND_FACTOR_REQUIRED',
  /** The authenticator code or recovery code is wrong, already used, or the ticket is void. */
  SECOND_FACTOR_INVALID: 'SECOND_FACTOR_INVALID',
  /**
   * Too many wrong second-factor codes: their use is locked for a while (Retry-After, minutes
   * left in the message), as the withdrawal password's.
   */
  SECOND_FACTOR_LOCKED: 'SECOND_FACTOR_LOCKED',
  /** The member already has an authenticator on (enrolment), or none (disable, new codes). */
  TWO_FACTOR_STATE: 'TWO_FACTOR_STATE',
  /** The brand turned passkeys off (its security policy): no passkey call is served. */
  PASSKEYS_DISABLED: 'PASSKEYS_DISABLED',
  /**
   * A passkey ceremony did not check: its challenge was used, expired or never issued, or the
   * signature, origin, relying party or sign counter is wrong. Start again from the options.
   */
  PASSKEY_INVALID: 'PASSKEY_INVALID',
  /** The credential is already registered (to this member or another). */
  PASSKEY_EXISTS: 'PASSKEY_EXISTS',
  /** Anything unexpected; the detail stays in the server log, never in the answer. */
  INTERNAL: 'INTERNAL',
} as const;

/** One error code. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Every error code as a list, for exhaustive checks (catalogues, tests). */
export const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

/**
 * The HTTP status each code is answered with, so the SDK's error policy (spec §8: 401/403 clear
 * the session, 503 reloads but for `SERVER_BUSY`) can be derived from the code alone.
 */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  UNKNOWN_FIELD: 400,
  BAD_REQUEST: 400,
  DECRYPT_FAILED: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  SESSION_REVOKED: 401,
  ACCOUNT_LOCKED: 403,
  ACCOUNT_INACTIVE: 403,
  INVALID_CREDENTIALS: 400,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  USERNAME_TAKEN: 409,
  WRONG_PASSWORD: 400,
  CODE_INVALID: 400,
  RESET_TOKEN_INVALID: 400,
  INVITE_CODE_INVALID: 400,
  QR_CODE_INVALID: 404,
  QR_CODE_USED: 409,
  QR_CODE_CANCELLED: 410,
  QR_CODE_EXPIRED: 410,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  // 503 with Retry-After, as HTTP means it (overloaded, try later); clients must not take it for
  // maintenance and reload: the SDK reloads on a 503 of any other code, never on this one.
  SERVER_BUSY: 503,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // Not 403: members' clients read 401/403 as "your session is over" (spec §8) and sign out.
  ORIGIN_FORBIDDEN: 400,
  UNKNOWN_BRAND: 404,
  CONFLICT: 409,
  // A feature this brand has switched off does not exist for its members; 403 would sign them out.
  FEATURE_DISABLED: 404,
  INSUFFICIENT_BALANCE: 400,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_IN_FLIGHT: 409,
  WITHDRAW_PASSWORD_NOT_SET: 400,
  // As RATE_LIMITED: try again later. Not 403 (that signs the member out) nor WebDAV's 423.
  WITHDRAW_PASSWORD_LOCKED: 429,
  WITHDRAWAL_LIMIT: 400,
  TURNOVER_REQUIRED: 400,
  BANK_CARD_LIMIT: 400,
  GAME_UNAVAILABLE: 409,
  // Not 403: a member signed in before the brand was disabled stays signed in to withdraw.
  BRAND_DISABLED: 409,
  // 451 Unavailable For Legal Reasons (RFC 7725): what a blocked country is. Not 403, which
  // signs a member out: the blocked page is shown instead, and the session kept for elsewhere.
  REGION_BLOCKED: 451,
  STEP_UP_REQUIRED: 403,
  CSRF_REFUSED: 403,
  NEW_CARD_HOLD: 409,
  // Not 403: that signs the member out; they stay signed in to enrol.
  SECOND_FACTOR_REQUIRED: 409,
  SECOND_FACTOR_INVALID: 400,
  // As WITHDRAW_PASSWORD_LOCKED: try again later.
  SECOND_FACTOR_LOCKED: 429,
  TWO_FACTOR_STATE: 409,
  PASSKEYS_DISABLED: 403,
  PASSKEY_INVALID: 400,
  PASSKEY_EXISTS: 409,
  PROVIDER_UNAVAILABLE: 502,
  SIGNATURE_INVALID: 401,
  CALLBACK_REPLAYED: 409,
  ALREADY_CLAIMED: 409,
  PROMOTION_NOT_ELIGIBLE: 400,
  PROMOTION_NOT_RUNNING: 409,
  COUPON_INVALID: 400,
  NOTHING_TO_CLAIM: 409,
  RG_LIMIT_REACHED: 400,
  RG_COOLING_OFF: 409,
  // Not 403: a member in a time-out signs in to withdraw, and 403 would sign them out.
  RG_EXCLUDED: 409,
  INTERNAL: 500,
};

/** Tells a string is one of the contract's error codes (answers from other servers may not be). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ErrorCode, value);
}
