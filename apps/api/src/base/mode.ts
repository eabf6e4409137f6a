/**
 * Production or development mode. Development runs on built-in defaults (public secrets, demo
 * services, mail and SMS kept in the outbox) and says so at start; production refuses to start on those that
 * would let money move without a real payment or signer, or lose it once answered. Pure over
 * the configuration, so the rules are tested without a server.
 */
import {
  DEV_GATEWAY_SECRET,
  DEV_PROVIDER_SECRET,
  DEV_TOTP_KEY,
  DEV_WPASS_SECRET,
} from './config.ts';
import type { ServerConfig } from './config.ts';

/** Shortest secret production accepts: an HMAC key must be out of guessing range. */
export const MIN_SECRET_LENGTH = 32;

/** The settings the mode rules read. */
export type ModeConfig = Pick<
  ServerConfig,
  | 'mode'
  | 'gatewaySecret'
  | 'providerMasterSecret'
  | 'wpassSecret'
  | 'totpKey'
  | 'demo'
  | 'databaseUrl'
  | 'dataDir'
  | 'pgliteDurable'
  | 'smtpUrl'
  | 'sms'
  | 'outboxOnly'
  | 'keyPassphrase'
> &
  Partial<Pick<ServerConfig, 'realityCheckMinuteMs'>>;

/**
 * How the configured PGlite falls short of keeping acknowledged writes, if it does: in memory
 * nothing survives a restart; without fsync a power cut can lose what was answered as done.
 * PostgreSQL (`DATABASE_URL`) is the operator's to run durably.
 */
function pgliteShortfall(config: ModeConfig): 'memory' | 'no-fsync' | undefined {
  if (config.databaseUrl) return undefined;
  if (config.dataDir === undefined) return 'memory';
  return config.pgliteDurable ? undefined : 'no-fsync';
}

function secretProblem(name: string, value: string, builtIn: string): string | undefined {
  if (value === builtIn)
    return `${name} is unset: the built-in development secret (public, in the source) would be used`;
  if (value.length < MIN_SECRET_LENGTH)
    return `${name} is shorter than ${MIN_SECRET_LENGTH} characters`;
  return undefined;
}

/**
 * What production refuses about delivery. Each kind of message (email, SMS) needs a real channel
 * or an operator's word that it stays in the outbox (`LOBBY_OUTBOX_ONLY`): otherwise sign-up,
 * recovery and contact-change codes would be written and never reach anyone, unnoticed. Which
 * kinds a brand uses is data (its required fields and recovery options), read only after the
 * database opens, so the rule is per deployment, not per brand; a deployment none of whose
 * brands uses SMS names `sms` there.
 */
function deliveryProblems(config: ModeConfig): string[] {
  const problems: string[] = [];
  if (!config.smtpUrl && !config.outboxOnly.includes('email'))
    problems.push(
      'LOBBY_SMTP_URL is unset: email codes would stay in the outbox; set it, or name email in LOBBY_OUTBOX_ONLY to keep them there on purpose',
    );
  if (!config.sms && !config.outboxOnly.includes('sms'))
    problems.push(
      'LOBBY_SMS_URL is unset: SMS codes would stay in the outbox; set it, or name sms in LOBBY_OUTBOX_ONLY to keep them there on purpose',
    );
  if (config.sms && config.sms.secret.length < MIN_SECRET_LENGTH)
    problems.push(`LOBBY_SMS_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`);
  return problems;
}

/**
 * Every reason a production start must be refused, each naming its setting; empty when the
 * configuration may serve production. Judges the configuration, whatever the mode.
 */
export function productionProblems(config: ModeConfig): string[] {
  const problems = [
    secretProblem('LOBBY_GATEWAY_SECRET', config.gatewaySecret, DEV_GATEWAY_SECRET),
    secretProblem('LOBBY_PROVIDER_SECRET', config.providerMasterSecret, DEV_PROVIDER_SECRET),
    // The withdrawal PINs' key: with the public default a copy of the database gives every PIN.
    secretProblem('LOBBY_WPASS_SECRET', config.wpassSecret, DEV_WPASS_SECRET),
    // The TOTP secrets' key: with the public default a copy of the database gives every one.
    secretProblem('LOBBY_TOTP_KEY', config.totpKey, DEV_TOTP_KEY),
  ].filter((p): p is string => p !== undefined);
  // `loadConfig` mounts them in production only when named; this guards a config built otherwise.
  if (config.demo.gateway && !config.demo.named)
    problems.push(
      'the demo gateway would be mounted (its Pay page credits deposits without payment): name it in LOBBY_DEMO=gateway to mount it on purpose',
    );
  if (config.demo.provider && !config.demo.named)
    problems.push(
      'the demo game provider would be mounted: name it in LOBBY_DEMO=provider to mount it on purpose',
    );
  // A member's reality check comes at the interval they chose, never sooner.
  if (config.realityCheckMinuteMs !== undefined && config.realityCheckMinuteMs !== 60_000)
    problems.push(
      `LOBBY_REALITY_CHECK_MINUTE_MS=${config.realityCheckMinuteMs}: a test knob; reality checks would come sooner than the interval the member chose`,
    );
  problems.push(...deliveryProblems(config));
  // A money move answered as done must survive a restart and a power cut.
  const shortfall = pgliteShortfall(config);
  if (shortfall === 'memory')
    problems.push(
      'LOBBY_DATA_DIR=memory without DATABASE_URL: the database would live in memory, and nothing survives a restart',
    );
  if (shortfall === 'no-fsync')
    problems.push(
      'LOBBY_PGLITE_SYNC=0: PGlite would acknowledge writes before they reach the disk (a power cut loses them)',
    );
  return problems;
}

