/**
 * The answers the page's server put in the page for the first screen's calls
 * (`@lobby/contract/core`'s `PRIMED_ANSWERS_ID`): start-up and the home then render as soon as
 * the site's code runs, without a round trip to the API after it. Each answer is used once, by a
 * guest's call (no token) to the page's own origin, in the page's first moments; every other call,
 * and any call a page without them makes, goes to the network as before.
 */
import { AUTHORIZATION_HEADER, PRIMED_ANSWERS_ID, primedAnswerKey } from '@lobby/contract/core';
import type { PrimedAnswers } from '@lobby/contract/core';
import { yieldToMain } from './yield-to-main.ts';

/**
 * How long after the page opened (ms) a primed answer may still answer a call: start-up's calls
 * go out in the first seconds; a screen opened later asks the API for fresh data.
 */
export const PRIMED_ANSWERS_MS = 30_000;

/** Reads (and removes) the page's primed answers; none when the page has none or they are unreadable. */
export function takePrimedAnswers(doc: Document): Map<string, string> {
  const element = doc.getElementById(PRIMED_ANSWERS_ID);
  if (!element) return new Map();
  element.remove();
  try {
    const { answers } = JSON.parse(element.textContent ?? '') as Partial<PrimedAnswers>;
    if (typeof answers !== 'object' || answers === null) return new Map();
    return new Map(
      Object.entries(answers).filter((entry): entry is [string, string] => {
        return typeof entry[1] === 'string';
      }),
    );
  } catch {
    return new Map();
  }
}

/** Where {@link primedFetch} may answer: the page's origin, and the page's clock (ms since it opened). */
interface PrimedFetchOptions {
  readonly origin: string;
  readonly now: () => number;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * `network` with `answers` in front: a GET to `origin` without a token whose path and query have
 * a primed answer, in the page's first {@link PRIMED_ANSWERS_MS}, is answered from it (once).
 */
export function primedFetch(
  answers: Map<string, string>,
  network: typeof fetch,
  { origin, now }: PrimedFetchOptions,
): typeof fetch {
  if (answers.size === 0) return network;
  return (input, init) => {
    if (answers.size === 0) return network(input, init);
    // Past the first moments, what is left is stale: dropped, never used.
    if (now() > PRIMED_ANSWERS_MS) {
      answers.clear();
      return network(input, init);
    }
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    // A member's calls carry their token: their answers may differ from a guest's.
    if (
      method.toUpperCase() !== 'GET' ||
      headers.has(AUTHORIZATION_HEADER) ||
      init?.signal?.aborted
    )
      return network(input, init);
    let url: URL;
    try {
      url = new URL(urlOf(input), origin);
    } catch {
      return network(input, init);
    }
    const key = primedAnswerKey(url);
    const body = url.origin === origin ? answers.get(key) : undefined;
    if (body === undefined) return network(input, init);
    answers.delete(key);
    // Answered in a task of its own, as the network would answer: otherwise every call a
    // loader starts together is answered, parsed and stored in the very task that sent it,
    // one long task on a phone.
    return yieldToMain().then(
      () =>
        new Response(body, {
          status: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
    );
  };
}
