/**
 * A brand-scoped SDK app, as a developer builds one: served from its own origin, calling the
 * member API on another as one brand (`brand`). The test page loads it with the API's URL and
 * the brand in its query and drives it through `window.lobbyApp`.
 */
import { LobbyApiError, createLobbyClient } from '@lobby/api-client';

/** What one attempt came to, as plain data the test reads back. */
export type Attempt =
  | { ok: true; username: string; currency: string }
  | { ok: false; code: string; message: string; url?: string; cause?: string };

const query = new URL(location.href).searchParams;
const client = createLobbyClient({
  baseUrl: query.get('api') ?? '',
  brand: query.get('brand') ?? 'nexbet',
  watchInactivity: false,
});

/** Signs the demo member in and reads the profile; a failure is answered, not thrown. */
async function signIn(username: string, password: string): Promise<Attempt> {
  try {
    await client.auth.login({ username, password }, { handleErrors: true });
    const profile = await client.member.profile(undefined, { handleErrors: true });
    return { ok: true, username: profile.username, currency: profile.currency };
  } catch (error) {
    if (!(error instanceof LobbyApiError)) throw error;
    return {
      ok: false,
      code: error.code,
      message: error.message,
      ...(error.url !== undefined ? { url: error.url } : {}),
      ...(error.cause !== undefined ? { cause: error.cause } : {}),
    };
  }
}

(globalThis as { lobbyApp?: unknown }).lobbyApp = { signIn };
