/**
 * `pnpm test`: lint, typecheck and every test suite through turbo, then one summary.
 *
 * Each suite writes a JSON report under its package's `reports/`; this script clears them
 * first (turbo restores cached ones), runs turbo in three phases, then prints the counts per
 * package, the coverage of packages that measure it, and a closing `tests: N passed, N failed` line.
 * It fails when any task failed, any test failed, a file is not in Prettier's style, or no
 * test ran at all.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Counts, type Failure, readCounts, readFailures } from './test-reports.ts';

const root = new URL('../..', import.meta.url).pathname;
const groups = ['apps', 'packages', 'packages/features', 'tooling'];

/** Every workspace package folder. */
function packageDirs(): string[] {
  const dirs: string[] = [];
  for (const group of groups) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base, { withFileTypes: true })) {
      const dir = join(base, entry.name);
      if (entry.isDirectory() && existsSync(join(dir, 'package.json'))) dirs.push(dir);
    }
  }
  return dirs;
}

const dirs = packageDirs();
for (const dir of dirs) rmSync(join(dir, 'reports'), { recursive: true, force: true });

/** One turbo run: tasks over some packages (`--filter` arguments), so many at once. */
interface Lane {
  tasks: string[];
  concurrency: number;
  filters?: string[];
}

/**
 * Three phases, one after another: lint and typecheck (many small processes), the suites (at
 * most three at once), then the end-to-end suite alone. On two cores, every suite at once,
 * each with its own reference API and worker pool, starves them all, and a starved suite fails
 * only by a timeout, which says nothing about the product.
 *
 * The suites run in two lanes side by side: the API's (the longest, about a third of all suite
 * time) alone, and the others two at a time. In one turbo run the API's suite was started last
 * (turbo has no priorities), and the phase waited a quarter of an hour for it after the rest
 * had finished.
 */
const phases: { name: string; lanes: Lane[] }[] = [
  { name: 'lint + typecheck', lanes: [{ tasks: ['lint', 'typecheck'], concurrency: 10 }] },
  {
    name: 'test',
    lanes: [
      { tasks: ['test'], concurrency: 1, filters: ['@lobby/api'] },
      { tasks: ['test'], concurrency: 2, filters: ['!@lobby/api'] },
    ],
  },
  { name: 'test:e2e', lanes: [{ tasks: ['test:e2e'], concurrency: 1 }] },
];
const runsDir = join(root, '.turbo', 'runs');
/** Turbo run summaries already on disk, so each phase's new ones can be told apart. */
const summariesBefore = (): Set<string> => new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);

interface TaskTime {
  task: string;
  seconds: number;
}
const phaseTimes: { name: string; seconds: number }[] = [];
const taskTimes: TaskTime[] = [];

/** Runs one lane's turbo and resolves with its exit status. */
function runLane({ tasks, concurrency, filters = [] }: Lane): Promise<number | null> {
  const child = spawn(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      ...tasks,
      ...filters.map((f) => `--filter=${f}`),
      `--concurrency=${concurrency}`,
      '--output-logs=new-only',
      '--continue',
      '--summarize',
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  return new Promise((resolve) => child.once('close', (status) => resolve(status)));
}

const turboStatuses: (number | null)[] = [];
for (const phase of phases) {
  const before = summariesBefore();
  const started = Date.now();
  turboStatuses.push(...(await Promise.all(phase.lanes.map(runLane))));
  phaseTimes.push({ name: phase.name, seconds: (Date.now() - started) / 1000 });
  // Where the time went: each task's wall time from turbo's run summaries (cached tasks ~0 s).
  for (const file of summariesBefore()) {
    if (before.has(file) || !file.endsWith('.json')) continue;
    const summary = JSON.parse(readFileSync(join(runsDir, file), 'utf8'));
    for (const task of summary.tasks ?? []) {
      const { startTime, endTime } = task.execution ?? {};
      if (typeof startTime === 'number' && typeof endTime === 'number') {
        taskTimes.push({ task: task.taskId, seconds: (endTime - startTime) / 1000 });
      }
    }
  }
}
const turboOk = turboStatuses.every((status) => status === 0);
const changesets = spawnSync('node', [join(root, 'tooling/scripts/changeset-check.ts')], {
  cwd: root,
  stdio: 'inherit',
});
// The tree stays in Prettier's style (`pnpm format` fixes it); only unformatted files are named.
const formatting = spawnSync('pnpm', ['exec', 'prettier', '--check', '--log-level', 'warn', '.'], {
  cwd: root,
  stdio: 'inherit',
});

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const failures: Failure[] = [];
console.log('\n── Lobby test summary ──');
for (const dir of dirs) {
  const reportsDir = join(dir, 'reports');
  if (!existsSync(reportsDir)) continue;
  for (const file of readdirSync(reportsDir).filter((f) => f.endsWith('.json'))) {
    const counts = readCounts(join(reportsDir, file));
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    if (counts.failed > 0) failures.push(...readFailures(join(reportsDir, file), root));
    const name = `${relative(root, dir)} (${file.replace(/\.json$/, '')})`;
    console.log(
      `  ${name.padEnd(48)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
  }
  const coverage = join(dir, 'coverage', 'coverage-summary.json');
  if (existsSync(coverage)) {
    const t = JSON.parse(readFileSync(coverage, 'utf8')).total;
    console.log(
      `  ${`${relative(root, dir)} coverage`.padEnd(48)} lines ${t.lines.pct}%, branches ${t.branches.pct}%, functions ${t.functions.pct}%, statements ${t.statements.pct}%`,
    );
  }
}
console.log('\n── Where the time went ──');
for (const phase of phaseTimes)
  console.log(`  phase ${phase.name.padEnd(42)} ${phase.seconds.toFixed(0)} s`);
for (const { task, seconds } of taskTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 12)) {
  console.log(`  ${task.padEnd(48)} ${seconds.toFixed(0)} s`);
}
if (failures.length > 0) {
  // Last before the totals, so a log cut to its tail still names what failed.
  console.log('\n── Failed tests ──');
  for (const failure of failures) console.log(`  ✗ ${failure.name}\n      ${failure.message}`);
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);

const ok =
  turboOk &&
  changesets.status === 0 &&
  formatting.status === 0 &&
  total.failed === 0 &&
  total.passed > 0;
if (!ok) {
  if (!turboOk) console.error('pnpm test: a turbo task failed (see above)');
  if (formatting.status !== 0)
    console.error('pnpm test: files not in Prettier style; run pnpm format');
  if (total.passed === 0) console.error('pnpm test: no test ran');
}
process.exit(ok ? 0 : 1);
