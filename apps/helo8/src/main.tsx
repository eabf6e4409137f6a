/**
 * The helo8 shell's entry: its fonts, then the site. The page's static splash is painted first;
 * the site's code loads after that frame, so a phone shows the brand while the bundle parses.
 */
import '@fontsource-variable/nunito/wght.css';
import '@fontsource-variable/outfit/wght.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const { start } = await import('./start.ts');
await start(root);
