/** The fubo build: the shells' shared Vite config, with the port and id from `brand.json`. */
import { fileURLToPath } from 'node:url';
import { brandViteConfig } from '@lobby/vite-config';
import { defineConfig } from 'vite';

export default defineConfig(brandViteConfig(fileURLToPath(new URL('.', import.meta.url))));
