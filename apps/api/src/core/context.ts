/**
 * What every handler can reach: the database, the configuration and the services. Built once
 * per server in app.ts; tests build it the same way over their own database.
 */
import type { ServerConfig } from '../base/config.ts';
import type { Database } from '../db/client.ts';
import type { CaptchaService } from './security/captcha.ts';
import type { Cluster } from './cluster/cluster.ts';
import type { CodeService } from './security/codes.ts';
import type { DeliveryHandle } from './messaging/delivery-worker.ts';
import type { KeyStore } from './security/keys.ts';
import type { LoginGuard } from './security/login-guard.ts';
import type { PasswordService } from './security/passwords.ts';
import type { SessionService } from './security/sessions.ts';
import type { TransferProvider } from './money/transfers.ts';
import type { BrandRegistry } from '../base/brands.ts';
import type { LifecycleState } from '../base/lifecycle.ts';
import type { Metrics } from './observability/metrics.ts';
import type { RateLimiter } from '../base/rate-limit.ts';

/** The server's shared services. */
export interface AppContext {
  db: Database;
  dbKind: 'pglite' | 'postgres';
  /**
   * The other instances on the database: notes to them (money moved, unread counts, a brand's
   * configuration changed) and whether this one leads the periodic jobs (`core/cluster/cluster.ts`).
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
  /** The server's Prometheus metrics (`core/observability/metrics.ts`). */
  metrics: Metrics;
  /**
   * The game provider's side of a transfer (the port `core/money/transfers.ts` moves money
   * through), chosen where the server is composed (`server.ts`): core never picks one.
   */
  transferProvider: TransferProvider;
  /** Whether the server is draining (`base/lifecycle.ts`): `/readyz` fails while it is. */
  lifecycle: LifecycleState;
}
