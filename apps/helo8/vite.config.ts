/**
 * The helo8 build. Workspace packages resolve to their TypeScript source (the `source`
 * condition); the dev server proxies the API paths to the reference API so the site and the
 * API share one origin; `html.cspNonce` leaves a placeholder the serving API fills per request.
 */
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const api = process.env.LOBBY_API_URL ?? 'http://127.0.0.1:3100';
const release = process.env.LOBBY_RELEASE ?? Date.now().toString(36);

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  define: { __LOBBY_RELEASE__: JSON.stringify(release) },
  html: { cspNonce: 'LOBBY_CSP_NONCE' },
  build: { target: 'es2022', chunkSizeWarningLimit: 800 },
  server: {
    host: '127.0.0.1',
    port: 4113,
    strictPort: false,
    // Images and language files carry no X-Lobby-Brand of their own: the proxy adds it.
    proxy: Object.fromEntries(
      ['/api', '/frontend', '/media', '/demo'].map((path) => [
        path,
        { target: api, changeOrigin: false, headers: { 'x-lobby-brand': 'helo8' } },
      ]),
    ),
  },
  preview: { host: '127.0.0.1', port: 4113 },
});
