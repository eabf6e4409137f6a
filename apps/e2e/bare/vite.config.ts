/**
 * Builds the bench's bare app with the same Vite and React plugin as the brand shells, and the
 * same Brotli copies of its files, so the same server sends it compressed alike.
 */
import { CSP_NONCE_PLACEHOLDER, precompress } from '@lobby/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  // Served by the same server as the brands, which fills this nonce into its CSP.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: { target: 'es2022' },
  logLevel: 'warn',
});
