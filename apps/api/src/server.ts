/**
 * Opens the database, migrates and seeds it, builds the services and the app: what `main.ts`,
 * the ops CLI, the bench and the tests all start from.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { BuildOptions } from './app.ts';
import type { ServerConfig } from './base/config.ts';
import { openDatabase } from './db/client.ts';
import type { DatabaseTarget, OpenDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { ADVISORY_LOCK, oneInstanceAtATime } from './db/advisory-locks.ts';
import { createBrandRegistry } from './base/brands.ts';
import { assertProductionReady } from './base/mode.ts';
import type { AppContext } from './core/context.ts';
import { createRateLimiter } from './base/rate-limit.ts';
import { createLifecycle } from './base/lifecycle.ts';
import { createMetrics } from './core/observability/metrics.ts';
import { recordMoneyTo } from './core/observability/recorders.ts';
import { seedMissing } from './seed/seed.ts';
import { createCaptchaService } from './core/security/captcha.ts';
import { createCluster, onConfigChanged } from './core/cluster/cluster.ts';
import { createCodeService } from './core/security/codes.ts';
import { sendersOf } from './core/messaging/delivery.ts';
import type { Senders } from './core/messaging/delivery.ts';
import { startDeliveryWorker } from './core/messaging/delivery-worker.ts';
import type { DeliveryHandle } from './core/messaging/delivery-worker.ts';
import { createKeyStore } from './core/security/keys.ts';
import { createLoginGuard } from './core/security/login-guard.ts';
import { createPasswordService, passwordOptionsOf } from './core/security/passwords.ts';
import type { PasswordService } from './core/security/passwords.ts';
import { createSessionService } from './core/security/sessions.ts';
import { startSweeper } from './core/sweeper/sweeper.ts';
import { recallUnderExclusionOf } from './areas/responsible-gambling/service.ts';
import { createDemoTransferProvider } from './demo/provider.ts';

/** Options of {@link openContext}. */
export interface ContextOptions {
  config: ServerConfig;
  /** Defaults to PostgreSQL when the config has a URL, else PGlite in the config's folder. */
  target?: DatabaseTarget;
  /**
   * An open database to build over instead of opening `target` (tests: a second app on one
   * in-memory PGlite, as a second instance would share a PostgreSQL). Whoever opened it closes
   * it: closing a server built over it leaves it open.
   */
  database?: OpenDatabase;
  now?: () => number;
  /** The message senders; defaults to the configuration's (`LOBBY_SMTP_URL`, `LOBBY_SMS_URL`). */
  senders?: Senders;
  /** Cache time of brand and maintenance lookups; 0 in tests. */
  cacheMs?: number;
  /**
   * Whether missing brands are seeded (default yes). The ops CLI says no: a server seeds its
   * database in its own mode, and a command run in another mode must not add the demo to it.
   */
  seed?: boolean;
  /** The password service; defaults to the configuration's (tests hold its hashes). */
  passwords?: PasswordService;
}

/** The database target a configuration asks for. */
export function targetOf(config: ServerConfig): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.poolSize }
    : { kind: 'pglite', dataDir: config.dataDir, durable: config.pgliteDurable };
}

/**
 * Opens, migrates and seeds the database and builds every service over it. Closing the answered
 * database first closes the context's cluster (its pending notes are sent).
 */
