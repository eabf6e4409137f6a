/**
 * Assembles the Fastify server: request state (brand, locale, request id), CORS, security
 * headers, maintenance, rate limits, sessions, field decryption, the error policy, the OpenAPI
 * reference, and every contract endpoint bound to its handler.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  API_PREFIX,
  AUTHORIZATION_HEADER,
  BRAND_HEADER,
  CSRF_HEADER,
  BRAND_PARAM,
  DEVICE_ID_HEADER,
  ErrorBody,
  REQUEST_ID_HEADER,
  SESSION_COOKIE,
  SESSION_TRANSPORT_HEADER,
  TOKEN_REFRESH_TIME_HEADER,
  multipartJsonSchema,
} from '@lobby/contract';
import type { EndpointSpec } from '@lobby/contract';
import { allEndpoints } from '@lobby/contract/registry';
import { normaliseLocale } from '@lobby/domain';
import type { Locale } from '@lobby/domain';
import { translate } from '@lobby/i18n/catalogues';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { TSchema } from 'typebox';
import type { Brand } from './base/brands.ts';
import { maintenanceInForce } from './base/brands.ts';
import type { AppContext } from './core/context.ts';
import type { Binding } from './http/endpoints.ts';
import { keyedHandler } from './http/keyed.ts';
import { errorMessage } from './base/error-messages.ts';
import { ApiError } from './base/errors.ts';
import { rateLimitKey } from './base/rate-limit.ts';
import { answerToken, assertCsrfSafe, clearSession, credentialsOf } from './http/session-cookie.ts';
import { strictIntegerValidatorCompiler } from './http/strict-integers.ts';
import { validationError } from './http/validation.ts';
import type { SchemaError } from './http/validation.ts';
import { allRoutes, unmountedEndpoints } from './areas/index.ts';
import { isRegionBlocked, visitorCountry } from './areas/config/blocked-regions.ts';
import { balanceStreams } from './core/messaging/member-stream.ts';
import { DecryptError } from './core/security/keys.ts';
import { registerMultipart } from './http/multipart.ts';
import { checkReadiness } from './base/lifecycle.ts';
import type { AuthState } from './core/security/sessions.ts';

/** What the app's hooks attach to each request. */
export interface RequestState {
  brand: Brand | undefined;
  locale: Locale;
  auth: AuthState | undefined;
  /**
   * The visitor's ISO 3166-1 alpha-2 country as the deployment's edge told it
   * (`LOBBY_COUNTRY_HEADER`), or undefined when no header is configured or it names none.
   */
  country: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    lobby: RequestState;
  }
  interface FastifyContextConfig {
    endpoint?: EndpointSpec;
    /**
     * A probe of the balancer or the orchestrator (`/healthz`, `/readyz`): answered before any
     * brand is resolved (any Host, no database needed for `/healthz`), never rate limited.
     */
    probe?: boolean;
  }
}

/** Options of {@link buildApp}. */
export interface BuildOptions {
  /** Pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
}

const ALLOWED_HEADERS = `authorization, content-type, x-lobby-brand, idempotency-key, x-request-id, ${SESSION_TRANSPORT_HEADER}, ${CSRF_HEADER}, ${DEVICE_ID_HEADER}`;
const EXPOSED_HEADERS = `${AUTHORIZATION_HEADER}, ${TOKEN_REFRESH_TIME_HEADER}, ${REQUEST_ID_HEADER}, retry-after`;
/** Every header that grants a cross-origin caller something: none may reach a refused one. */
const CORS_GRANTS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-headers',
  'access-control-allow-methods',
  'access-control-expose-headers',
  'access-control-max-age',
] as const;
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const DOCS_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

/** What an incoming `X-Request-Id` may be to be kept: short, and safe in logs and headers. */
const REQUEST_ID_FORMAT = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request: the `X-Request-Id` a trusted proxy sent (`LOBBY_TRUST_PROXY`), when it
 * has the safe format, so the balancer's id follows the request into the logs; else a new one.
 */
export function requestIdOf(header: string | string[] | undefined, trustProxy: boolean): string {
  return trustProxy && typeof header === 'string' && REQUEST_ID_FORMAT.test(header)
    ? header
    : randomUUID();
}

/** The request a log line is written in, for lines written through the server's own logger. */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * The metrics label of a request: its contract endpoint's id, `probe`, `other` for the server's
 * other routes (docs, site pages) and `unmatched` for a 404 no route took — never its URL.
 */
