import { describe, expect, it } from 'vitest';
import {
  DEV_GATEWAY_SECRET,
  DEV_PROVIDER_SECRET,
  DEV_TOTP_KEY,
  DEV_WPASS_SECRET,
  loadConfig,
} from './config.ts';
import { DEMO_ENDPOINTS, unmountedEndpoints } from '../areas/index.ts';
import {
  NotProductionReady,
  announceMode,
  assertProductionReady,
  developmentDefaults,
  productionProblems,
  seedsDemo,
} from './mode.ts';
import type { ModeLogger } from './mode.ts';

const GATEWAY = 'g'.repeat(40);
const PROVIDER = 'p'.repeat(40);
const WPASS = 'w'.repeat(40);
const TOTP = 't'.repeat(40);
/** A production environment with nothing left to refuse. */
const READY = {
  NODE_ENV: 'production',
  LOBBY_GATEWAY_SECRET: GATEWAY,
  LOBBY_PROVIDER_SECRET: PROVIDER,
  LOBBY_WPASS_SECRET: WPASS,
  LOBBY_TOTP_KEY: TOTP,
  DATABASE_URL: 'postgres://lobby@db.example/lobby',
  LOBBY_SMTP_URL: 'smtp://mail.example',
  LOBBY_SMS_URL: 'https://sms.example/send',
  LOBBY_SMS_SECRET: 'm'.repeat(40),
};

