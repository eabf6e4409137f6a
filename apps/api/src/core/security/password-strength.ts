/**
 * The strength check every new login password passes on the server, after the length rules
 * (`areas/auth/rules.ts` `checkNewPassword`, the one caller for members; `ops member:create`).
 * The rule itself is `@lobby/domain/password-strength`, which the site runs too.
 *
 * It runs on one worker thread, started at the first check (not at server start): loading the
 * dictionaries costs about 160 ms of one core, and one check from 2 ms (an ordinary password)
 * to 300 ms (a 20-character repeat or l33t shape, p99), which on the event loop would stall
 * every request meanwhile — and sign-up is open to anyone. Figures:
 * `pnpm --filter @lobby/api bench password-strength`.
 */
import { Worker } from 'node:worker_threads';
import type { ValidationResult } from '@lobby/domain';
import type { StrengthRequest } from './password-strength-worker.ts';

/** Who a password belongs to: the words it must not contain. */
export interface PasswordOwnerNames {
  /** The member's username, when known. */
  username?: string | undefined;
  /** The brand's id and display name. */
  brand: { id: string; displayName: string };
}

type Answer = { id: number; result: ValidationResult } | { id: number; error: string };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve(r: ValidationResult): void; reject(e: Error): void }>();

/** Fails every check in flight (the worker died) and lets the next check start a new one. */
function failAll(error: Error): void {
  worker = undefined;
  for (const waiter of pending.values()) waiter.reject(error);
  pending.clear();
}

function theWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./password-strength-worker.ts', import.meta.url));
  started.on('message', (answer: Answer) => {
    const waiter = pending.get(answer.id);
    if (!waiter) return;
    pending.delete(answer.id);
    // Holds the process open only while a check is in flight (an ops command awaits one).
    if (pending.size === 0) started.unref();
    if ('error' in answer) waiter.reject(new Error(answer.error));
    else waiter.resolve(answer.result);
  });
  started.on('error', failAll);
  started.on('exit', (code) => failAll(new Error(`password strength worker exited (${code})`)));
  worker = started;
  return started;
}

/** Judges a new login password by the strength rule (breached, guessable, names inside). */
export function judgeNewPassword(
  password: string,
  owner: PasswordOwnerNames,
): Promise<ValidationResult> {
  const thread = theWorker();
  const id = (nextId += 1);
  const request: StrengthRequest = {
    id,
    password,
    owner: { username: owner.username, brandNames: [owner.brand.id, owner.brand.displayName] },
  };
  return new Promise<ValidationResult>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage(request);
  });
}
