/**
 * The server's settings, read once from the environment. Every knob that tests or operators
 * turn lives here with its default, so nothing else reads `process.env`.
 */
import { fileURLToPath } from 'node:url';

/** Limits of one rate-limit class: at most `max` requests per `windowMs` per client. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Everything configurable. */
export interface ServerConfig {
  host: string;
  port: number;
  /** PostgreSQL URL; absent → PGlite under {@link ServerConfig.dataDir}. */
  databaseUrl: string | undefined;
  /** PGlite data folder; `undefined` (tests) keeps the database in memory. */
  dataDir: string | undefined;
  logLevel: string;
  /** Whether X-Forwarded-* headers are trusted (behind a proxy). */
  trustProxy: boolean;
  bodyLimit: number;
  /** scrypt cost as log2(N); 15 in production, lower in tests. */
  scryptLog2N: number;
  /** Idle expiry of a session (spec §9: 2 hours). */
  sessionIdleMs: number;
  /** Age after which a token is replaced by a new one on its next use. */
  tokenRotateAfterMs: number;
  /** How long a replaced token keeps working. */
  tokenGraceMs: number;
  /** How long a retired encryption key keeps decrypting. */
  keyGraceMs: number;
  /** Protects the stored RSA private keys (encrypted PKCS#8); absent → stored in the clear. */
  keyPassphrase: string | undefined;
  /** Failed logins (per username or address, 15-minute window) after which a captcha is required. */
  captchaAfterFailures: number;
  /** Consecutive failed logins that lock the account. */
  lockAfterFailures: number;
  rateLimits: Record<'login' | 'register' | 'code' | 'reset' | 'lookup', RateLimitRule>;
  /** SMTP URL for real mail delivery; absent → the dev outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Whether `/api/docs` is served. */
  docs: boolean;
  /** HMAC secret shared with the (demo) payment gateway: its callbacks are signed with it. */
  gatewaySecret: string;
  /** Master secret the per-channel provider secrets are derived from at seed time. */
  providerMasterSecret: string;
  /** How long an idempotency key and its answer are kept (never under 24 hours). */
  idempotencyTtlMs: number;
  /** After this long a `pending` idempotency key counts as abandoned and may be taken over. */
  idempotencyStaleMs: number;
  /** How old a signed server-to-server call (gateway, provider) may be. */
  signatureMaxAgeMs: number;
  /**
   * Public origin of this API for links handed to browsers (gateway page, game launch);
   * absent → the request's own origin.
   */
  publicUrl: string | undefined;
  /** How long a game's launch token lives. */
  launchTtlMs: number;
  /** How often expired security records are swept (`services/sweeper.ts`); 0 turns it off. */
  sweepEveryMs: number;
  /**
   * How often an open balance stream (`wallet.events`) sends a keep-alive comment and checks
   * that its session still stands (15 s: under the idle timeouts of common proxies).
   */
  streamHeartbeatMs: number;
  /** Open balance streams one member may hold (every tab of every device counts). */
  streamsPerMember: number;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`Expected an integer, got "${value}"`);
  return n;
}

/** Money timings must not be negative: a negative TTL or age would silently disable a check. */
function nonNegative(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`Expected a non-negative integer, got "${value}"`);
  return n;
}

/** Stripe keeps idempotency keys for 24 hours; a shorter setting would let a late retry pay twice. */
const MIN_IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/** The default PGlite data folder: `apps/api/.data/pglite`. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

/** Reads the configuration from an environment (by default `process.env`). */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ServerConfig {
  const minute = 60_000;
  return {
    host: env.HOST ?? '127.0.0.1',
    port: int(env.PORT, 3100),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.LOBBY_DATA_DIR === 'memory' ? undefined : (env.LOBBY_DATA_DIR ?? DEFAULT_DATA_DIR),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.LOBBY_TRUST_PROXY === '1',
    bodyLimit: int(env.LOBBY_BODY_LIMIT, 64 * 1024),
    scryptLog2N: int(env.LOBBY_SCRYPT_LOG2N, 15),
    sessionIdleMs: int(env.LOBBY_SESSION_IDLE_MS, 2 * 60 * minute),
    tokenRotateAfterMs: int(env.LOBBY_TOKEN_ROTATE_MS, 10 * minute),
    tokenGraceMs: int(env.LOBBY_TOKEN_GRACE_MS, 60_000),
    keyGraceMs: int(env.LOBBY_KEY_GRACE_MS, 60 * minute),
    keyPassphrase: env.LOBBY_KEY_PASSPHRASE || undefined,
    captchaAfterFailures: int(env.LOBBY_CAPTCHA_AFTER, 3),
    lockAfterFailures: int(env.LOBBY_LOCK_AFTER, 10),
    rateLimits: {
      login: { max: int(env.LOBBY_RL_LOGIN, 20), windowMs: minute },
      register: { max: int(env.LOBBY_RL_REGISTER, 5), windowMs: 10 * minute },
      code: { max: int(env.LOBBY_RL_CODE, 5), windowMs: 10 * minute },
      reset: { max: int(env.LOBBY_RL_RESET, 10), windowMs: 10 * minute },
      lookup: { max: int(env.LOBBY_RL_LOOKUP, 60), windowMs: minute },
    },
    smtpUrl: env.LOBBY_SMTP_URL || undefined,
    mailFrom: env.LOBBY_MAIL_FROM ?? 'Lobby <no-reply@lobby.test>',
    docs: env.LOBBY_DOCS !== '0',
    gatewaySecret: env.LOBBY_GATEWAY_SECRET || 'dev-gateway-secret-change-me',
    providerMasterSecret: env.LOBBY_PROVIDER_SECRET || 'dev-provider-secret-change-me',
    idempotencyTtlMs: Math.max(
      nonNegative(env.LOBBY_IDEMPOTENCY_TTL_MS, MIN_IDEMPOTENCY_TTL_MS),
      MIN_IDEMPOTENCY_TTL_MS,
    ),
    idempotencyStaleMs: nonNegative(env.LOBBY_IDEMPOTENCY_STALE_MS, 30_000),
    signatureMaxAgeMs: nonNegative(env.LOBBY_SIGNATURE_MAX_AGE_MS, 5 * minute),
    publicUrl: env.LOBBY_PUBLIC_URL || undefined,
    launchTtlMs: nonNegative(env.LOBBY_LAUNCH_TTL_MS, 4 * 60 * minute),
    sweepEveryMs: nonNegative(env.LOBBY_SWEEP_MS, 10 * minute),
    streamHeartbeatMs: Math.max(100, int(env.LOBBY_STREAM_HEARTBEAT_MS, 15_000)),
    streamsPerMember: nonNegative(env.LOBBY_STREAMS_PER_MEMBER, 5),
  };
}
