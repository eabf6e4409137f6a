import { describe, expect, it, vi } from 'vitest';
import { memoryChannelHub, memoryCookies, memoryStorage } from './memory-ports.ts';

describe('memory ports', () => {
  it('keeps cookies, expires them with a zero max-age and can refuse them all', () => {
    const jar = memoryCookies();
    jar.set('a', '1');
    expect(jar.get('a')).toBe('1');
    jar.set('a', '2', { maxAgeSeconds: 0 });
    expect(jar.get('a')).toBeUndefined();
    jar.set('b', '1');
    jar.remove('b');
    expect(jar.jar.size).toBe(0);
    const blocked = memoryCookies({ usable: false });
    blocked.set('a', '1');
    expect(blocked.usable()).toBe(false);
    expect(blocked.get('a')).toBeUndefined();
  });

  it('stores strings by key', () => {
    const storage = memoryStorage({ x: '1' });
    storage.setItem('y', '2');
    expect(storage.keys()).toEqual(['x', 'y']);
    storage.removeItem('x');
    expect(storage.getItem('x')).toBeNull();
    expect(storage.getItem('y')).toBe('2');
  });

  it('delivers a message to the other channels of the name, copied, and never to itself', async () => {
    const hub = memoryChannelHub();
    const a = hub('s');
    const b = hub('s');
    const elsewhere = hub('t');
    const heardA = vi.fn();
    const heardB = vi.fn();
    const heardElsewhere = vi.fn();
    a.addEventListener('message', heardA);
    b.addEventListener('message', heardB);
    elsewhere.addEventListener('message', heardElsewhere);
    const message = { kind: 'token', signedIn: true };
    a.postMessage(message);
    await Promise.resolve();
    expect(heardA).not.toHaveBeenCalled();
    expect(heardElsewhere).not.toHaveBeenCalled();
    expect(heardB).toHaveBeenCalledWith({ data: message });
    expect(heardB.mock.calls[0]?.[0].data).not.toBe(message);
    b.removeEventListener('message', heardB);
    a.postMessage(message);
    await Promise.resolve();
    expect(heardB).toHaveBeenCalledTimes(1);
    a.close();
    expect(() => a.postMessage(message)).toThrow(/closed/);
  });
});