function endpointLabel(request: FastifyRequest): string {
  const config = request.routeOptions.config;
  if (config.endpoint) return config.endpoint.id;
  if (config.probe) return 'probe';
  return request.routeOptions.url === undefined ? 'unmatched' : 'other';
}

/** The full URL path of an endpoint on this server. */
export function routeUrl(endpoint: EndpointSpec): string {
  return endpoint.origin === 'storage' ? endpoint.path : `${API_PREFIX}${endpoint.path}`;
}

/** An endpoint's query schema with `locale` and `brand`, which every call accepts. */
function querySchema(endpoint: EndpointSpec): TSchema {
  const locale = Type.Optional(Type.String({ maxLength: 35 }));
  const brand = Type.Optional(Type.String({ maxLength: 64 }));
  const own =
    (endpoint.query as { properties?: Record<string, TSchema> } | undefined)?.properties ?? {};
  return Type.Object({ ...own, locale, [BRAND_PARAM]: brand }, { additionalProperties: false });
}

/**
 * The brand a request names: its `X-Lobby-Brand` header, else its `brand` query parameter (which
 * a browser's preflight carries where it cannot carry the header), with what named it.
 */
export function namedBrand(request: FastifyRequest): {
  value: string | string[] | undefined;
  via: string;
} {
  const header = request.headers[BRAND_HEADER];
  if (header !== undefined) return { value: header, via: BRAND_HEADER };
  const query = (request.query as Record<string, unknown> | undefined)?.[BRAND_PARAM];
  const value =
    typeof query === 'string' || Array.isArray(query) ? (query as string[] | string) : undefined;
  return { value, via: BRAND_PARAM };
}

function schemaOf(request: FastifyRequest, part: string | undefined): unknown {
  const endpoint = request.routeOptions.config.endpoint;
  if (!endpoint) return undefined;
  if (part === 'body') return endpoint.body;
  if (part === 'params') return endpoint.params;
  if (part === 'querystring') return querySchema(endpoint);
  return undefined;
}

/** Maps anything thrown to the contract's error. */
function toApiError(error: unknown, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DecryptError) return new ApiError('DECRYPT_FAILED');
  const e = error as FastifyError & { validation?: SchemaError[]; validationContext?: string };
  if (Array.isArray(e.validation)) {
    return validationError(
      e.validation,
      schemaOf(request, e.validationContext),
      e.validationContext ?? 'body',
    );
  }
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE');
    default:
      break;
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status === 404) return new ApiError('NOT_FOUND');
  if (status === 405) return new ApiError('METHOD_NOT_ALLOWED');
  if (status === 413) return new ApiError('PAYLOAD_TOO_LARGE');
  if (status === 415) return new ApiError('UNSUPPORTED_MEDIA_TYPE');
  if (status >= 400 && status < 500) return new ApiError('BAD_REQUEST');
  return new ApiError('INTERNAL');
}

