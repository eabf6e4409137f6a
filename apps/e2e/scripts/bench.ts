/**
 * `pnpm bench` (the e2e package's part): per brand, the Lighthouse mobile scores (performance,
 * accessibility, best practices) of the home route and the JS it loads before it is
 * interactive, gzip-compressed — beside a bare app built in the same run from the same
 * framework libraries (the floor). Everything is built for production here and served by the
 * reference API (compression on), as `pnpm start` serves it. Scores are the median of three
 * Lighthouse runs. Then each brand's largest game list, scrolled to its end three times, with
 * its long tasks (`game-list-scroll.ts`), and every feature's lazy route chunk size.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { buildShells, freePort, startTestApi } from '../support/api-server.ts';
import { BRANDS, CHROME_ARGS, CHROME_PATH, brandOrigin } from '../support/env.ts';
import { featureChunks } from '../support/route-chunks.ts';
import { measureGameListScroll } from './game-list-scroll.ts';
import type { GameListScroll } from './game-list-scroll.ts';

const here = fileURLToPath(new URL('..', import.meta.url));

interface Row {
  name: string;
  /** First and largest contentful paint (ms), total blocking time (ms), layout shift. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  jsGzipBytes: number;
  jsFiles: number;
}

/** The JS a fresh visit to `url` downloads until the network is idle, gzip-compressed. */
async function initialJs(url: string): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (type.includes('javascript')) bodies.set(response.url(), response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const body of bodies.values()) bytes += gzipSync(await body, { level: 9 }).length;
    return { bytes, files: bodies.size };
  } finally {
    await browser.close();
  }
}

/** Lighthouse's mobile run (its defaults: emulated phone, throttled network and CPU). */
async function scores(
  url: string,
): Promise<
  Pick<Row, 'performance' | 'accessibility' | 'bestPractices' | 'fcp' | 'lcp' | 'tbt' | 'cls'>
> {
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
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => result?.lhr.audits[id]?.numericValue ?? 0;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: Math.round(audit('first-contentful-paint')),
      lcp: Math.round(audit('largest-contentful-paint')),
      tbt: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    };
  } finally {
    await browser.close();
  }
}

/** Scroll measurements per brand; the table shows each run and their median. */
const SCROLL_RUNS = 3;

const started = Date.now();
const sites = buildShells();
const bare = spawnSync(
  join(here, 'node_modules/.bin/vite'),
  ['build', '--config', join(here, 'bare/vite.config.ts')],
  {
    cwd: join(here, 'bare'),
    stdio: 'inherit',
  },
);
if (bare.status !== 0) throw new Error('Building the bare app failed');
// The bare app is served as the `default` brand's site (plain 127.0.0.1), the brands on their hosts.
const api = await startTestApi({ ...sites, default: join(here, 'bare/dist') });
const rows: Row[] = [];
const scrolls: (GameListScroll & { brand: string })[] = [];
try {
  const targets = [
    ...BRANDS.map((b) => ({ name: b, url: `${brandOrigin(b, api.port)}/tabs/home?lang=en` })),
    { name: 'bare (floor)', url: `http://127.0.0.1:${api.port}/` },
  ];
  for (const target of targets) {
    const js = await initialJs(target.url);
    // Lighthouse varies from run to run on a busy two-core machine: the median of three runs.
    const runs = [await scores(target.url), await scores(target.url), await scores(target.url)];
    runs.sort((a, b) => a.performance - b.performance);
    const s = runs[1] as (typeof runs)[number];
    rows.push({ name: target.name, ...s, jsGzipBytes: js.bytes, jsFiles: js.files });
    console.log(`bench: ${target.name} measured`);
  }
  for (const brand of BRANDS) {
    // Three runs each: the machine's own noise moves a task across 50 ms now and then.
    for (let run = 0; run < SCROLL_RUNS; run++) {
      scrolls.push({
        brand,
        ...(await measureGameListScroll(brandOrigin(brand, api.port), brand)),
      });
    }
  }
} finally {
  await api.stop();
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const floor = rows.find((r) => r.name.startsWith('bare'));
console.log('\nLighthouse (mobile) and initial JS of the home route (FCP, LCP, TBT in ms)');
console.log(
  `${'site'.padEnd(14)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'JS gzip'.padStart(12)}${'files'.padStart(7)}${'vs floor'.padStart(11)}${'FCP'.padStart(8)}${'LCP'.padStart(8)}${'TBT'.padStart(8)}${'CLS'.padStart(7)}`,
);
for (const r of rows) {
  const extra = floor && r !== floor ? `+${kb(r.jsGzipBytes - floor.jsGzipBytes)}` : '';
  console.log(
    `${r.name.padEnd(14)}${String(r.performance).padStart(6)}${String(r.accessibility).padStart(6)}${String(r.bestPractices).padStart(6)}${kb(r.jsGzipBytes).padStart(12)}${String(r.jsFiles).padStart(7)}${extra.padStart(11)}${`${r.fcp}`.padStart(8)}${`${r.lcp}`.padStart(8)}${`${r.tbt}`.padStart(8)}${String(r.cls).padStart(7)}`,
  );
}
console.log(
  '\nLazy route chunks per feature (gzip level 9; loaded only when a route of the feature opens)',
);
const perBrand = BRANDS.map((brand) => new Map(featureChunks(brand).map((c) => [c.feature, c])));
const features = [...new Set(perBrand.flatMap((m) => [...m.keys()]))].sort();
console.log(`${'feature'.padEnd(14)}${BRANDS.map((b) => b.padStart(12)).join('')}`);
for (const feature of features) {
  const cells = perBrand.map((m) => {
    const c = m.get(feature);
    return (c ? kb(c.gzipBytes) : '-').padStart(12);
  });
  console.log(`${feature.padEnd(14)}${cells.join('')}`);
}
console.log(
  "\nThe largest game type's list, opened from its provider list and scrolled to its end (long tasks over 50 ms, unthrottled; each run, then the median run by count)",
);
console.log(
  `${'brand'.padEnd(10)}${'type'.padEnd(14)}${'games'.padStart(7)}  ${'runs: tasks / longest'.padEnd(40)}${'median'.padStart(16)}`,
);
for (const brand of BRANDS) {
  const runs = scrolls.filter((s) => s.brand === brand);
  const first = runs[0];
  if (!first) continue;
  const byCount = [...runs].sort((a, b) => a.longTasks - b.longTasks || a.longestMs - b.longestMs);
  const median = byCount[Math.floor(byCount.length / 2)] ?? first;
  const cell = (s: GameListScroll) => `${s.longTasks} / ${s.longestMs} ms`;
  console.log(
    `${brand.padEnd(10)}${first.type.padEnd(14)}${String(first.games).padStart(7)}  ${runs.map(cell).join(', ').padEnd(40)}${cell(median).padStart(16)}`,
  );
}
console.log(`\nbench: ${((Date.now() - started) / 1000).toFixed(0)} s`);
