/**
 * The shapes that pass between endpoint definitions, the base query and callers.
 */
import type { EndpointLike } from '@lobby/contract/core';
import type { ErrorCode } from '@lobby/contract/errors';

/**
 * Per-call choices a caller can make. They ride along in the endpoint argument under
 * {@link CALL_OPTIONS} so hooks (which take one argument) can pass them too; they are never sent.
 */
export interface CallOptions {
  /**
   * The caller shows errors itself (e.g. a form marking its fields): no error toast, and
   * nothing logged about the failure (the error carries what there is to know). The 401/403
   * and 503 policies still run, since the session or the site is gone either way.
   */
  readonly handleErrors?: boolean;
  /**
   * The `Idempotency-Key` of a money-moving call. Pass the key of an earlier attempt to retry
   * the same logical call (e.g. the member taps Retry after a network error: the failed call's
   * `error.idempotencyKey`); otherwise each call gets a fresh one.
   */
  readonly idempotencyKey?: string;
  /** Send empty params (`''`, `null`, `undefined`, `[]`) instead of dropping them. */
  readonly keepEmpty?: boolean;
}

/** The argument key carrying {@link CallOptions}; `$` keeps it clear of any wire field. */
export const CALL_OPTIONS = '$options';

/** What an endpoint definition hands the base query: the contract entry and the split input. */
export interface LobbyRequest {
  /** The entry's route (what the areas inject), or the full entry. */
  readonly endpoint: EndpointLike;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: Readonly<Record<string, unknown>>;
  readonly options?: CallOptions;
  /** Send the body as `multipart/form-data` (`Blob` fields as files) instead of JSON. */
  readonly multipart?: boolean;
  /** Read a 200 answer as a file ({@link DownloadedFile}) instead of JSON. */
  readonly download?: boolean;
}

/**
 * A file the API answered (a KYC document). Plain data, so the cache can hold it: `dataUrl`
 * works as an `<img src>` or a download link's `href` without another authenticated request.
 */
export interface DownloadedFile {
  /** The answer's media type, e.g. `image/png`. */
  readonly contentType: string;
  /** The name the server gives the file (`Content-Disposition`), or `''`. */
  readonly fileName: string;
  /** Size in bytes. */
  readonly size: number;
  /** `data:<type>;base64,...` of the content. */
  readonly dataUrl: string;
}

/** Codes the SDK itself assigns when no server answer carries one. */
export const ClientErrorCode = {
  /** No response at all: offline, DNS, refused connection, CORS. */
  NETWORK_ERROR: 'NETWORK_ERROR',
  /** The request was cancelled (by the caller or a newer request). */
  ABORTED: 'ABORTED',
  /** An answer that is not the JSON the contract promises. */
  BAD_RESPONSE: 'BAD_RESPONSE',
  /** A non-200 answer without a `{ code, message }` body. */
  HTTP_ERROR: 'HTTP_ERROR',
  /** The request could not be prepared (e.g. the encryption key could not be fetched). */
  REQUEST_FAILED: 'REQUEST_FAILED',
} as const;

/** A code the SDK assigns itself. */
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

/** Every failed call resolves to this; `code` is the contract's code when the server sent one. */
export interface LobbyError {
  /** HTTP status, or 0 when there was no HTTP answer. */
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  /** Already translated (the server's, or the SDK's translated fallback). */
  readonly message: string;
  /** The failing field of a validation error (dotted for nested fields). */
  readonly field?: string;
  /** The `@lobby/domain` MessageKey of a validation error. */
  readonly key?: string;
  /**
   * Unix seconds a refusal ends: when a limit resets (`RG_LIMIT_REACHED`), an exclusion ends
   * (`RG_EXCLUDED`) or a raised limit can be confirmed (`RG_COOLING_OFF`).
   */
  readonly until?: number;
  /**
   * The `Idempotency-Key` a failed money-moving call was sent with. Passing it back as
   * `idempotencyKey` retries the same operation: a server that did move the money answers
   * its first answer again instead of moving it twice.
   */
  readonly idempotencyKey?: string;
  /** The method of a call that got no answer (`NETWORK_ERROR`), e.g. `POST`. */
  readonly method?: string;
  /** The URL a call that got no answer (`NETWORK_ERROR`) was sent to. */
  readonly url?: string;
  /**
   * Why a call got no answer (`NETWORK_ERROR`), in one line: the platform's error and its
   * causes, e.g. `fetch failed: connect ECONNREFUSED 127.0.0.1:3100`. For developers and logs;
   * `message` is the text for members.
   */
  readonly cause?: string;
}

/** What the base query records about a call, next to its data or error. */
export interface LobbyMeta {
  /** HTTP status of the last attempt (0 without an answer). */
  readonly status: number;
  /** How many times the request was sent. */
  readonly attempts: number;
  /** The `Idempotency-Key` sent, for money-moving calls. */
  readonly idempotencyKey?: string;
  /** The server's request id, for support. */
  readonly requestId?: string;
  /** The `X-Token-Refresh-Time` of the answer (Unix ms), when it carried one. */
  readonly tokenRefreshTime?: number;
}
