/**
 * Renders a feature screen against the running reference API (started by the package's
 * `@lobby/test-api` global setup): the store the site builds, but with memory cookies and
 * storage, English i18n, the theme, toasts and a memory router. Tests drive what a member sees
 * with the server's own data and answers; nothing is canned.
 */
import { authApi } from '@lobby/api-client/auth';
import { REDUCER_PATH } from '@lobby/api-client';
import type { Session } from '@lobby/api-client';
import { theme as diamond } from '@lobby/tokens/themes/diamond';
import type { Theme } from '@lobby/tokens';
import { ThemeProvider, ToastProvider } from '@lobby/ui';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, inject } from 'vitest';
import { createHarnessStore } from './harness-store.ts';
// The `apiUrl` the global setup provides (a type-only import: its declaration, no code).
import type {} from '@lobby/test-api/global-setup';

/**
 * A brand the reference API seeds (each with its own member settings): `default`, or the id
 * of a shell in the brand registry (`@lobby/brands`), which is where brands are listed.
 */
export type SeededBrand = string;

/** What a live harness talks to. */
export interface LiveOptions {
  /** Default `default` (email and phone shown and optional, real name asked). */
  readonly brand?: SeededBrand;
  /** Default: the API the global setup started. */
  readonly apiUrl?: string;
}

/**
 * A multipart body of jsdom's realm as the bytes a browser would send: Node's `fetch` does not
 * recognise jsdom's `FormData` (it would send the text "[object FormData]"), so the parts are
 * written out here, files with their name and type, under a boundary of our own.
 */
async function encodeMultipart(
  form: FormData,
): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const boundary = `----lobby-test-${Math.random().toString(16).slice(2)}`;
  const text = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      chunks.push(
        text.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
      continue;
    }
    chunks.push(
      text.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name || 'blob'}"\r\n` +
          `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`,
      ),
      new Uint8Array(await value.arrayBuffer()),
      text.encode('\r\n'),
    );
  }
  chunks.push(text.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(
    new ArrayBuffer(chunks.reduce((total, chunk) => total + chunk.length, 0)),
  );
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.length;
  }
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Node's `fetch` refuses the `AbortSignal` of jsdom's realm, so requests go without one; the
 * SDK's own suites (in Node) cover cancellation. A multipart body (an upload) is re-encoded
 * for the same reason (see {@link encodeMultipart}).
 */
export async function serverFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (typeof FormData !== 'undefined' && init?.body instanceof FormData) {
    const { body, type } = await encodeMultipart(init.body);
    const headers = new Headers(init.headers);
    headers.set('content-type', type);
    return fetch(input, { ...init, body, headers, signal: undefined });
  }
  return fetch(input, { ...init, signal: undefined });
}

/** A store, session and i18n against the running reference API. */
export function createLiveHarness(options: LiveOptions = {}) {
  const apiUrl = options.apiUrl ?? inject('apiUrl');
  const toasts: string[] = [];
  const parts = createHarnessStore({
    baseUrl: apiUrl,
    brand: options.brand ?? 'default',
    fetch: serverFetch,
    notify: {
      toast: (message: string) => void toasts.push(message),
      confirm: () => Promise.resolve(),
      alert: () => {},
    },
  });
  return { ...parts, apiUrl, toasts };
}

/** A live harness. */
export type LiveHarness = ReturnType<typeof createLiveHarness>;

let counter = 0;
/** A username no other test uses: a letter, then letters and digits, 5–20 characters. */
export function uniqueUsername(prefix = 'k'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 5)}`.slice(
    0,
    20,
  );
}

/** The password of every member a test registers. */
export const PASSWORD = 'Quill-Harbor-58';

/** What a sign-up may carry besides the username and password (brands may ask for them). */
export interface SignUpExtras {
  readonly email?: string;
  readonly mobile_area?: string;
  readonly mobile?: string;
  readonly invite_code?: string;
}

/** Registers (and so signs in) a new member of the harness's brand through the SDK. */
export async function signUpMember(
  harness: LiveHarness,
  username = uniqueUsername(),
  extras: SignUpExtras = {},
): Promise<{ username: string; password: string }> {
  await harness.store
    .dispatch(
      authApi.endpoints.register.initiate({
        username,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        ...extras,
        age_confirmed: true,
      }),
    )
    .unwrap();
  return { username, password: PASSWORD };
}

/** Options of {@link renderLive}. */
export interface RenderLiveOptions extends LiveOptions {
  /** The first URL (path and query). */
  readonly at?: string;
  /** The route pattern the screen is mounted at (for `useParams`). */
  readonly path?: string;
  readonly theme?: Theme;
  /** An existing harness (say, one a member already signed in on). */
  readonly harness?: LiveHarness;
}

/** Renders a screen against the API; answers the harness and the testing-library result. */
export function renderLive(
  ui: ReactElement | ((session: Session) => ReactElement),
  options: RenderLiveOptions = {},
) {
  const harness = options.harness ?? createLiveHarness(options);
  const element = typeof ui === 'function' ? ui(harness.session) : ui;
  const result = render(
    <Provider store={harness.store}>
      <I18nextProvider i18n={harness.i18n}>
        <ThemeProvider theme={options.theme ?? diamond}>
          <ToastProvider>
            <MemoryRouter initialEntries={[options.at ?? '/']}>
              <Routes>
                <Route path={options.path ?? '*'} element={element} />
                <Route path="*" element={<p>elsewhere</p>} />
              </Routes>
            </MemoryRouter>
          </ToastProvider>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, ...harness, harness };
}

/**
 * Waits until a screen's answers have landed: at least one query asked, none in flight, each of
 * `endpoints` answered; then flushes React's act queue. React may still render what an answer
 * changes a task later (the store's subscribers are scheduled outside `act`), so a test that
 * compares what a screen shows also waits for the element the answer adds.
 */
export async function settled(harness: LiveHarness, endpoints: readonly string[] = []) {
  await waitFor(() => {
    const queries = Object.values(harness.store.getState()[REDUCER_PATH].queries);
    expect(queries.length).toBeGreaterThan(0);
    for (const endpoint of endpoints)
      expect(
        queries.some((q) => q?.endpointName === endpoint && q.status === 'fulfilled'),
        `${endpoint} answered`,
      ).toBe(true);
    expect(queries.every((q) => q?.status !== 'pending')).toBe(true);
  });
  await act(async () => {});
}
