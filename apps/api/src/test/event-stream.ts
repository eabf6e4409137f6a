/**
 * The member's push read as the SDK reads it: `fetch` with the bearer header on a real socket (a
 * stream never ends, so `inject` cannot read it), its `balance` and `unread` events collected in
 * the background.
 */
import type { UnreadCount } from '@lobby/contract/messages';
import type { BalanceEventData } from '../core/messaging/member-stream.ts';

/** An open stream, read in the background. */
export interface Stream {
  status: number;
  headers: Headers;
  events: BalanceEventData[];
  /** The `unread` events, in order. */
  unread: UnreadCount[];
  /** Every raw line, comments included. */
  lines: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `GET /member/wallet/events` on the server at `origin` with the bearer `token` (brand
 * `default` unless named), or with `cookie` (a `Cookie` header) instead, and reads it in the
 * background.
 */
export async function openEventStream(
  origin: string,
  token: string | undefined,
  options: { brand?: string; query?: string; cookie?: string } = {},
): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/v1/member/wallet/events${options.query ?? ''}`, {
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-lobby-brand': options.brand ?? 'default',
      // The cookie transport: the session cookie instead of the bearer header.
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    signal: controller.signal,
  });
  const stream: Stream = {
    status: response.status,
    headers: response.headers,
    events: [],
    unread: [],
    lines: [],
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = '';
    let event = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let newline = buffer.indexOf('\n');
        while (newline >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          stream.lines.push(line);
          if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ') && event === 'balance')
            stream.events.push(JSON.parse(line.slice(6)) as BalanceEventData);
          else if (line.startsWith('data: ') && event === 'unread')
            stream.unread.push(JSON.parse(line.slice(6)) as UnreadCount);
          else if (line === '') event = '';
          newline = buffer.indexOf('\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return stream;
}