/** The dotted path of the first string holding a NUL character, or undefined. */
export function nulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = nulPath(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Adds `Origin` to the reply's Vary header, keeping what is there. */
function varyOnOrigin(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (/(^|,)\s*(origin|\*)\s*(,|$)/i.test(list)) return;
  reply.header('vary', list ? `${list}, Origin` : 'Origin');
}

/**
 * The CORS answer for the resolved brand: the request's Origin echoed (with the exposed session
 * headers) only when the brand allows it; nothing otherwise, so a refused origin never sees an
 * allow header. Answers whether the origin may call (no Origin: a same-origin or server call).
 */
function applyCors(request: FastifyRequest, reply: FastifyReply, brand: Brand): boolean {
  const origin = request.headers.origin;
  if (request.url.startsWith('/frontend/')) {
    // Language files are public and the same for every origin.
    if (typeof origin === 'string') reply.header('access-control-allow-origin', '*');
    return true;
  }
  if (typeof origin !== 'string') return true;
  if (!brand.corsOrigins.includes(origin)) return false;
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-expose-headers', EXPOSED_HEADERS);
  return true;
}

/** Builds the server over a context; routes are ready once the promise resolves. */
export async function buildApp(
  ctx: AppContext,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  /** The server's own logger, known once the app exists (the mixin below asks). */
  const root: { logger?: unknown } = {};
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: ctx.config.logLevel,
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers.authorization',
              ],
              censor: '[redacted]',
            },
            serializers: {
              // The path only: query strings can carry codes and captcha answers.
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                path: req.url.split('?')[0],
                ip: req.ip,
              }),
            },
            // A line written through the server's own logger while a request runs (a service's
            // report, the push's failure) carries the request's id; the request's child logger
            // has it bound already.
            mixin: (_data: object, _level: number, logger: unknown) => {
              const store = logger === root.logger ? requestContext.getStore() : undefined;
              return store ? { reqId: store.reqId } : {};
            },
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    genReqId: (raw) => requestIdOf(raw.headers[REQUEST_ID_HEADER], ctx.config.trustProxy),
    requestIdHeader: false,
    bodyLimit: ctx.config.bodyLimit,
    trustProxy: ctx.config.trustProxy,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 256 },
  });
  app.setValidatorCompiler(strictIntegerValidatorCompiler);
  // JSON only: any other body type is a 415, never parsed.
  app.removeContentTypeParser('text/plain');
  // Uploads (KYC documents) only: multipart bodies have their own, larger limit.
  registerMultipart(app);
  app.decorateRequest('lobby', null as unknown as RequestState);
  root.logger = app.log;

  // Everything the request runs from here on (hooks, handler, services) sees its id.
  app.addHook('onRequest', (request, _reply, done) =>
    requestContext.run({ reqId: request.id }, done),
  );
  app.addHook('onRequest', async (request, reply) => {
    request.lobby = { brand: undefined, locale: 'en', auth: undefined, country: undefined };
    reply.header(REQUEST_ID_HEADER, request.id);
    if (request.routeOptions.config.probe) return;
    const query = request.query as Record<string, unknown> | undefined;
    request.lobby.locale = normaliseLocale(query?.locale);
    // Set before the brand is resolved (which may refuse): every API answer depends on Origin,
    // so a shared cache must never hand one origin's answer to another.
    if (!request.url.startsWith('/frontend/')) varyOnOrigin(reply);
    const named = namedBrand(request);
    const brand = await ctx.brands.resolve(request.headers.host, named.value, named.via);
    request.lobby.brand = brand;
    applyCors(request, reply, brand);
    request.lobby.country = visitorCountry(request.headers, ctx.config.countryHeader);
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint) return;
    // Before maintenance: a blocked visitor is shown the blocked page, whatever else is on.
    if (!endpoint.whenRegionBlocked && isRegionBlocked(brand, request.lobby.country))
      throw new ApiError('REGION_BLOCKED');
    if (endpoint.origin !== 'storage' && !endpoint.duringMaintenance) {
      if (maintenanceInForce(await ctx.brands.maintenance(brand.id), ctx.now()))
        throw new ApiError('MAINTENANCE');
    }
    if (endpoint.rateLimit) {
      const rule = ctx.config.rateLimits[endpoint.rateLimit];
      const key = rateLimitKey(endpoint.rateLimit, brand.id, request.ip);
      const result = await ctx.rateLimiter.hit(key, rule);
      if (!result.allowed) {
        ctx.metrics.rateLimited(endpoint.rateLimit);
        throw new ApiError('RATE_LIMITED', {
          values: { interval: Math.max(1, Math.ceil(result.retryAfterMs / 60_000)) },
          headers: { 'retry-after': String(Math.ceil(result.retryAfterMs / 1000)) },
        });
      }
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const docs = request.url.startsWith('/api/docs');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    reply.header('content-security-policy', docs ? DOCS_CSP : API_CSP);
    if (!request.url.startsWith('/frontend/')) {
      reply.header('cross-origin-resource-policy', 'same-site');
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    } else {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    // Draining: each answer ends its keep-alive connection, so the balancer opens its next one
    // to another instance and none is left open when the listener closes.
    if (ctx.lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.requestDone(endpointLabel(request), reply.statusCode, reply.elapsedTime / 1000);
  });

  app.setErrorHandler(async (error, request, reply) => {
    const api = toApiError(error, request);
    if (api.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: api.code, field: api.field }, 'request refused');
    const locale = request.lobby?.locale ?? 'en';
    const message = errorMessage(locale, api);
    if (api.headers) reply.headers(api.headers);
    reply.status(api.status);
    return {
      code: api.code,
      message,
      ...(api.field !== undefined ? { field: api.field } : {}),
      ...(api.key !== undefined ? { key: api.key } : {}),
      ...(api.until !== undefined ? { until: api.until } : {}),
    };
  });

  app.setNotFoundHandler(async (request, reply) => {
    const locale = request.lobby?.locale ?? 'en';
    reply.status(404);
    return { code: 'NOT_FOUND', message: translate(locale, 'errors:NOT_FOUND') };
  });

  // CORS preflight for every path: allowed origins get the methods and headers, others a 400
  // ORIGIN_FORBIDDEN (not 403: members' clients read 403 as "your session is over", spec §8).
  // The brand is resolved by now (onRequest), so the decision is that brand's alone: the one the
  // URL's `brand` parameter names (a browser sends none of the page's headers on a preflight,
  // so a brand-scoped app names its brand there), else its Host's (contract README, CORS).
  app.options('/*', async (request, reply) => {
    const origin = request.headers.origin;
    const brand = request.lobby.brand as Brand;
    if (typeof origin !== 'string' || !applyCors(request, reply, brand)) {
      for (const name of CORS_GRANTS) reply.removeHeader(name);
      throw new ApiError('ORIGIN_FORBIDDEN');
    }
    reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
    reply.header('access-control-allow-headers', ALLOWED_HEADERS);
    reply.header('access-control-max-age', '600');
    reply.status(204);
    return reply.send();
  });

  if (ctx.config.docs) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Lobby member API',
          version: '1.0.0',
          description:
            'Generated from @lobby/contract. Every call accepts `locale` (en, ja, zh-CN; zh_cn and zh_tw too). Errors are `{ code, message }` with the message translated; validation errors add `field` and `key`. Choose the brand with the Host, the X-Lobby-Brand header or the `brand` query parameter (which a browser CORS preflight carries too).',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            // The opt-in cookie transport (http/session-cookie.ts).
            sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          },
        },
      },
      // Multipart bodies are no route schema (the parser's output is not the form), so their
      // parts are written into the document from the contract here.
      transformObject: (document) =>
        'openapiObject' in document
          ? withMultipartBodies(document.openapiObject)
          : document.swaggerObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  }

  // Probes: alive (the process answers), and ready (database, migrations, not draining). Their
  // own lines are left out of the log (`warn`); a failed readiness check still logs.
  const probe = { schema: { hide: true }, config: { probe: true }, logLevel: 'warn' } as const;
  app.get('/healthz', probe, async () => ({ status: 'ok' }));
  app.get('/readyz', probe, async (request, reply) => {
    const readiness = await checkReadiness({
      db: ctx.db,
      lifecycle: ctx.lifecycle,
      report: (error) => request.log.warn({ err: error }, 'readiness: the database failed'),
    });
    if (readiness.ready) return { status: 'ok' };
    reply.status(503);
    return { status: 'unavailable', failed: readiness.failed };
  });

  // Open member streams never end by themselves: end them so closing does not wait on them,
  // each with a reconnect hint (a closing server is draining too: readiness fails).
  const streams = balanceStreams(ctx.db);
  streams.reportTo((error) => app.log.error({ err: error }, 'member push failed'));
  app.addHook('preClose', async () => {
    ctx.lifecycle.draining = true;
    streams.endAll();
  });

  const bindings = allRoutes(ctx);
  assertComplete(bindings, unmountedEndpoints(ctx.config));
  for (const binding of bindings) registerBinding(app, ctx, binding);
  return app;
}

