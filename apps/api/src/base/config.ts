/**
 * The server's settings, read once from the environment. Every knob that tests or operators
 * turn lives here with its default, so nothing else reads `process.env`.
 */
import { fileURLToPath } from 'node:url';

// The settings of core services, typed here so the configuration names nothing above it.

/** The two kinds of message. */
export type DeliveryChannel = 'email' | 'sms';

/** How the SMS provider is reached (`LOBBY_SMS_*`). */
export interface SmsSettings {
  /** The provider's send endpoint: a JSON POST per message. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey: string | undefined;
  /** The HMAC-SHA256 key of the `X-Lobby-Signature` header. */
  secret: string;
}

/** The worker's timings and bounds (`LOBBY_DELIVERY_*`). */
export interface DeliverySettings {
  /** Tries of one message before it is `failed`. */
  maxAttempts: number;
  /** Wait after the first failure; each further failure doubles it. */
  backoffMs: number;
  /** The longest wait between two tries. */
  maxBackoffMs: number;
  /** How long a claim holds a row; a `sending` row past it was left by a crash. */
  leaseMs: number;
  /** How long one send may take before it counts as failed (shorter than the lease). */
  timeoutMs: number;
  /** How often the leader looks for due messages (0: never on a timer). */
  pollMs: number;
}

/** The queue's bounds (`LOBBY_HASH_CONCURRENCY`, `LOBBY_HASH_QUEUE`, `LOBBY_HASH_PER_ACCOUNT`). */
export interface HashQueueLimits {
  /** Costly derivations running at once. */
  running: number;
  /** Admitted work beyond those running. */
  waiting: number;
  /** Admitted work of one account. */
  perAccount: number;
}

/** An argon2id cost: memory in KiB and passes (parallelism is always 1). */
export interface Argon2Cost {
  memoryKiB: number;
  passes: number;
}

/** The gateway secret when `LOBBY_GATEWAY_SECRET` is unset: it is in the source, so development only. */
export const DEV_GATEWAY_SECRET = 'dev-gateway-secret-change-me';

/** The provider master secret when `LOBBY_PROVIDER_SECRET` is unset: development only, as above. */
export const DEV_PROVIDER_SECRET = 'dev-provider-secret-change-me';

/** The withdrawal-PIN key when `LOBBY_WPASS_SECRET` is unset: development only, as above. */
export const DEV_WPASS_SECRET = 'dev-withdraw-pin-secret-change-me';

/** The TOTP-secret encryption key when `LOBBY_TOTP_KEY` is unset: development only, as above. */
export const DEV_TOTP_KEY = 'dev-totp-secret-key-change-me-please';

/** How the server runs: production refuses development defaults at start (`base/mode.ts`). */
export type ServerMode = 'production' | 'development';

/** The demo services this API can host, by their `LOBBY_DEMO` names. */
export const DEMO_SERVICES = ['gateway', 'provider'] as const;

/**
 * Which demo services are mounted. They stand in for a real payment gateway and game provider,
 * so they are on by default in development and off in production unless named.
 */
