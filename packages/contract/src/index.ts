/**
 * `@lobby/contract`: the typed HTTP contract of the member API. The root re-exports the core
 * and the errors; endpoint entries live in per-area subpaths (`@lobby/contract/auth`, ...) and
 * the full list in `@lobby/contract/registry`.
 */
export {
  defineEndpoint,
  pathParamNames,
  buildPath,
  multipartJsonSchema,
  API_PREFIX,
  AUTHORIZATION_HEADER,
  TOKEN_REFRESH_TIME_HEADER,
  BRAND_HEADER,
  REQUEST_ID_HEADER,
  LOCALE_PARAM,
  BEARER_PREFIX,
  ENCRYPTION_ALGORITHM,
  ENCRYPTED_VALUE_SEPARATOR,
  DEFAULT_BRAND,
  MESSAGE_KEY_ANNOTATION,
  withMessage,
  EncryptedString,
  Fingerprint,
  Ack,
  PageQuery,
  Paginated,
  LocaleQuery,
} from './core/index.ts';
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
} from './core/index.ts';
export { ErrorCode, ERROR_CODES, ERROR_STATUS, ErrorBody, isErrorCode } from './errors.ts';
