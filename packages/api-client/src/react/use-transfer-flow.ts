/**
 * One flow for moving money between the main wallet and a provider wallet, shared by the
 * wallet's transfer form and the games' launch offer: the typed amount, one action at a time
 * (a second tap in the same frame is refused synchronously, before React renders a disabled
 * button), whether a call is on its way, the last result, and an Idempotency-Key per attempt
 * (a retry of the same transfer after a lost answer resends the first call's key, so the
 * server never moves the money twice). Data only: the caller hands in its transfer trigger
 * (so this entry imports no area) and says the refusals in its own words.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { lobbyErrorOf } from '../errors/reading-errors.ts';
import type { LobbyError } from '../base-query/types.ts';

/** One transfer: its direction (1 in, 2 out), the provider and the amount in minor units. */
export interface TransferCall {
  readonly action: 1 | 2;
  readonly channel_id: number;
  readonly amount: number;
}

/** The transfer trigger of an area's `useTransferMutation()` (or anything shaped like it). */
export type TransferTrigger<A> = (
  args: TransferCall & { $options: { handleErrors: true; idempotencyKey?: string } },
) => { unwrap(): Promise<A> };

/** What one attempt came to: the answer, or the failure as thrown and read. */
export type TransferAttempt<A> =
  | { readonly ok: true; readonly answer: A }
  | { readonly ok: false; readonly failure: unknown; readonly error: LobbyError | undefined };

/** A sent transfer and the key it went with, to resend the same operation after a lost answer. */
interface SentAttempt {
  readonly body: string;
  readonly key: string;
}

/** Errors after which the money may or may not have moved: retry with the same key. */
function answerLost(
  error: LobbyError | undefined,
): error is LobbyError & { idempotencyKey: string } {
  return !!error && (error.status === 0 || error.status >= 500) && !!error.idempotencyKey;
}

/** What {@link useTransferFlow} answers. */
export interface TransferFlow<A> {
  /** The amount as typed. */
  readonly amount: string;
  setAmount(text: string): void;
  /** Whether a call of the flow is on its way (for a button's `loading`). */
  readonly sending: boolean;
  /** The last transfer's answer, until {@link TransferFlow.clearResult}. */
  readonly result: A | undefined;
  clearResult(): void;
  /** Whether an action of the flow is running (read synchronously, for a second tap). */
  isBusy(): boolean;
  /** Runs `task` unless one is running; then answers `undefined` without calling it. */
  exclusive<T>(task: () => Promise<T>): Promise<T | undefined>;
  /** Runs `task` with {@link TransferFlow.sending} on. */
  whileSending<T>(task: () => Promise<T>): Promise<T>;
  /** Sends one transfer (reusing the lost attempt's key for the same call) and keeps the result. */
  move(call: TransferCall): Promise<TransferAttempt<A>>;
}

/** The shared transfer flow (see the module note) over an area's transfer trigger. */
export function useTransferFlow<A>(send: TransferTrigger<A>): TransferFlow<A> {
  const [amount, setAmount] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<A>();
  const busy = useRef(false);
  const lost = useRef<SentAttempt | undefined>(undefined);

  const exclusive = useCallback(async <T>(task: () => Promise<T>) => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await task();
    } finally {
      busy.current = false;
    }
  }, []);

  const whileSending = useCallback(async <T>(task: () => Promise<T>) => {
    setSending(true);
    try {
      return await task();
    } finally {
      setSending(false);
    }
  }, []);

  const move = useCallback(
    (call: TransferCall) =>
      whileSending(async (): Promise<TransferAttempt<A>> => {
        const body = JSON.stringify([call.action, call.channel_id, call.amount]);
        const key = lost.current?.body === body ? lost.current.key : undefined;
        try {
          const answer = await send({
            ...call,
            $options: { handleErrors: true, ...(key ? { idempotencyKey: key } : {}) },
          }).unwrap();
          lost.current = undefined;
          setResult(answer);
          return { ok: true, answer };
        } catch (failure) {
          const error = lobbyErrorOf(failure);
          lost.current = answerLost(error) ? { body, key: error.idempotencyKey } : undefined;
          return { ok: false, failure, error };
        }
      }),
    [send, whileSending],
  );

  const isBusy = useCallback(() => busy.current, []);
  const clearResult = useCallback(() => setResult(undefined), []);

  return useMemo(
    () => ({
      amount,
      setAmount,
      sending,
      result,
      clearResult,
      isBusy,
      exclusive,
      whileSending,
      move,
    }),
    [amount, sending, result, clearResult, isBusy, exclusive, whileSending, move],
  );
}
