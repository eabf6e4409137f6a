/**
 * The fubo shell's entry: its fonts, then the site. The page's static splash is painted first;
 * the site's code loads after that frame, so a phone shows the brand while the bundle parses.
 */
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/space-grotesk/wght.css';
import '@fontsource/barlow-condensed/latin-600.css';
import '@fontsource/barlow-condensed/latin-700.css';
import '@fontsource/bungee/latin-400.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const { start } = await import('./start.ts');
await start(root);
