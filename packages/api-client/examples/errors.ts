// What the SDK's errors tell a developer: a call that got no answer names its method, URL and
// cause; a brand the API does not host is UNKNOWN_BRAND naming it; a base URL ending in the API
// path is the API's origin. `handleErrors: true` keeps the SDK quiet: everything is on the error.
// Run: LOBBY_API_URL=http://127.0.0.1:3100 LOBBY_CLOSED_URL=http://127.0.0.1:1 node errors.ts
import { LobbyApiError, createLobbyClient } from '@lobby/api-client';

const apiUrl = process.env.LOBBY_API_URL ?? 'http://127.0.0.1:3100';

/** Calls the API's maintenance state through a client with `options`, printing the failure. */
async function tryOnce(label: string, options: { baseUrl: string; brand?: string }) {
  const client = createLobbyClient({ ...options, getLocale: () => 'en' });
  try {
    const { type } = await client.config.maintenance(undefined, { handleErrors: true });
    console.log(`${label}: answered (maintenance type ${type})`);
  } catch (error) {
    if (!(error instanceof LobbyApiError)) throw error;
    console.log(`${label}: ${error.code}`);
    if (error.url !== undefined)
      console.log(`  ${error.method} ${error.url}\n  cause: ${error.cause}`);
    console.log(`  message: ${error.message}`);
  } finally {
    client.dispose();
  }
}

await tryOnce('closed port', { baseUrl: process.env.LOBBY_CLOSED_URL ?? 'http://127.0.0.1:1' });
await tryOnce('unknown brand', { baseUrl: apiUrl, brand: 'no-such-brand' });
await tryOnce('base URL with the API path', { baseUrl: `${apiUrl}/api/v1` });
