// @ts-check
/**
 * Template of the shell module (`virtual:lobby-shell`), type-checked and linted. `brand-start.ts`
 * serves the lines after the marker below, after the imports of the theme's font sheets, with
 * `./start.js` replaced by the start module's id.
 */
// lobby-template: the module's code follows.
import { start } from './start.js';
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The browser's install offer can come before the site's code has run: kept for the app-download prompt.
addEventListener('beforeinstallprompt', (event) => {
  globalThis.lobbyInstallPrompt = event;
});

await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
await start(root);
