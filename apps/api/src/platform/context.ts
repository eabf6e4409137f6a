/**
 * What every handler can reach: the database, the configuration and the services. Built once
 * per server in app.ts; tests build it the same way over their own database.
 */
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { CaptchaService } from '../core/captcha.ts';
import type { Cluster } from '../core/cluster.ts';
import type { CodeService } from '../core/codes.ts';
import type { DeliveryHandle } from '../core/delivery-worker.ts';
import type { KeyStore } from '../core/keys.ts';
import type { LoginGuard } from '../core/login-guard.ts';
import type { PasswordService } from '../core/passwords.ts';
import type { SessionService } from '../core/sessions.ts';
import type { BrandRegistry } from './brands.ts';
import type { LifecycleState } from './lifecycle.ts';
import type { Metrics } from './metrics.ts';
import type { RateLimiter } from './rate-limit.ts';

/** The server's shared services. */
export interface AppContext {
  db: Database;
  dbKind: 'pglite' | 'postgres';
  /**
   * The other instances on the database: notes to them (money moved, unread counts, a brand's
   * configuration changed) and whether this one leads the periodic jobs (`core/cluster.ts`).
   */
  cluster: Cluster;
  config: ServerConfig;
  now: () => number;
  /** How long brand, maintenance and channel lookups are kept (0 in tests: read every time). */
  cacheMs: number;
  brands: BrandRegistry;
  keys: KeyStore;
  /** Every password and withdrawal-PIN hash, through the hashing queue. */
  passwords: PasswordService;
  sessions: SessionService;
  captcha: CaptchaService;
  codes: CodeService;
  loginGuard: LoginGuard;
  /** The outbox's senders and the wake-up of the worker sending its messages. */
  delivery: DeliveryHandle;
  rateLimiter: RateLimiter;
  /** The server's Prometheus metrics (`platform/metrics.ts`). */
  metrics: Metrics;
  /** Whether the server is draining (`platform/lifecycle.ts`): `/readyz` fails while it is. */
  lifecycle: LifecycleState;
}
