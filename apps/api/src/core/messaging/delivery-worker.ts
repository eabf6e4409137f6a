/**
 * The delivery worker: sends the outbox's pending messages through the configured senders
 * (`delivery.ts`), retrying a failure with exponential backoff up to a bounded number of tries,
 * after which the message is `failed`.
 *
 * One try of a message goes:
 * 1. **claim** — one statement moves due rows (`pending` whose time has come, or `sending` whose
 *    lease has passed) to `sending` under a fresh lease id and lease end, counting the try;
 *    `FOR UPDATE SKIP LOCKED` lets two workers claim different rows, never the same one.
 * 2. **send** — the message goes to its provider with its stable `messageId`.
 * 3. **mark** — `sent`, or back to `pending` with the next time (or `failed`), written only
 *    where the row still holds this try's lease id.
 *
 * The guarantee: every message committed to the outbox is handed to its provider at least once
 * while tries remain (a crash at any point leaves the row `pending`, or `sending` until its lease
 * passes, and it is claimed again), and a message the provider accepted is handed over again
 * only when its acceptance did not reach step 3: the process died (or stalled past the lease)
 * between sending and marking, or the answer was lost or came after the send's timeout. Exactly
 * once over SMTP or HTTP is not possible without the far side's help, so every try of a message
 * carries the same id (SMTP `Message-ID`, SMS `Idempotency-Key`): a provider that honours its
 * idempotency key, or a mailbox that collapses one `Message-ID`, shows such a re-send once. The sender's timeout is
 * shorter than the lease, so a live worker never has its row taken by another mid-send.
 *
 * It runs on the instance that leads the cluster's periodic jobs (`cluster.ts`), as the sweeper
 * does, so instances sharing a database do not compete for every row; the claim, not the
 * leadership, is what keeps a message from being sent twice at once (a leader that loses the
 * lock mid-step and its successor still claim different rows).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/security.ts';
import type { OutgoingMessage, Senders } from './delivery.ts';
import type { DeliveryRecorder } from '../observability/recorders.ts';
import type { DeliveryChannel, DeliverySettings } from '../../base/config.ts';

/** Test hooks into one step. */
export interface DeliveryHooks {
  /**
   * Runs after a provider accepted a message and before it is marked sent. A throw here ends
   * the step with the row still claimed, as a crash between sending and marking would.
   */
  afterSend?(message: OutgoingMessage): Promise<void> | void;
}

/** What one step needs. */
export interface DeliveryStepOptions {
  db: Database;
  now: () => number;
  senders: Senders;
  settings: Omit<DeliverySettings, 'pollMs'>;
  recorder?: DeliveryRecorder | undefined;
  hooks?: DeliveryHooks | undefined;
  /** Rows claimed at once (default 20). */
  batch?: number;
  /**
   * Whether a message's body (its code) is emptied once it is sent, failed or expired (default
   * yes). The server keeps them in development only, where `ops outbox` shows them.
   */
  eraseBodies?: boolean;
}

/** What one step did. */
export interface DeliveryStepResult {
  sent: number;
  retried: number;
  failed: number;
  expired: number;
  /** Whether a full batch was claimed (more may be due). */
  more: boolean;
}

/** The wait before the try after failure number `attempts` (1-based), bounded. */
export function backoffAfter(
  attempts: number,
  settings: Pick<DeliverySettings, 'backoffMs' | 'maxBackoffMs'>,
): number {
  return Math.min(settings.backoffMs * 2 ** Math.max(0, attempts - 1), settings.maxBackoffMs);
}

/** A failure's reason as stored: its message, short (errors of the senders never hold bodies). */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 300) || 'failed';
}

