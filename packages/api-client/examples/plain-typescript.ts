// A Node script (or any app without React) using the SDK against a Lobby member API.
// Run: LOBBY_API_URL=http://127.0.0.1:3100 node plain-typescript.ts
// (inside the Lobby workspace, unbuilt: node --conditions=source examples/plain-typescript.ts)
import { LobbyApiError, createLobbyClient } from '@lobby/api-client';

const client = createLobbyClient({
  baseUrl: process.env.LOBBY_API_URL ?? 'http://127.0.0.1:3100',
  getLocale: () => 'en',
});

// Start-up configuration: public calls, typed from @lobby/contract.
const maintenance = await client.config.maintenance();
const { defaultLang } = await client.config.languages();
console.log(`maintenance type ${maintenance.type}, default language ${defaultLang}`);

// Sign up: the password is encrypted with the server's key, the session is stored.
const username = `demo${Date.now().toString(36)}`.slice(0, 20);
const password = 'Quill-Harbor-58';
await client.auth.register({
  username,
  password,
  password_confirmation: password,
  age_confirmed: true,
});
console.log(`signed in as ${username}: ${client.session.isSignedIn()}`);

const profile = await client.member.profile();
console.log(`balance ${profile.money} (minor units of ${profile.currency})`);

// Errors reject with LobbyApiError; `handleErrors` keeps the SDK from showing a toast.
try {
  await client.auth.login({ username, password: 'wrong-password' }, { handleErrors: true });
} catch (error) {
  if (error instanceof LobbyApiError) console.log(`login refused: ${error.code}`);
}

await client.auth.logout();
console.log(`signed in after logout: ${client.session.isSignedIn()}`);
client.dispose();
