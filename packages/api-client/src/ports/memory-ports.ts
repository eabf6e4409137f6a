/**
 * In-memory ports for Node scripts and tests. Two sessions given the same jar, storage and
 * channel hub behave like two tabs of one browser.
 */
import type { ChannelFactory, ChannelPort, CookiePort, StoragePort } from './ports.ts';

/** A cookie jar in memory. `usable: false` simulates a browser with cookies blocked. */
export function memoryCookies(options: { usable?: boolean } = {}): CookiePort & {
  /** The raw jar, for assertions. */
  readonly jar: Map<string, string>;
} {
  const jar = new Map<string, string>();
  const usable = options.usable ?? true;
  return {
    jar,
    usable: () => usable,
    get: (name) => (usable ? jar.get(name) : undefined),
    set: (name, value, opts = {}) => {
      if (!usable) return;
      if (opts.maxAgeSeconds !== undefined && opts.maxAgeSeconds <= 0) jar.delete(name);
      else jar.set(name, value);
    },
    remove: (name) => {
      jar.delete(name);
    },
  };
}

/** A key/value store in memory, like one origin's `localStorage`. */
export function memoryStorage(initial: Record<string, string> = {}): StoragePort & {
  /** The raw map, for assertions. */
  readonly map: Map<string, string>;
} {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
    keys: () => [...map.keys()],
  };
}

/**
 * A hub of in-memory channels: every channel of one name opened from the same hub hears the
 * others' messages (never its own), delivered asynchronously like `BroadcastChannel`.
 */
export function memoryChannelHub(): ChannelFactory {
  const rooms = new Map<string, Set<MemoryChannel>>();
  type Listener = (event: { data: unknown }) => void;
  interface MemoryChannel extends ChannelPort {
    deliver(data: unknown): void;
  }
  return (name) => {
    const room = rooms.get(name) ?? new Set<MemoryChannel>();
    rooms.set(name, room);
    const listeners = new Set<Listener>();
    let closed = false;
    const channel: MemoryChannel = {
      deliver(data) {
        if (closed) return;
        for (const listener of listeners) listener({ data });
      },
      postMessage(message) {
        if (closed) throw new Error('channel is closed');
        const data = structuredClone(message);
        for (const other of room) {
          if (other !== channel) queueMicrotask(() => other.deliver(data));
        }
      },
      addEventListener: (_type, listener) => {
        listeners.add(listener);
      },
      removeEventListener: (_type, listener) => {
        listeners.delete(listener);
      },
      close() {
        closed = true;
        listeners.clear();
        room.delete(channel);
      },
    };
    room.add(channel);
    return channel;
  };
}