/** `send` bounded by `timeoutMs`: a provider that hangs fails the try. */
async function sendWithin(
  send: (signal: AbortSignal) => Promise<void>,
  timeoutMs: number,
): Promise<void> {
  const signal = AbortSignal.timeout(timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([send(signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** The due rows of `channels` at `at`: pending and due, or left `sending` past their lease. */
function dueCondition(channels: DeliveryChannel[], at: Date) {
  return and(
    inArray(outbox.channel, channels),
    or(
      and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, at)),
      and(eq(outbox.status, 'sending'), lt(outbox.leaseUntil, at)),
    ),
  );
}

/**
 * One step: gives up what has expired, claims a batch of due messages and tries each once.
 * Only channels with a sender are touched: the others' messages stay pending in the outbox.
 */
export async function deliverDue(options: DeliveryStepOptions): Promise<DeliveryStepResult> {
  const { db, now, senders, settings, recorder, hooks, batch = 20, eraseBodies = true } = options;
  const erased = eraseBodies ? { body: '' } : {};
  const channels = (Object.keys(senders) as DeliveryChannel[]).filter((c) => senders[c]);
  const result: DeliveryStepResult = { sent: 0, retried: 0, failed: 0, expired: 0, more: false };
  if (channels.length === 0) return result;
  const at = new Date(now());
  const expired = await db
    .update(outbox)
    .set({ status: 'expired', ...erased, leaseId: null, leaseUntil: null })
    .where(and(dueCondition(channels, at), lte(outbox.expiresAt, at)))
    .returning({ id: outbox.id });
  result.expired = expired.length;

  const leaseId = randomUUID();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(dueCondition(channels, at), or(isNull(outbox.expiresAt), gt(outbox.expiresAt, at))))
    .orderBy(outbox.id)
    .limit(batch)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({
      status: 'sending',
      leaseId,
      leaseUntil: new Date(at.getTime() + settings.leaseMs),
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning();
  result.more = claimed.length === batch;

  const ours = (id: number) => and(eq(outbox.id, id), eq(outbox.leaseId, leaseId));
  const finish = async (id: number, outcome: 'sent' | 'failed', lastError?: string) => {
    await db
      .update(outbox)
      .set({
        status: outcome,
        ...erased,
        leaseId: null,
        leaseUntil: null,
        ...(outcome === 'sent' ? { sentAt: new Date(now()) } : {}),
        ...(lastError !== undefined ? { lastError } : {}),
      })
      .where(ours(id));
  };

  await Promise.all(
    claimed.map(async (row) => {
      const channel = row.channel as DeliveryChannel;
      // A row past its tries here was claimed again after a crash cut its last try short.
      if (row.attempts > settings.maxAttempts) {
        await finish(row.id, 'failed', row.lastError ?? 'the last try was interrupted');
        result.failed += 1;
        return;
      }
      const message: OutgoingMessage = {
        messageId: row.messageId,
        brandId: row.brandId,
        channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
      };
      const sender = senders[channel];
      let failure: string | undefined;
      try {
        if (!sender) throw new Error(`no ${channel} sender`);
        await sendWithin((signal) => sender.send(message, signal), settings.timeoutMs);
      } catch (error) {
        failure = reasonOf(error);
      }
      if (failure === undefined) {
        recorder?.delivered(channel, 'sent');
        // Outside the try above: a throw here leaves the row claimed, like a crash.
        await hooks?.afterSend?.(message);
        await finish(row.id, 'sent');
        result.sent += 1;
        return;
      }
      recorder?.delivered(channel, 'failed');
      if (row.attempts >= settings.maxAttempts) {
        await finish(row.id, 'failed', failure);
        result.failed += 1;
        return;
      }
      await db
        .update(outbox)
        .set({
          status: 'pending',
          leaseId: null,
          leaseUntil: null,
          lastError: failure,
          nextAttemptAt: new Date(now() + backoffAfter(row.attempts, settings)),
        })
        .where(ours(row.id));
      result.retried += 1;
    }),
  );
  return result;
}

/**
 * What the server's services hold of delivery: the configured senders, and the wake-up of the
 * worker once `createServer` runs one (a no-op before, and in the ops CLI).
 */
export interface DeliveryHandle {
  readonly senders: Senders;
  wake(): void;
}

/** The running worker. */
export interface DeliveryWorker {
  /** Looks for due messages soon (a message was just committed on this instance). */
  wake(): void;
  /** Stops the timer; resolves once a step under way has finished. */
  stop(): Promise<void>;
}

/** What {@link startDeliveryWorker} needs beyond one step's options. */
export interface DeliveryWorkerOptions extends DeliveryStepOptions {
  settings: DeliverySettings;
  /** Whether this instance leads the periodic jobs now (`Cluster.isLeader`); always when absent. */
  leads?: () => boolean;
  log: { error(data: object, message: string): void };
}

/**
 * Runs {@link deliverDue} every `settings.pollMs` and on {@link DeliveryWorker.wake} while this
 * instance leads; a step is never doubled, and a full batch is followed by another at once. No
 * timer at all when no sender is configured. The timer never keeps the process alive.
 */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { leads = () => true, log, settings } = options;
  const idle: DeliveryWorker = { wake: () => {}, stop: async () => {} };
  if (!Object.values(options.senders).some(Boolean)) return idle;
  let running = false;
  let again = false;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  const run = (): void => {
    if (stopped || !leads()) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    current = deliverDue(options)
      .then((result) => {
        if (result.more) again = true;
      })
      .catch((error: unknown) => log.error({ err: error }, 'delivery step failed'))
      .finally(() => {
        running = false;
        if (again && !stopped) setImmediate(run);
      });
  };
  const timer = settings.pollMs > 0 ? setInterval(run, settings.pollMs) : undefined;
  timer?.unref();
  return {
    wake: () => setImmediate(run),
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await current;
    },
  };
}
