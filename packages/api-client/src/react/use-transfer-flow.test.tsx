// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LobbyError } from '../base-query/types.ts';
import { useTransferFlow } from './use-transfer-flow.ts';
import type { TransferTrigger } from './use-transfer-flow.ts';

afterEach(cleanup);

/** A refusal as the SDK throws it. */
function refusal(status: number, idempotencyKey?: string): LobbyError {
  return {
    code: status === 0 ? 'NETWORK' : 'INTERNAL',
    message: 'no answer',
    status,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  } as LobbyError;
}

/** A transfer trigger that answers from `script` in turn and records what it was sent. */
function scripted(script: Array<() => Promise<{ money: number }>>) {
  const sent: Array<{ amount: number; key: string | undefined }> = [];
  const send: TransferTrigger<{ money: number }> = (args) => {
    sent.push({ amount: args.amount, key: args.$options.idempotencyKey });
    const next = script.shift();
    if (!next) throw new Error('unexpected transfer');
    return { unwrap: next };
  };
  return { send, sent };
}

describe('useTransferFlow', () => {
  it('resends a lost transfer with the key it first went with, and a new one afresh', async () => {
    const { send, sent } = scripted([
      () => Promise.reject(refusal(0, 'key-1')),
      () => Promise.resolve({ money: 5 }),
      () => Promise.resolve({ money: 4 }),
    ]);
    const { result } = renderHook(() => useTransferFlow(send));
    const call = { action: 1, channel_id: 7, amount: 100 } as const;
    let first: Awaited<ReturnType<typeof result.current.move>> | undefined;
    await act(async () => {
      first = await result.current.move(call);
    });
    expect(first?.ok).toBe(false);
    await act(async () => {
      await result.current.move(call);
    });
    expect(result.current.result).toEqual({ money: 5 });
    await act(async () => {
      await result.current.move(call);
    });
    expect(sent).toEqual([
      { amount: 100, key: undefined },
      { amount: 100, key: 'key-1' },
      { amount: 100, key: undefined },
    ]);
  });

  it('does not reuse a key after a refusal the server answered', async () => {
    const { send, sent } = scripted([
      () => Promise.reject(refusal(400, 'key-2')),
      () => Promise.resolve({ money: 1 }),
    ]);
    const { result } = renderHook(() => useTransferFlow(send));
    const call = { action: 2, channel_id: 3, amount: 50 } as const;
    await act(async () => {
      await result.current.move(call);
    });
    await act(async () => {
      await result.current.move(call);
    });
    expect(sent.map((s) => s.key)).toEqual([undefined, undefined]);
  });

  it('runs one action at a time: a second tap while one runs is refused', async () => {
    const { send } = scripted([]);
    const { result } = renderHook(() => useTransferFlow(send));
    let release: () => void = () => undefined;
    const runs: string[] = [];
    let firstRun: Promise<unknown> = Promise.resolve();
    act(() => {
      firstRun = result.current.exclusive(
        () =>
          new Promise<void>((resolve) => {
            runs.push('first');
            release = resolve;
          }),
      );
    });
    expect(result.current.isBusy()).toBe(true);
    const second = await result.current.exclusive(async () => {
      runs.push('second');
      return 'ran';
    });
    expect(second).toBeUndefined();
    await act(async () => {
      release();
      await firstRun;
    });
    expect(result.current.isBusy()).toBe(false);
    expect(runs).toEqual(['first']);
  });
});
