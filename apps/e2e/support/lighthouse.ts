/**
 * One Lighthouse run in Debian's Chromium, as the bench and the page profiler both take it:
 * a fresh browser on a free debugging port, Lighthouse's mobile defaults (emulated phone,
 * throttled network and CPU), the report as JSON.
 */
import lighthouse from 'lighthouse';
import type { RunnerResult } from 'lighthouse';
import { chromium } from 'playwright';
import { freePort } from './api-server.ts';
import { CHROME_ARGS, CHROME_PATH } from './env.ts';

/** Runs Lighthouse on `url` for `categories` and answers its result (the browser is closed after). */
export async function runLighthouse(url: string, categories: string[]): Promise<RunnerResult> {
  const port = await freePort(4150, 4169);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROME_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
    return result;
  } finally {
    await browser.close();
  }
}