/**
 * Whether the seed writes the demo: the demo member (`demo01` / `demo1234`) with its money, the
 * demo banks, deposit methods, game catalogue and content, the about-us pages and compliance
 * links on `.example` hosts, and the dev origins and `localhost` hosts. Development only: a
 * production brand starts from its configuration alone, and an operator fills it with ops
 * commands, so no login printed in a README opens a real site. The one place that decides it.
 */
export function seedsDemo(config: Pick<ServerConfig, 'mode'>): boolean {
  return config.mode === 'development';
}

/** What {@link assertProductionReady} throws: its message lists every offending setting. */
export class NotProductionReady extends Error {
  /** One line per problem, as in the message. */
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      [
        'Refusing to start in production mode (NODE_ENV=production or LOBBY_MODE=production):',
        ...problems.map((p) => `  - ${p}`),
        'See "Production mode" in apps/api/README.md.',
      ].join('\n'),
    );
    this.name = 'NotProductionReady';
    this.problems = problems;
  }
}

/** Throws {@link NotProductionReady} in production mode when any problem stands; no-op in development. */
export function assertProductionReady(config: ModeConfig): void {
  if (config.mode !== 'production') return;
  const problems = productionProblems(config);
  if (problems.length) throw new NotProductionReady(problems);
}

/**
 * The development defaults in force, one phrase each: what the start-up banner names. In
 * production the refused ones cannot be left, so what remains (mail, keys) is still worth a
 * warning.
 */
export function developmentDefaults(config: ModeConfig): string[] {
  const defaults: string[] = [];
  if (config.gatewaySecret === DEV_GATEWAY_SECRET)
    defaults.push('built-in gateway secret (LOBBY_GATEWAY_SECRET unset)');
  if (config.providerMasterSecret === DEV_PROVIDER_SECRET)
    defaults.push('built-in provider secret (LOBBY_PROVIDER_SECRET unset)');
  if (config.wpassSecret === DEV_WPASS_SECRET)
    defaults.push('built-in withdrawal-PIN key (LOBBY_WPASS_SECRET unset)');
  if (config.totpKey === DEV_TOTP_KEY)
    defaults.push('built-in TOTP-secret key (LOBBY_TOTP_KEY unset)');
  if (config.demo.gateway)
    defaults.push('demo gateway mounted (its Pay page credits deposits without payment)');
  if (config.demo.provider) defaults.push('demo game provider mounted');
  const shortfall = pgliteShortfall(config);
  if (shortfall === 'memory') defaults.push('PGlite in memory (nothing survives a restart)');
  if (shortfall === 'no-fsync') defaults.push('PGlite without fsync (LOBBY_PGLITE_SYNC=0)');
  if (!config.smtpUrl) defaults.push('mail stays in the outbox (LOBBY_SMTP_URL unset)');
  if (!config.sms) defaults.push('SMS stays in the outbox (LOBBY_SMS_URL unset)');
  if (!config.keyPassphrase)
    defaults.push('RSA private keys stored in the clear (LOBBY_KEY_PASSPHRASE unset)');
  return defaults;
}

/** The logger calls {@link announceMode} makes (pino's and Fastify's loggers fit). */
export interface ModeLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Logs the mode once at start: in development a warning naming every default in force, so no
 * one mistakes a demo setup for a real one; in production the defaults still left, if any.
 */
export function announceMode(log: ModeLogger, config: ModeConfig): void {
  const defaults = developmentDefaults(config);
  if (!defaults.length) {
    log.info({ mode: config.mode, defaults }, `${config.mode} mode`);
  } else if (config.mode === 'development') {
    log.warn(
      { mode: config.mode, defaults },
      `development mode, with development defaults: ${defaults.join('; ')}. Set NODE_ENV=production or LOBBY_MODE=production to refuse them.`,
    );
  } else {
    log.warn(
      { mode: config.mode, defaults },
      `production mode, with development defaults: ${defaults.join('; ')}`,
    );
  }
}