function thrown(run: () => void): NotProductionReady {
  try {
    run();
  } catch (error) {
    if (error instanceof NotProductionReady) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('the demo seed', () => {
  it('is development’s alone, whatever else is configured', () => {
    expect(seedsDemo(loadConfig({}))).toBe(true);
    expect(seedsDemo(loadConfig({ NODE_ENV: 'test', LOBBY_DEMO: 'none' }))).toBe(true);
    expect(seedsDemo(loadConfig(READY))).toBe(false);
    // Mounting the demo services in production does not bring the demo data back.
    expect(seedsDemo(loadConfig({ ...READY, LOBBY_DEMO: 'gateway,provider' }))).toBe(false);
  });
});

describe('the mode setting', () => {
  it('is production for NODE_ENV=production or LOBBY_MODE=production, LOBBY_MODE winning', () => {
    expect(loadConfig({}).mode).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' }).mode).toBe('development');
    expect(loadConfig({ NODE_ENV: 'production' }).mode).toBe('production');
    expect(loadConfig({ LOBBY_MODE: 'production', NODE_ENV: 'development' }).mode).toBe(
      'production',
    );
    expect(loadConfig({ LOBBY_MODE: 'development', NODE_ENV: 'production' }).mode).toBe(
      'development',
    );
    // A typo must not fall back to development silently.
    expect(() => loadConfig({ LOBBY_MODE: 'prod' })).toThrow(/LOBBY_MODE/);
  });

  it('mounts the demo services in development, and in production only those LOBBY_DEMO names', () => {
    expect(loadConfig({}).demo).toEqual({ gateway: true, provider: true, named: false });
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toEqual({
      gateway: false,
      provider: false,
      named: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', LOBBY_DEMO: 'gateway' }).demo).toEqual({
      gateway: true,
      provider: false,
      named: true,
    });
    expect(loadConfig({ NODE_ENV: 'production', LOBBY_DEMO: ' provider , gateway' }).demo).toEqual({
      gateway: true,
      provider: true,
      named: true,
    });
    expect(loadConfig({ LOBBY_DEMO: 'none' }).demo).toEqual({
      gateway: false,
      provider: false,
      named: true,
    });
    expect(() => loadConfig({ LOBBY_DEMO: 'gateway,casino' })).toThrow(/LOBBY_DEMO.*casino/);
  });

  it('leaves the endpoints of a demo service that is off unmounted', () => {
    expect(unmountedEndpoints(loadConfig({}))).toEqual([]);
    expect(unmountedEndpoints(loadConfig({ NODE_ENV: 'production' }))).toEqual([
      ...DEMO_ENDPOINTS.gateway,
      ...DEMO_ENDPOINTS.provider,
    ]);
    expect(
      unmountedEndpoints(loadConfig({ NODE_ENV: 'production', LOBBY_DEMO: 'gateway' })),
    ).toEqual([...DEMO_ENDPOINTS.provider]);
    // The signed server-to-server paths are never demo endpoints.
    const ids = [...DEMO_ENDPOINTS.gateway, ...DEMO_ENDPOINTS.provider].map((e) => e.id);
    expect(ids).toEqual(['gateway.checkout', 'gateway.decide', 'provider.play', 'provider.round']);
  });
});

describe('a production start', () => {
  it('is refused on the built-in secrets, naming each setting', () => {
    const error = thrown(() => assertProductionReady(loadConfig({ NODE_ENV: 'production' })));
    // The four secrets, and no channel for email or SMS.
    expect(error.problems).toHaveLength(6);
    expect(error.message).toMatch(/^Refusing to start in production mode/);
    expect(error.message).toMatch(/LOBBY_GATEWAY_SECRET is unset/);
    expect(error.message).toMatch(/LOBBY_PROVIDER_SECRET is unset/);
    expect(error.message).toMatch(/LOBBY_WPASS_SECRET is unset/);
    expect(error.message).toMatch(/LOBBY_TOTP_KEY is unset/);
  });

  it('is refused without a channel for email or SMS, unless an operator keeps that kind in the outbox', () => {
    const {
      LOBBY_SMTP_URL: _smtp,
      LOBBY_SMS_URL: _sms,
      LOBBY_SMS_SECRET: _secret,
      ...noChannel
    } = READY;
    expect(productionProblems(loadConfig(noChannel))).toEqual([
      'LOBBY_SMTP_URL is unset: email codes would stay in the outbox; set it, or name email in LOBBY_OUTBOX_ONLY to keep them there on purpose',
      'LOBBY_SMS_URL is unset: SMS codes would stay in the outbox; set it, or name sms in LOBBY_OUTBOX_ONLY to keep them there on purpose',
    ]);
    const kept = loadConfig({ ...noChannel, LOBBY_OUTBOX_ONLY: 'email, sms' });
    expect(productionProblems(kept)).toEqual([]);
    // Kept on purpose, and still named at start.
    expect(developmentDefaults(kept)).toContain('SMS stays in the outbox (LOBBY_SMS_URL unset)');
    expect(productionProblems(loadConfig({ ...READY, LOBBY_SMS_SECRET: 'm'.repeat(31) }))).toEqual([
      'LOBBY_SMS_SECRET is shorter than 32 characters',
    ]);
  });

  it('reads the delivery settings strictly', () => {
    expect(() => loadConfig({ LOBBY_SMS_URL: 'https://sms.example/send' })).toThrow(
      /without LOBBY_SMS_SECRET/,
    );
    expect(() => loadConfig({ LOBBY_OUTBOX_ONLY: 'mail' })).toThrow(
      /LOBBY_OUTBOX_ONLY names "mail"/,
    );
    expect(() =>
      loadConfig({ LOBBY_DELIVERY_TIMEOUT_MS: '60000', LOBBY_DELIVERY_LEASE_MS: '60000' }),
    ).toThrow(/must be shorter than LOBBY_DELIVERY_LEASE_MS/);
    expect(loadConfig({}).delivery).toEqual({
      maxAttempts: 8,
      backoffMs: 5_000,
      maxBackoffMs: 30 * 60_000,
      leaseMs: 60_000,
      timeoutMs: 20_000,
      pollMs: 1_000,
    });
  });

  it('is refused with the reality-check test knob (checks sooner than the member chose)', () => {
    expect(productionProblems(loadConfig(READY))).toEqual([]);
    expect(
      productionProblems(loadConfig({ ...READY, LOBBY_REALITY_CHECK_MINUTE_MS: '100' })),
    ).toEqual([expect.stringMatching(/^LOBBY_REALITY_CHECK_MINUTE_MS=100/)]);
  });

  it('is refused on a PGlite that loses acknowledged writes', () => {
    const { DATABASE_URL: _url, ...pglite } = READY;
    // A PGlite folder flushed at every commit (the default) is durable.
    expect(productionProblems(loadConfig(pglite))).toEqual([]);
    expect(productionProblems(loadConfig({ ...pglite, LOBBY_DATA_DIR: 'memory' }))).toEqual([
      expect.stringMatching(/^LOBBY_DATA_DIR=memory without DATABASE_URL/),
    ]);
    expect(productionProblems(loadConfig({ ...pglite, LOBBY_PGLITE_SYNC: '0' }))).toEqual([
      expect.stringMatching(/^LOBBY_PGLITE_SYNC=0/),
    ]);
    // With PostgreSQL the PGlite settings do not matter.
    expect(
      productionProblems(
        loadConfig({ ...READY, LOBBY_DATA_DIR: 'memory', LOBBY_PGLITE_SYNC: '0' }),
      ),
    ).toEqual([]);
  });

  it('is refused on a secret set to the built-in value or shorter than 32 characters', () => {
    const problems = productionProblems(
      loadConfig({
        ...READY,
        LOBBY_GATEWAY_SECRET: DEV_GATEWAY_SECRET,
        LOBBY_PROVIDER_SECRET: 'p'.repeat(31),
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^LOBBY_GATEWAY_SECRET is unset/),
      expect.stringMatching(/^LOBBY_PROVIDER_SECRET is shorter than 32 characters/),
    ]);
    expect(
      productionProblems(loadConfig({ ...READY, LOBBY_PROVIDER_SECRET: DEV_PROVIDER_SECRET })),
    ).toHaveLength(1);
    // The withdrawal-PIN key likewise: with the public default a copy of the database gives
    // every PIN away in 10,000 HMACs.
    expect(
      productionProblems(loadConfig({ ...READY, LOBBY_WPASS_SECRET: DEV_WPASS_SECRET })),
    ).toEqual([expect.stringMatching(/^LOBBY_WPASS_SECRET is unset/)]);
    expect(
      productionProblems(loadConfig({ ...READY, LOBBY_WPASS_SECRET: 'w'.repeat(31) })),
    ).toEqual([expect.stringMatching(/^LOBBY_WPASS_SECRET is shorter than 32 characters/)]);
    // The TOTP secrets' key likewise: with the public default a copy of the database gives
    // every member's authenticator.
    expect(productionProblems(loadConfig({ ...READY, LOBBY_TOTP_KEY: DEV_TOTP_KEY }))).toEqual([
      expect.stringMatching(/^LOBBY_TOTP_KEY is unset/),
    ]);
    expect(productionProblems(loadConfig({ ...READY, LOBBY_TOTP_KEY: 't'.repeat(31) }))).toEqual([
      expect.stringMatching(/^LOBBY_TOTP_KEY is shorter than 32 characters/),
    ]);
  });

  it('is refused on a demo service mounted without being named', () => {
    const config = { ...loadConfig(READY), demo: { gateway: true, provider: true, named: false } };
    const problems = productionProblems(config);
    expect(problems).toEqual([
      expect.stringMatching(/demo gateway would be mounted.*LOBBY_DEMO=gateway/),
      expect.stringMatching(/demo game provider would be mounted.*LOBBY_DEMO=provider/),
    ]);
  });

  it('goes ahead with real secrets, and with the demo services an operator named', () => {
    expect(() => assertProductionReady(loadConfig(READY))).not.toThrow();
    expect(() =>
      assertProductionReady(loadConfig({ ...READY, LOBBY_DEMO: 'gateway,provider' })),
    ).not.toThrow();
  });

  it('is never refused in development mode', () => {
    expect(() =>
      assertProductionReady(loadConfig({ LOBBY_DATA_DIR: 'memory', LOBBY_PGLITE_SYNC: '0' })),
    ).not.toThrow();
    // What it would refuse is still known: the four secrets, both demo services, no channel
    // for email or SMS, the memory database.
    expect(productionProblems(loadConfig({ LOBBY_DATA_DIR: 'memory' }))).toHaveLength(9);
  });
});

describe('the start-up banner', () => {
  function captured(): { log: ModeLogger; lines: { level: string; message: string }[] } {
    const lines: { level: string; message: string }[] = [];
    return {
      lines,
      log: {
        info: (_o, message) => void lines.push({ level: 'info', message }),
        warn: (_o, message) => void lines.push({ level: 'warn', message }),
      },
    };
  }

  it('names every development default in force, once', () => {
    const config = loadConfig({ LOBBY_DATA_DIR: '/tmp/lobby-pglite', LOBBY_PGLITE_SYNC: '0' });
    expect(developmentDefaults(config)).toEqual([
      'built-in gateway secret (LOBBY_GATEWAY_SECRET unset)',
      'built-in provider secret (LOBBY_PROVIDER_SECRET unset)',
      'built-in withdrawal-PIN key (LOBBY_WPASS_SECRET unset)',
      'built-in TOTP-secret key (LOBBY_TOTP_KEY unset)',
      'demo gateway mounted (its Pay page credits deposits without payment)',
      'demo game provider mounted',
      'PGlite without fsync (LOBBY_PGLITE_SYNC=0)',
      'mail stays in the outbox (LOBBY_SMTP_URL unset)',
      'SMS stays in the outbox (LOBBY_SMS_URL unset)',
      'RSA private keys stored in the clear (LOBBY_KEY_PASSPHRASE unset)',
    ]);
    const { log, lines } = captured();
    announceMode(log, config);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe('warn');
    expect(lines[0]?.message).toMatch(/^development mode/);
    for (const item of developmentDefaults(config)) expect(lines[0]?.message).toContain(item);
  });

  it('drops each default once its setting is given', () => {
    const config = loadConfig({
      LOBBY_GATEWAY_SECRET: GATEWAY,
      LOBBY_PROVIDER_SECRET: PROVIDER,
      LOBBY_WPASS_SECRET: WPASS,
      LOBBY_TOTP_KEY: TOTP,
      LOBBY_DEMO: 'provider',
      LOBBY_DATA_DIR: 'memory',
      LOBBY_SMTP_URL: 'smtp://mail.example',
      LOBBY_SMS_URL: 'https://sms.example/send',
      LOBBY_SMS_SECRET: 'short is fine in development',
      LOBBY_KEY_PASSPHRASE: 'a passphrase',
    });
    expect(developmentDefaults(config)).toEqual([
      'demo game provider mounted',
      'PGlite in memory (nothing survives a restart)',
    ]);
    expect(developmentDefaults({ ...config, databaseUrl: 'postgres://db.example/lobby' })).toEqual([
      'demo game provider mounted',
    ]);
    expect(developmentDefaults({ ...config, dataDir: '/tmp/lobby-pglite' })).toEqual([
      'demo game provider mounted',
    ]);
  });

  it('in production, warns of what is left, or says production mode', () => {
    const left = captured();
    announceMode(left.log, loadConfig(READY));
    expect(left.lines).toEqual([
      {
        level: 'warn',
        message:
          'production mode, with development defaults: RSA private keys stored in the clear (LOBBY_KEY_PASSPHRASE unset)',
      },
    ]);
    const clean = captured();
    announceMode(clean.log, loadConfig({ ...READY, LOBBY_KEY_PASSPHRASE: 'x' }));
    expect(clean.lines).toEqual([{ level: 'info', message: 'production mode' }]);
  });
});
