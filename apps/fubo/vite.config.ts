/** The fubo build: the shells' shared Vite config (`@lobby/vite-config`) for this brand. */
import { brandViteConfig } from '@lobby/vite-config';
import { defineConfig } from 'vite';

export default defineConfig(brandViteConfig({ brand: 'fubo', port: 4112 }));
