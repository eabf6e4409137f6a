/**
 * Settings of the money areas (ledger, payments, games), read once from the environment with
 * development defaults. Kept apart from config.ts so the platform's configuration stays as
 * it is; the lead may fold these into ServerConfig.
 */

/** The money areas' settings. */
export interface MoneyConfig {
  /** HMAC secret shared with the (demo) payment gateway. */
  gatewaySecret: string;
  /** Master secret the per-channel provider secrets are derived from at seed time. */
  providerMasterSecret: string;
  /** How long an idempotency key is kept (≥ 24 h). */
  idempotencyTtlMs: number;
  /** After this long a `pending` idempotency key is considered abandoned and may be taken over. */
  idempotencyStaleMs: number;
  /** How old a signed server-to-server call may be. */
  signatureMaxAgeMs: number;
  /** Public origin of this API, used in redirect URLs (gateway page, game launch). */
  publicUrl: string | undefined;
  /** Launch tokens of game sessions live this long. */
  launchTtlMs: number;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`Expected a non-negative integer, got "${value}"`);
  return n;
}

/** Reads the money settings from an environment (by default `process.env`). */
export function loadMoneyConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): MoneyConfig {
  return {
    gatewaySecret: env.LOBBY_GATEWAY_SECRET || 'dev-gateway-secret-change-me',
    providerMasterSecret: env.LOBBY_PROVIDER_SECRET || 'dev-provider-secret-change-me',
    idempotencyTtlMs: Math.max(int(env.LOBBY_IDEMPOTENCY_TTL_MS, 24 * 3_600_000), 24 * 3_600_000),
    idempotencyStaleMs: int(env.LOBBY_IDEMPOTENCY_STALE_MS, 30_000),
    signatureMaxAgeMs: int(env.LOBBY_SIGNATURE_MAX_AGE_MS, 300_000),
    publicUrl: env.LOBBY_PUBLIC_URL || undefined,
    launchTtlMs: int(env.LOBBY_LAUNCH_TTL_MS, 4 * 3_600_000),
  };
}

/** The settings of this process (read once). */
export const moneyConfig: MoneyConfig = loadMoneyConfig();