export async function openContext(
  options: ContextOptions,
): Promise<{ ctx: AppContext; database: OpenDatabase }> {
  const { config } = options;
  const now = options.now ?? Date.now;
  const opened = options.database ?? (await openDatabase(options.target ?? targetOf(config)));
  const cluster = createCluster(opened, { leaderRetryMs: config.leaderRetryMs });
  const database: OpenDatabase = {
    ...opened,
    close: async () => {
      try {
        await cluster.close();
      } finally {
        await opened.close();
      }
    },
  };
  try {
    const { db } = database;
    await migrate(db, database.kind);
    const passwords = options.passwords ?? createPasswordService(passwordOptionsOf(config));
    const keys = createKeyStore(db, { now, passphrase: config.keyPassphrase });
    // Instances starting together seed one after the other: a brand is inserted once.
    await oneInstanceAtATime(db, database.kind, ADVISORY_LOCK.seed, async (locked) => {
      // The seed's demo members, before any request: one admission for all of them.
      if (options.seed !== false)
        await passwords.admit('seed', ({ password }) => seedMissing(locked, password, config));
      // The first start generates the encryption key, before any request needs it (under the
      // same lock, so instances starting together make one).
      await keys.current();
    });
    // Process metrics (event loop, heap) only where someone scrapes them.
    const metrics = createMetrics({ defaults: config.metricsPort !== undefined });
    metrics.watchPool(database.poolStats);
    recordMoneyTo(db, metrics);
    // The worker that sends is started by `createServer` (the ops CLI sends nothing); until
    // then a wake-up does nothing and messages wait in the outbox.
    const delivery: DeliveryHandle = {
      senders: options.senders ?? sendersOf(config),
      wake: () => {},
    };
    const lifecycle = createLifecycle();
    metrics.watchDraining(() => lifecycle.draining);
    const cacheMs = options.cacheMs ?? 2_000;
    const brands = createBrandRegistry(db, cacheMs, now);
    // An operator's change on any instance (or from the ops CLI) drops the brand here at once.
    onConfigChanged(cluster, (brandId) => brands.invalidate(brandId));
    const ctx: AppContext = {
      db,
      dbKind: database.kind,
      cluster,
      config,
      now,
      cacheMs,
      brands,
      keys,
      passwords,
      // The absolute lifetime comes from the brand's cached policy: no query per request.
      sessions: createSessionService(
        db,
        config,
        now,
        async (brandId) => (await brands.byId(brandId))?.security.absolute_session_hours ?? 0,
      ),
      captcha: createCaptchaService(db, now),
      codes: createCodeService(db, now, () => delivery.wake()),
      loginGuard: createLoginGuard(db, now),
      delivery,
      rateLimiter: createRateLimiter(db, now),
      metrics,
      lifecycle,
      // The one game provider this server transfers with: the demo provider, whose book is a
      // table of this database (one commit per transfer).
      transferProvider: createDemoTransferProvider(db),
    };
    return { ctx, database };
  } catch (error) {
    if (options.database) await cluster.close();
    else await database.close();
    throw error;
  }
}

/** A built server: the app (not yet listening), its context and its database. */
export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  database: OpenDatabase;
}

/**
 * Opens everything and builds the app, then joins the cluster (hears the other instances, and
 * competes to lead the periodic jobs); closing the app leaves it and closes the database. In
 * production mode it first refuses a configuration on development defaults (`base/mode.ts`),
 * before the database is opened, so a refused start seeds nothing with a development secret. (A
 * caller passing its own `target`, as tests do, answers for that database itself.)
 */
export async function createServer(options: ContextOptions & BuildOptions): Promise<Server> {
  assertProductionReady(options.config);
  const { ctx, database } = await openContext(options);
  const app = await buildApp(ctx, {
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
  });
  try {
    await ctx.cluster.start(app.log);
  } catch (error) {
    await app.close();
    if (options.database) await ctx.cluster.close();
    else await database.close();
    throw error;
  }
  // Every periodic job runs on the leader alone (the sweeper's `also` jobs with it).
  const stopSweeper = startSweeper({
    db: ctx.db,
    now: ctx.now,
    config: ctx.config,
    log: app.log,
    leads: ctx.cluster.isLeader,
    also: { exclusionRecalls: () => recallUnderExclusionOf(ctx) },
    recorder: ctx.metrics,
  });
  const deliveryWorker = startDeliveryWorker({
    db: ctx.db,
    now: ctx.now,
    senders: ctx.delivery.senders,
    settings: ctx.config.delivery,
    recorder: ctx.metrics,
    log: app.log,
    leads: ctx.cluster.isLeader,
    // A sent code stays readable in development (`ops outbox`); production keeps none.
    eraseBodies: ctx.config.mode === 'production',
  });
  ctx.delivery.wake = deliveryWorker.wake;
  app.addHook('onClose', async () => {
    stopSweeper();
    await deliveryWorker.stop();
    // A database handed in belongs to its opener: this server only leaves the cluster.
    if (options.database) await ctx.cluster.close();
    else await database.close();
  });
  return { app, ctx, database };
}
