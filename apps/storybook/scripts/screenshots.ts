/**
 * Screenshots of a few stories under DIAMOND, RETRO (REG) and LITE from the static build, for
 * looking at the design with human eyes. Serves storybook-static on port 6106, drives the
 * system Chromium, writes PNGs to screenshots/.
 *
 *   pnpm build && pnpm screenshots [story-id ...]
 *
 * The stacked view (every variant in a phone-wide frame) at a desktop width:
 *
 *   LOBBY_SCREENSHOT_THEMES=ALL LOBBY_SCREENSHOT_WIDTH=1440 pnpm screenshots showcase-home--home
 */
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';

const root = new URL('../storybook-static/', import.meta.url).pathname;
const out = new URL('../screenshots/', import.meta.url).pathname;
const port = Number(process.env.LOBBY_SCREENSHOT_PORT ?? 6106);
const themes = (process.env.LOBBY_SCREENSHOT_THEMES ?? 'DIAMOND,REG,LITE').split(',');
const stories = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      'showcase-home--home',
      'lobby-games--lobby-grid',
      'data-display-data-display--wallet-card',
      'forms-textfield--states',
    ];
const width = Number(process.env.LOBBY_SCREENSHOT_WIDTH ?? 390);

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
};

if (!existsSync(join(root, 'iframe.html')))
  throw new Error('Run `pnpm build` first: storybook-static is missing');
mkdirSync(out, { recursive: true });

const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width, height: 844 }, deviceScaleFactor: 1 });
  for (const story of stories) {
    for (const theme of themes) {
      await page.goto(
        `http://127.0.0.1:${port}/iframe.html?id=${story}&viewMode=story&globals=theme:${theme}`,
      );
      await page.waitForSelector('#storybook-root > *', { timeout: 15_000 });
      await page.evaluate(() => document.fonts.ready);
      // The stacked view's frames load pages of their own: wait until each has rendered.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('iframe')].every((frame) =>
            frame.contentDocument?.querySelector('#storybook-root > *'),
          ),
        undefined,
        { timeout: 30_000 },
      );
      await page.waitForTimeout(700);
      const file = join(out, `${story}--${theme.toLowerCase()}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`screenshot: ${file}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
