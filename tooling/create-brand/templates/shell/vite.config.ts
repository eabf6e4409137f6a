/** The LOBBY_BRAND_ID build: the shells' shared Vite config, reading `brand.json`. */
import { fileURLToPath } from 'node:url';
import { brandViteConfig } from '@lobby/vite-config';
import { defineConfig } from 'vite';

export default defineConfig(brandViteConfig(fileURLToPath(new URL('.', import.meta.url))));