export interface DemoServices {
  /** The demo gateway's checkout page and decision: its Pay button credits without payment. */
  gateway: boolean;
  /** The demo provider's game page and round API: it plays rounds against member wallets. */
  provider: boolean;
  /** Whether `LOBBY_DEMO` chose them (an operator's decision) rather than the mode's default. */
  named: boolean;
}

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
  /**
   * PostgreSQL connections the server keeps (`LOBBY_DB_POOL`, default 10). Each request's
   * transaction holds one until its commit is flushed; on a two-core machine the transfer bench
   * measured no gain from 32 (the CPU, shared with PostgreSQL, was the limit), so the default
   * stays small and a larger server can raise it.
   */
  poolSize: number;
  /** PGlite data folder; `undefined` (tests) keeps the database in memory. */
  dataDir: string | undefined;
  /**
   * Whether a folder-backed PGlite flushes every commit to disk before acknowledging it
   * (`LOBBY_PGLITE_SYNC`, on unless `0`). Off, a power cut can lose acknowledged writes.
   */
  pgliteDurable: boolean;
  logLevel: string;
  /** Whether X-Forwarded-* headers are trusted (behind a proxy). */
  trustProxy: boolean;
  /**
   * The request header the deployment's edge sets to the visitor's ISO 3166-1 alpha-2 country
   * (`LOBBY_COUNTRY_HEADER`, lower case, e.g. `cf-ipcountry`), read for the brands' blocked
   * regions. Undefined (the default) reads no header at all: a visitor could send it themselves,
   * so only a deployment whose edge overwrites it may name it.
   */
  countryHeader: string | undefined;
  /**
   * The request header the edge sets to the visitor's approximate place (`LOBBY_PLACE_HEADER`,
   * lower case, e.g. `cf-ipcity`), shown beside each login in the member's device list.
   * Undefined (the default): no place is shown.
   */
  placeHeader: string | undefined;
  bodyLimit: number;
  /**
   * argon2id cost of new password hashes (`LOBBY_ARGON2_MEMORY_KIB`, `LOBBY_ARGON2_PASSES`):
   * OWASP's minimum, 19 MiB and 2 passes, by default (why: `core/security/passwords.ts`); lower in tests.
   */
  argon2: Argon2Cost;
  /**
   * The hashing queue (`core/security/hash-queue.ts`): costly hashes running at once
   * (`LOBBY_HASH_CONCURRENCY`, 2: half of libuv's default 4 threads, the rest left to file I/O,
   * DNS and other crypto), password work waiting beyond them (`LOBBY_HASH_QUEUE`, 32) and of one
   * member or login name (`LOBBY_HASH_PER_ACCOUNT`, 2). Beyond them: 503 `SERVER_BUSY` at once.
   */
  hashing: HashQueueLimits;
  /**
   * Key of the withdrawal-PIN hashes (HMAC-SHA-256, `LOBBY_WPASS_SECRET`). Kept out of the
   * database so a copy of it cannot try the 10,000 PINs offline; production refuses the
   * development default. Changing it makes every PIN set before unusable.
   */
  wpassSecret: string;
  /**
   * Key the members' TOTP secrets are encrypted under at rest (AES-256-GCM with a key derived
   * from `LOBBY_TOTP_KEY`): a copy of the database alone gives no authenticator. Production
   * refuses the development default or one under 32 characters. Changing it voids every TOTP.
   */
  totpKey: string;
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
  /** Wrong withdrawal passwords within the sliding window (`wpassLockMs`) that lock its use. */
  wpassMaxFailures: number;
  /** The withdrawal-password window and lock: failures count this long, a lock lasts this long. */
  wpassLockMs: number;
  rateLimits: Record<'login' | 'register' | 'code' | 'reset' | 'lookup', RateLimitRule>;
  /** SMTP URL for real mail delivery; absent → email stays in the outbox (`ops outbox`). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The HTTP SMS provider (`LOBBY_SMS_URL`, `_SECRET`, `_API_KEY`); absent → SMS stays in the outbox. */
  sms: SmsSettings | undefined;
  /**
   * Kinds an operator keeps in the outbox on purpose (`LOBBY_OUTBOX_ONLY`): production accepts
   * no channel for them (`base/mode.ts`).
   */
  outboxOnly: readonly DeliveryChannel[];
  /** The delivery worker's retries, backoff, lease and polling (`core/messaging/delivery-worker.ts`). */
  delivery: DeliverySettings;
  /**
   * Whether `/api/docs` is served: on in development unless `LOBBY_DOCS=0`, off in production
   * unless `LOBBY_DOCS=1` (the reference maps every endpoint for whoever reaches the server).
   */
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
  /**
   * How long one minute of a reality-check interval lasts (`LOBBY_REALITY_CHECK_MINUTE_MS`):
   * 60 000, always in production (`base/mode.ts` refuses anything else). Test suites shorten
   * it so a check chosen at the shortest interval comes due in a second, not ten minutes.
   */
  realityCheckMinuteMs: number;
  /** How often expired security records are swept (`core/sweeper/sweeper.ts`); 0 turns it off. */
  sweepEveryMs: number;
  /**
   * How often an open balance stream (`wallet.events`) sends a keep-alive comment and checks
   * that its session still stands (15 s: under the idle timeouts of common proxies).
   */
  streamHeartbeatMs: number;
  /** Open balance streams one member may hold (every tab of every device counts). */
  streamsPerMember: number;
  /**
   * How often an instance that does not lead the periodic jobs tries to take the lead
   * (`LOBBY_LEADER_RETRY_MS`, `core/cluster/cluster.ts`): the longest the jobs go unled after the
   * leader dies. PostgreSQL only; on PGlite the one process always leads.
   */
  leaderRetryMs: number;
  /** `production` when `LOBBY_MODE` says so, else when `NODE_ENV=production` (see `base/mode.ts`). */
  mode: ServerMode;
  /** The demo services to mount (`LOBBY_DEMO`): all in development, none in production unless named. */
  demo: DemoServices;
  /**
   * Port of the Prometheus metrics listener (`LOBBY_METRICS_PORT`); undefined (the default)
   * serves no metrics. Never the member port: the figures are for operators only.
   */
  metricsPort: number | undefined;
  /** Address the metrics listener binds (`LOBBY_METRICS_HOST`, loopback by default). */
  metricsHost: string;
  /**
   * How long a stopping server keeps answering, with `/readyz` failing, before it stops taking
   * connections (`LOBBY_DRAIN_DELAY_MS`): a little over the balancer's health-check interval,
   * so the balancer has seen the failure and sends nothing new when the listener closes.
   * 3 s in production mode; 0 in development, where no balancer watches and a stop (Ctrl-C,
   * `pnpm start`, the bench, tests restarting a server) should not wait for one.
   */
  drainDelayMs: number;
  /**
   * The bound on a stop, from the signal to the exit (`LOBBY_SHUTDOWN_MS`): past it the process
   * logs what it was waiting on and exits 1.
   */
  shutdownMs: number;
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