type OpenApiPaths = Record<string, Record<string, Record<string, unknown> | undefined> | undefined>;

/**
 * Gives every contract entry with a multipart body its `multipart/form-data` request body in
 * the OpenAPI document: the parts' schema and, per file part, the accepted content types.
 */
export function withMultipartBodies<D extends object>(document: D): D {
  const paths = (document as { paths?: OpenApiPaths }).paths;
  for (const endpoint of allEndpoints) {
    if (!endpoint.multipart) continue;
    const path = routeUrl(endpoint).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    const operation = paths?.[path]?.[endpoint.method.toLowerCase()];
    if (!operation) continue;
    const encoding = Object.fromEntries(
      Object.entries(endpoint.multipart).flatMap(([name, part]) =>
        part.part === 'file' ? [[name, { contentType: part.mediaTypes.join(', ') }]] : [],
      ),
    );
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': { schema: multipartJsonSchema(endpoint.multipart), encoding },
      },
    };
  }
  return document;
}

/**
 * Refuses to start with an endpoint bound twice or not at all, except the `unmounted` ones
 * (demo services turned off), which must be bound not at all.
 */
export function assertComplete(
  bindings: readonly Binding[],
  unmounted: readonly EndpointSpec[] = [],
): void {
  const seen = new Map<string, number>();
  for (const b of bindings) seen.set(b.endpoint.id, (seen.get(b.endpoint.id) ?? 0) + 1);
  const off = new Set(unmounted.map((e) => e.id));
  const problems = allEndpoints
    .filter((e) => seen.get(e.id) !== (off.has(e.id) ? undefined : 1))
    .map((e) => `${e.id} bound ${seen.get(e.id) ?? 0} times`);
  for (const id of seen.keys())
    if (!allEndpoints.some((e) => e.id === id)) problems.push(`${id} is not in the contract`);
  if (problems.length)
    throw new Error(`Route bindings do not match the contract: ${problems.join('; ')}`);
}

