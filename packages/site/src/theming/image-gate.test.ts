import { describe, expect, it } from 'vitest';
import { createImageGate } from './image-gate.ts';

/** A probe whose answers the test gives, url by url, and which counts its calls. */
function manualProbe() {
  const pending = new Map<string, (ok: boolean) => void>();
  const calls: string[] = [];
  const probe = (src: string) => {
    calls.push(src);
    return new Promise<boolean>((resolve) => pending.set(src, resolve));
  };
  const answer = async (src: string, ok: boolean) => {
    pending.get(src)?.(ok);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { probe, calls, answer };
}

describe('image gate', () => {
  it('shows a url only once it loaded, probing it once however often it is offered', async () => {
    const { probe, calls, answer } = manualProbe();
    const gate = createImageGate(probe);
    let changes = 0;
    gate.subscribe(() => changes++);
    gate.offer('a.png');
    gate.offer('a.png');
    gate.offer(undefined);
    expect(gate.current()).toBeUndefined();
    await answer('a.png', true);
    expect(gate.current()).toBe('a.png');
    gate.offer('a.png');
    expect(calls).toEqual(['a.png']);
    expect(changes).toBe(1);
  });

  it('keeps the previous image when a new one fails', async () => {
    const { probe, answer } = manualProbe();
    const gate = createImageGate(probe);
    gate.offer('a.png');
    await answer('a.png', true);
    gate.offer('broken.png');
    await answer('broken.png', false);
    expect(gate.current()).toBe('a.png');
  });

  it('lets only the latest offer win when an older image loads late', async () => {
    const { probe, answer } = manualProbe();
    const gate = createImageGate(probe);
    gate.offer('old.png');
    gate.offer('new.png');
    await answer('new.png', true);
    await answer('old.png', true);
    expect(gate.current()).toBe('new.png');
  });

  it('stops calling a listener once it unsubscribed', async () => {
    const { probe, answer } = manualProbe();
    const gate = createImageGate(probe);
    let changes = 0;
    const stop = gate.subscribe(() => changes++);
    stop();
    gate.offer('a.png');
    await answer('a.png', true);
    expect(changes).toBe(0);
    expect(gate.current()).toBe('a.png');
  });
});