/** A TCP port (0: any free one), or undefined when unset: the listener is off. */
function portOrOff(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = nonNegative(value, 0);
  if (n > 65_535) throw new Error(`Expected a port (0-65535), got "${value}"`);
  return n;
}

/** An HTTP header name (RFC 9110 token characters), lower-cased; unset or empty → undefined. */
function headerName(value: string | undefined, setting: string): string | undefined {
  const name = value?.trim().toLowerCase();
  if (!name) return undefined;
  if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name))
    throw new Error(`${setting} must be a header name, e.g. cf-ipcountry, got "${value}"`);
  return name;
}

/** `LOBBY_MODE` wins over `NODE_ENV`; an unknown `LOBBY_MODE` is refused rather than read as development. */
function modeOf(env: Readonly<Record<string, string | undefined>>): ServerMode {
  const named = env.LOBBY_MODE;
  if (named === 'production' || named === 'development') return named;
  if (named !== undefined && named !== '')
    throw new Error(`LOBBY_MODE must be "production" or "development", got "${named}"`);
  return env.NODE_ENV === 'production' ? 'production' : 'development';
}

/**
 * `LOBBY_DEMO=gateway,provider` (or `none`) names the demo services to mount; unset, the mode
 * decides. An unknown name is refused: a typo must not mount or unmount a service silently.
 */
function demoOf(value: string | undefined, mode: ServerMode): DemoServices {
  if (value === undefined || value.trim() === '') {
    const on = mode === 'development';
    return { gateway: on, provider: on, named: false };
  }
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && name !== 'none');
  for (const name of names)
    if (!(DEMO_SERVICES as readonly string[]).includes(name))
      throw new Error(
        `LOBBY_DEMO names "${name}"; expected a list of ${DEMO_SERVICES.join(', ')}, or none`,
      );
  return { gateway: names.includes('gateway'), provider: names.includes('provider'), named: true };
}

/** The message kinds, as `LOBBY_OUTBOX_ONLY` names them. */
const DELIVERY_CHANNELS: readonly DeliveryChannel[] = ['email', 'sms'];

