/**
 * What a request that got no answer can say about itself. A failed `fetch` tells little at its
 * top (`fetch failed`, `Failed to fetch`); the reason sits in its `cause` chain in Node, and a
 * browser hides it on purpose (an unreachable API and a refused origin look the same).
 */
import { hasDom } from '../ports/browser-ports.ts';

/** How many `cause` links are followed; real chains are two or three long. */
const CAUSE_DEPTH = 4;

/** One link of a cause chain: its message, with its `code` when the message lacks it. */
function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !error.message.includes(code)
    ? `${error.message} (${code})`
    : error.message;
}

/**
 * The reason a request got no answer, in one line: the error's message and its causes', e.g.
 * `fetch failed: connect ECONNREFUSED 127.0.0.1:3100`. In a browser, for a call to another
 * origin, it adds the two reasons the browser does not tell apart.
 */
export function describeNetworkFailure(error: unknown, url: URL): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < CAUSE_DEPTH; depth++) {
    parts.push(describeOne(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  const said = parts.join(': ');
  const page = hasDom() ? globalThis.location?.origin : undefined;
  if (page === undefined || page === url.origin) return said;
  return (
    `${said} (the browser does not say why: the API at ${url.origin} is unreachable, or does ` +
    `not allow the origin ${page}; an operator allows it with ops origin:allow)`
  );
}
