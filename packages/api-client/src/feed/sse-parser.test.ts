import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser.ts';
import type { SseEvent } from './sse-parser.ts';

const parse = (chunks: string[]) => {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
};

describe('the SSE parser', () => {
  it('dispatches events on blank lines, skipping comments', () => {
    expect(
      parse([': open\n\nevent: balance\ndata: {"money":1}\n\n: ping\n\ndata: plain\n\n']),
    ).toEqual([
      { event: 'balance', data: '{"money":1}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('joins data lines, keeps values without the one optional space, and ignores other fields', () => {
    expect(parse(['data:a\ndata:  b\nid: 7\nretry: 10\nevent\ndata\n\n'])).toEqual([
      { event: 'message', data: 'a\n b\n' },
    ]);
  });

  it('reads lines split anywhere, with LF, CR or CRLF ends', () => {
    const text = 'event: balance\r\ndata: {"money":2}\r\n\r\nevent: balance\rdata: x\r\r';
    const whole = parse([text]);
    expect(whole).toEqual([
      { event: 'balance', data: '{"money":2}' },
      { event: 'balance', data: 'x' },
    ]);
    for (let size = 1; size <= 5; size += 1) {
      const chunks: string[] = [];
      for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
      expect(parse(chunks), `chunks of ${size}`).toEqual(whole);
    }
  });

  it('dispatches nothing for an event without data or an unfinished one', () => {
    expect(parse(['event: balance\n\n', 'data: half'])).toEqual([]);
  });
});