/** `LOBBY_OUTBOX_ONLY=email,sms` (or `none`, or unset); an unknown name is refused. */
function outboxOnlyOf(value: string | undefined): DeliveryChannel[] {
  const names = (value ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '' && n !== 'none');
  for (const name of names)
    if (!DELIVERY_CHANNELS.includes(name as DeliveryChannel))
      throw new Error(`LOBBY_OUTBOX_ONLY names "${name}"; expected a list of email, sms, or none`);
  return names as DeliveryChannel[];
}

/** The SMS provider, when `LOBBY_SMS_URL` is set; it must come with the signing secret. */
function smsOf(env: Readonly<Record<string, string | undefined>>): SmsSettings | undefined {
  if (!env.LOBBY_SMS_URL) return undefined;
  if (!env.LOBBY_SMS_SECRET)
    throw new Error('LOBBY_SMS_URL is set without LOBBY_SMS_SECRET: SMS requests must be signed');
  return {
    url: env.LOBBY_SMS_URL,
    apiKey: env.LOBBY_SMS_API_KEY || undefined,
    secret: env.LOBBY_SMS_SECRET,
  };
}

/** The delivery worker's settings; a send's timeout must end before its lease does. */
function deliveryOf(env: Readonly<Record<string, string | undefined>>): DeliverySettings {
  const settings: DeliverySettings = {
    maxAttempts: Math.max(1, int(env.LOBBY_DELIVERY_MAX_ATTEMPTS, 8)),
    backoffMs: nonNegative(env.LOBBY_DELIVERY_BACKOFF_MS, 5_000),
    maxBackoffMs: nonNegative(env.LOBBY_DELIVERY_MAX_BACKOFF_MS, 30 * 60_000),
    leaseMs: Math.max(1_000, int(env.LOBBY_DELIVERY_LEASE_MS, 60_000)),
    timeoutMs: Math.max(100, int(env.LOBBY_DELIVERY_TIMEOUT_MS, 20_000)),
    pollMs: nonNegative(env.LOBBY_DELIVERY_POLL_MS, 1_000),
  };
  if (settings.timeoutMs >= settings.leaseMs)
    throw new Error(
      'LOBBY_DELIVERY_TIMEOUT_MS must be shorter than LOBBY_DELIVERY_LEASE_MS: a send still under way must keep its claim',
    );
  return settings;
}

