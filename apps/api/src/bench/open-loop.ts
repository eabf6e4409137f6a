/**
 * An open-loop load: requests leave on a fixed schedule (the n-th at `start + n / rate`), whether
 * or not earlier ones were answered, and each latency is counted from the request's intended
 * send time. A closed-loop client (autocannon's) waits for each answer before it sends again, so
 * a slow answer also delays the requests behind it and they are never measured as slow
 * (coordinated omission); here a stall shows in every request scheduled during it, as a member
 * arriving then would see it.
 */
import { performance } from 'node:perf_hooks';
import { percentiles } from './bench-kit.ts';

/** One open-loop run's settings. */
export interface OpenLoopOptions {
  /** Requests per second to schedule. */
  readonly rate: number;
  /** Seconds scheduled first and discarded (connections and caches settle). */
  readonly warmupS: number;
  /** Seconds whose scheduled requests are measured. */
  readonly seconds: number;
  /** Sends request `n`; answers whether it succeeded (only successes count in the latencies). */
  readonly send: (n: number) => Promise<boolean>;
}

/** What an open-loop run measured, over the requests scheduled in the measured window. */
export interface OpenLoopResult {
  /** The rate asked for. */
  readonly rate: number;
  /** Requests scheduled in the measured window. */
  readonly scheduled: number;
  /** Successes per second over the window. */
  readonly achieved: number;
  /** Latency from intended send time to answer, of the successes (ms). */
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  /** Failures and thrown requests, left out of the latencies. */
  readonly errors: number;
  /** The latest a request actually left after its intended time (ms): the driver's own lag. */
  readonly sendLagMs: number;
}

/** Waits until `performance.now()` reaches `at` (coarse timers, then the rest at once). */
function until(at: number): Promise<void> {
  const wait = at - performance.now();
  return wait > 1 ? new Promise((resolve) => setTimeout(resolve, wait - 1)) : Promise.resolve();
}

/**
 * Runs the schedule and answers the measured window's figures. Every scheduled request is
 * awaited before it returns, so the slowest ones are counted, not cut off.
 */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const { rate, warmupS, seconds, send } = options;
  const interval = 1000 / rate;
  const warmupCount = Math.round(warmupS * rate);
  const total = warmupCount + Math.round(seconds * rate);
  const latencies: number[] = [];
  let errors = 0;
  let sendLagMs = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < total; n += 1) {
    const intended = start + n * interval;
    await until(intended);
    // Send every request that is due: after a late timer several may be.
    const measured = n >= warmupCount;
    sendLagMs = Math.max(sendLagMs, measured ? performance.now() - intended : 0);
    inFlight.push(
      send(n).then(
        (ok) => {
          if (!measured) return;
          if (ok) latencies.push(performance.now() - intended);
          else errors += 1;
        },
        () => {
          if (measured) errors += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rate,
    scheduled: total - warmupCount,
    achieved: Math.round(latencies.length / seconds),
    ...percentiles(sorted),
    max: Math.round(sorted[sorted.length - 1] ?? 0),
    errors,
    sendLagMs: Math.round(sendLagMs),
  };
}
