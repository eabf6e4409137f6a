/** Builds the bench's bare app with the same Vite and React plugin as the brand shells. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // Served by the same server as the brands, which fills this nonce into its CSP.
  html: { cspNonce: 'LOBBY_CSP_NONCE' },
  build: { target: 'es2022' },
  logLevel: 'warn',
});