/** Stripe keeps idempotency keys for 24 hours; a shorter setting would let a late retry pay twice. */
const MIN_IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/** The default PGlite data folder: `apps/api/.data/pglite`. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

/** Reads the configuration from an environment (by default `process.env`). */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ServerConfig {
  const minute = 60_000;
  const mode = modeOf(env);
  return {
    host: env.HOST ?? '127.0.0.1',
    port: int(env.PORT, 3100),
    databaseUrl: env.DATABASE_URL || undefined,
    poolSize: Math.max(1, int(env.LOBBY_DB_POOL, 10)),
    dataDir: env.LOBBY_DATA_DIR === 'memory' ? undefined : (env.LOBBY_DATA_DIR ?? DEFAULT_DATA_DIR),
    pgliteDurable: env.LOBBY_PGLITE_SYNC !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.LOBBY_TRUST_PROXY === '1',
    countryHeader: headerName(env.LOBBY_COUNTRY_HEADER, 'LOBBY_COUNTRY_HEADER'),
    placeHeader: headerName(env.LOBBY_PLACE_HEADER, 'LOBBY_PLACE_HEADER'),
    bodyLimit: int(env.LOBBY_BODY_LIMIT, 64 * 1024),
    argon2: {
      // argon2 needs at least 8 KiB (8 × parallelism) and one pass.
      memoryKiB: Math.max(8, int(env.LOBBY_ARGON2_MEMORY_KIB, 19 * 1024)),
      passes: Math.max(1, int(env.LOBBY_ARGON2_PASSES, 2)),
    },
    hashing: {
      running: Math.max(1, int(env.LOBBY_HASH_CONCURRENCY, 2)),
      waiting: nonNegative(env.LOBBY_HASH_QUEUE, 32),
      perAccount: Math.max(1, int(env.LOBBY_HASH_PER_ACCOUNT, 2)),
    },
    wpassSecret: env.LOBBY_WPASS_SECRET || DEV_WPASS_SECRET,
    totpKey: env.LOBBY_TOTP_KEY || DEV_TOTP_KEY,
    sessionIdleMs: int(env.LOBBY_SESSION_IDLE_MS, 2 * 60 * minute),
    tokenRotateAfterMs: int(env.LOBBY_TOKEN_ROTATE_MS, 10 * minute),
    tokenGraceMs: int(env.LOBBY_TOKEN_GRACE_MS, 60_000),
    keyGraceMs: int(env.LOBBY_KEY_GRACE_MS, 60 * minute),
    keyPassphrase: env.LOBBY_KEY_PASSPHRASE || undefined,
    captchaAfterFailures: int(env.LOBBY_CAPTCHA_AFTER, 3),
    lockAfterFailures: int(env.LOBBY_LOCK_AFTER, 10),
    wpassMaxFailures: Math.max(1, int(env.LOBBY_WPASS_MAX_FAILURES, 5)),
    wpassLockMs: nonNegative(env.LOBBY_WPASS_LOCK_MS, 15 * minute),
    rateLimits: {
      login: { max: int(env.LOBBY_RL_LOGIN, 20), windowMs: minute },
      register: { max: int(env.LOBBY_RL_REGISTER, 5), windowMs: 10 * minute },
      code: { max: int(env.LOBBY_RL_CODE, 5), windowMs: 10 * minute },
      reset: { max: int(env.LOBBY_RL_RESET, 10), windowMs: 10 * minute },
      lookup: { max: int(env.LOBBY_RL_LOOKUP, 60), windowMs: minute },
    },
    smtpUrl: env.LOBBY_SMTP_URL || undefined,
    mailFrom: env.LOBBY_MAIL_FROM ?? 'Lobby <no-reply@lobby.test>',
    sms: smsOf(env),
    outboxOnly: outboxOnlyOf(env.LOBBY_OUTBOX_ONLY),
    delivery: deliveryOf(env),
    docs: env.LOBBY_DOCS === '1' || (mode === 'development' && env.LOBBY_DOCS !== '0'),
    gatewaySecret: env.LOBBY_GATEWAY_SECRET || DEV_GATEWAY_SECRET,
    providerMasterSecret: env.LOBBY_PROVIDER_SECRET || DEV_PROVIDER_SECRET,
    idempotencyTtlMs: Math.max(
      nonNegative(env.LOBBY_IDEMPOTENCY_TTL_MS, MIN_IDEMPOTENCY_TTL_MS),
      MIN_IDEMPOTENCY_TTL_MS,
    ),
    idempotencyStaleMs: nonNegative(env.LOBBY_IDEMPOTENCY_STALE_MS, 30_000),
    signatureMaxAgeMs: nonNegative(env.LOBBY_SIGNATURE_MAX_AGE_MS, 5 * minute),
    publicUrl: env.LOBBY_PUBLIC_URL || undefined,
    launchTtlMs: nonNegative(env.LOBBY_LAUNCH_TTL_MS, 4 * 60 * minute),
    realityCheckMinuteMs: Math.max(1, int(env.LOBBY_REALITY_CHECK_MINUTE_MS, minute)),
    sweepEveryMs: nonNegative(env.LOBBY_SWEEP_MS, 10 * minute),
    streamHeartbeatMs: Math.max(100, int(env.LOBBY_STREAM_HEARTBEAT_MS, 15_000)),
    streamsPerMember: nonNegative(env.LOBBY_STREAMS_PER_MEMBER, 5),
    leaderRetryMs: Math.max(50, int(env.LOBBY_LEADER_RETRY_MS, 5_000)),
    mode,
    demo: demoOf(env.LOBBY_DEMO, mode),
    metricsPort: portOrOff(env.LOBBY_METRICS_PORT),
    metricsHost: env.LOBBY_METRICS_HOST || '127.0.0.1',
    drainDelayMs: nonNegative(env.LOBBY_DRAIN_DELAY_MS, mode === 'production' ? 3_000 : 0),
    shutdownMs: Math.max(1, nonNegative(env.LOBBY_SHUTDOWN_MS, 15_000)),
  };
}