function registerBinding(app: FastifyInstance, ctx: AppContext, binding: Binding): void {
  const { endpoint } = binding;
  const handler = keyedHandler(ctx, binding);
  const area = endpoint.id.split('.')[0] ?? 'misc';
  /**
   * Authenticates by the request's credentials (bearer, else the session cookie, which must pass
   * the CSRF check first) and answers the session's token by the same transport. A dead cookie
   * session's refusal also expires the cookie; a CSRF refusal does not (the session is alive).
   */
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const brand = request.lobby.brand as Brand;
    const credentials = credentialsOf(request);
    if (credentials) assertCsrfSafe(request, brand, credentials.via);
    // A dead cookie session is answered as a dead bearer one, and left in place: expiring it
    // here would make the page's other calls in flight answer "no session" instead of what
    // ended it. A sign-in overwrites it; logout expires it.
    const auth = await ctx.sessions.authenticate(
      brand.id,
      credentials?.token,
      brand.security.absolute_session_hours,
    );
    request.lobby.auth = auth;
    answerToken(request, reply, auth.token, auth.refreshTime);
  };
  app.route({
    method: endpoint.method,
    url: routeUrl(endpoint),
    config: { endpoint },
    schema: {
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [...(endpoint.tags ?? [area])],
      querystring: querySchema(endpoint),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // OpenAPI: `{}` beside the bearer scheme marks the token optional.
      ...(endpoint.auth
        ? { security: [{ bearer: [] }, { sessionCookie: [] }] }
        : binding.optionalAuth
          ? { security: [{}, { bearer: [] }, { sessionCookie: [] }] }
          : {}),
      response: { 200: endpoint.response, '4xx': ErrorBody, '5xx': ErrorBody },
    },
    preValidation: endpoint.auth
      ? authenticate
      : binding.optionalAuth
        ? async (request, reply) => {
            if (!credentialsOf(request)) return;
            try {
              await authenticate(request, reply);
            } catch (error) {
              // A token that is no live session leaves a guest (see BindOptions.optionalAuth).
              if (!(error instanceof ApiError && (error.status === 401 || error.status === 403)))
                throw error;
              if (error.code !== 'CSRF_REFUSED') clearSession(request, reply);
            }
          }
        : undefined,
    preHandler: async (request) => {
      // PostgreSQL text cannot hold NUL: refuse it here as bad input rather than fail in SQL.
      for (const [part, value] of [
        ['query', request.query],
        ['params', request.params],
        ['body', request.body],
      ] as const) {
        const at = nulPath(value);
        if (at !== undefined)
          throw new ApiError('VALIDATION_FAILED', { field: at || part, key: 'PLEASE_ENTER' });
      }
      if (endpoint.encrypted?.length) {
        const body = request.body as Record<string, unknown>;
        for (const field of endpoint.encrypted ?? []) {
          const value = body[field];
          if (typeof value !== 'string') continue;
          try {
            body[field] = await ctx.keys.decrypt(value);
          } catch (error) {
            if (error instanceof DecryptError) throw new ApiError('DECRYPT_FAILED', { field });
            throw error;
          }
        }
      }
    },
    handler: async (request, reply) => {
      const state = request.lobby;
      return handler({
        body: request.body as never,
        query: request.query as never,
        params: request.params as never,
        brand: state.brand as Brand,
        locale: state.locale,
        auth: state.auth as never,
        ip: request.ip,
        key: undefined as never,
        request,
        reply,
      });
    },
  });
}
