/**
 * A Server-Sent Events parser for streams read with `fetch` (the SDK cannot use `EventSource`:
 * it sends no `Authorization` header, and a token must never go in a URL). Follows the HTML
 * standard's line rules: LF, CR or CRLF line ends, `field: value` with one optional space,
 * comments (`:`) ignored, an event dispatched on a blank line.
 */

/** One dispatched event. */
export interface SseEvent {
  /** The `event:` field, `message` when absent. */
  readonly event: string;
  /** The `data:` lines joined with LF. */
  readonly data: string;
}

/** Feeds text chunks in; calls `onEvent` for every complete event. */
export interface SseParser {
  push(chunk: string): void;
}

/** Makes a parser. Chunks may split lines (and CRLF pairs) anywhere. */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  /** A chunk ended in CR: an LF opening the next chunk belongs to the same line end. */
  let pendingCr = false;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    // `id` and `retry` are not used: the feed reconnects on its own schedule and the stream
    // starts with the current balance, so nothing needs replaying.
  };

  return {
    push(chunk) {
      let text = chunk;
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A CR at the very end may be the first half of a CRLF split across chunks.
        if (match[0] === '\r' && match.index === buffer.length - 1) pendingCr = true;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
  };
}
