/**
 * `pnpm --filter @lobby/e2e profile-page [brand] [path] [--unminified]`: where a page's start-up time
 * goes, before anyone changes code for speed (issue 14). It builds the brand (minified as
 * shipped, or with `--unminified` so functions keep their names), serves it from the reference
 * API and prints:
 * - one Lighthouse mobile run: the timings, the main thread's work by kind, the scripts that
 *   cost most, the long tasks and the largest contentful paint's element;
 * - a CPU profile of the same load in Chromium at Lighthouse's CPU slowdown (4×): the
 *   functions with the most time of their own, and the most time including what they call.
 * Figures vary from run to run on a busy machine: compare runs, not single numbers.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { startTestApi } from '../support/api-server.ts';
import { runLighthouse } from '../support/lighthouse.ts';
import { CHROME_ARGS, CHROME_PATH, brandOrigin, shellOf } from '../support/env.ts';

/** Lighthouse's default mobile CPU slowdown, applied to the profile's load too. */
const CPU_SLOWDOWN = 4;
/** How long the profile keeps recording after the network went idle (late renders, effects). */
const SETTLE_MS = 2_000;
/** Rows printed per table. */
const TOP = 25;

const args = process.argv.slice(2);
const unminified = args.includes('--unminified');
const [brand = 'nexbet', path = '/tabs/home?lang=en'] = args.filter((a) => !a.startsWith('--'));

/** A node of a V8 CPU profile (the DevTools protocol's `Profiler.ProfileNode`). */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** A V8 CPU profile as `Profiler.stop` answers it. */
interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Builds the brand's shell into a fresh folder and answers the folder. */
function build(outDir: string): void {
  const shell = shellOf(brand);
  const result = spawnSync(
    join(shell, 'node_modules/.bin/vite'),
    [
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      outDir,
      '--emptyOutDir',
      ...(unminified ? ['--minify', 'false'] : []),
    ],
    { cwd: shell, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`Building ${brand} failed`);
}

/** A function's label: its name, file and line (bundles keep one file, so the line matters). */
function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.split('/').pop() || '(native)';
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

/** Self and inclusive milliseconds per function label. */
function tally(profile: CpuProfile): { self: Map<string, number>; inclusive: Map<string, number> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const sampled = new Map<number, number>();
  (profile.samples ?? []).forEach((id, i) =>
    sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000),
  );
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, ms] of sampled) {
    const node = byId.get(id);
    if (!node) continue;
    self.set(label(node), (self.get(label(node)) ?? 0) + ms);
    // Each label once per sample, however deep its recursion.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (!frame) break;
      const name = label(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  }
  return { self, inclusive };
}

/** Prints a table's heading and its largest rows. */
function printTop(title: string, rows: Iterable<[string, number]>): void {
  console.log(`\n${title}`);
  for (const [name, ms] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${ms.toFixed(0).padStart(8)} ms  ${name}`);
}

/** The items of a Lighthouse audit's table, or none. */
function itemsOf(audit: { details?: unknown } | undefined): Record<string, unknown>[] {
  const details = audit?.details as { items?: Record<string, unknown>[] } | undefined;
  return details?.items ?? [];
}

/** One Lighthouse mobile run of `url`, printed. */
async function lighthouseRun(url: string): Promise<void> {
  const result = await runLighthouse(url, ['performance']);
  const { audits, categories } = result.lhr;
  console.log(
    `Lighthouse (mobile): performance ${Math.round((categories.performance?.score ?? 0) * 100)}`,
  );
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'speed-index',
    'interactive',
  ])
    console.log(`  ${id.padEnd(26)} ${audits[id]?.displayValue ?? '-'}`);
  printTop(
    'Main-thread work by kind',
    itemsOf(audits['mainthread-work-breakdown']).map((i) => [
      String(i.groupLabel),
      Number(i.duration),
    ]),
  );
  printTop(
    'Script cost (evaluation and parse, per file)',
    itemsOf(audits['bootup-time']).map((i) => [String(i.url), Number(i.total)]),
  );
  console.log('\nLong tasks (start ms, length ms, script)');
  for (const task of itemsOf(audits['long-tasks']).slice(0, TOP))
    console.log(
      `  ${Number(task.startTime).toFixed(0).padStart(6)}  ${Number(task.duration).toFixed(0).padStart(5)}  ${String(task.url)}`,
    );
  const lcp = itemsOf(audits['lcp-breakdown-insight']);
  const element = lcp.find((item) => item.type === 'node') as { snippet?: string } | undefined;
  const parts = lcp.find((item) => item.type === 'table') as
    { items?: { label: string; duration: number }[] } | undefined;
  console.log(`\nLargest contentful paint: ${element?.snippet?.slice(0, 140) ?? 'not reported'}`);
  for (const part of parts?.items ?? [])
    console.log(`  ${part.label.padEnd(24)} ${part.duration.toFixed(0)} ms`);
}

/** A CPU profile of one load of `url` at {@link CPU_SLOWDOWN}, printed. */
async function cpuProfile(url: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const { self, inclusive } = tally(profile);
    console.log(`\nCPU profile at ${CPU_SLOWDOWN}× slowdown, until ${SETTLE_MS} ms after idle`);
    printTop('Functions by their own time', self);
    printTop('Functions by time including what they call', inclusive);
  } finally {
    await browser.close();
  }
}

const outDir = mkdtempSync(join(tmpdir(), 'lobby-profile-'));
try {
  build(outDir);
  const api = await startTestApi({ [brand]: outDir });
  try {
    const url = `${brandOrigin(brand, api.port)}${path}`;
    console.log(`profile: ${brand} ${path} (${unminified ? 'unminified' : 'minified'} build)\n`);
    await lighthouseRun(url);
    await cpuProfile(url);
  } finally {
    await api.stop();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
