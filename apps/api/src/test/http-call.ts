/**
 * One JSON request to a running API over a real socket (a server process, or HAProxy in front of
 * several): what the suites that start processes rather than `inject` send.
 */

/** An HTTP answer: its status, its JSON body (`{ text }` when the body is not JSON) and headers. */
export interface HttpAnswer {
  status: number;
  json: Record<string, unknown>;
  headers: Headers;
}

/** What {@link callApi} sends besides the path. */
export interface HttpCall {
  /** Default: POST with a body, else GET. */
  method?: string;
  body?: unknown;
  /** A session token, sent as a bearer. */
  token?: string;
  headers?: Record<string, string>;
}

/** Sends one request to `base`; `path` is under `/api/v1`. */
export async function callApi(
  base: string,
  path: string,
  init: HttpCall = {},
): Promise<HttpAnswer> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  let json: Record<string, unknown>;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { text };
  }
  return { status: res.status, json, headers: res.headers };
}
