/**
 * The contract's building blocks, for areas added later and for the server and SDK that read
 * endpoint entries generically.
 */
export { defineEndpoint, pathParamNames, buildPath, multipartJsonSchema } from './endpoint.ts';
export type {
  EndpointSpec,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  EndpointOrigin,
  EndpointMultipart,
  HttpMethod,
  MultipartFile,
  MultipartFilePart,
  MultipartPart,
  MultipartSpec,
  MultipartTextPart,
  RateLimitClass,
} from './endpoint.ts';
export { toRoute, isRoute, findRoute } from './route.ts';
export type { EndpointRoute, EndpointRoutes, EndpointLike, EntryOf, RouteFields } from './route.ts';
export {
  API_PREFIX,
  AUTHORIZATION_HEADER,
  TOKEN_REFRESH_TIME_HEADER,
  BRAND_HEADER,
  DEVICE_ID_HEADER,
  REQUEST_ID_HEADER,
  LOCALE_PARAM,
  BRAND_PARAM,
  BEARER_PREFIX,
  SESSION_TRANSPORT_HEADER,
  COOKIE_TRANSPORT,
  SESSION_COOKIE,
  COOKIE_SESSION_TOKEN,
  CSRF_HEADER,
  ENCRYPTION_ALGORITHM,
  ENCRYPTED_VALUE_SEPARATOR,
  DEFAULT_BRAND,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  MEDIA_FILE_PATTERN,
  BALANCE_EVENT_NAME,
  UNREAD_EVENT_NAME,
  SERVER_PATH_PREFIXES,
  isServerPath,
  MOVED_ENTRY_AREAS,
  areaOfId,
} from './protocol.ts';
export {
  CSP_NONCE_PLACEHOLDER,
  DEFERRED_CODE_ID,
  FIRST_SCREEN_PLACEHOLDER,
  FIRST_SCREEN_RENDERER_FILE,
  PAGE_ROOT_OPEN,
  PRIMED_ANSWERS_ID,
  PRIMED_ANSWERS_PLACEHOLDER,
  ROUTE_PRELOADS_FILE,
  primedAnswerKey,
} from './primed.ts';
export type {
  DrawnFirstScreen,
  FirstScreenRenderer,
  FirstScreenRequest,
  PrimedAnswers,
  RoutePreloads,
} from './primed.ts';
export {
  MESSAGE_KEY_ANNOTATION,
  withMessage,
  EncryptedString,
  Fingerprint,
  Ack,
  PageQuery,
  Paginated,
  LocaleQuery,
  IdParams,
  AmountField,
} from './common.ts';
