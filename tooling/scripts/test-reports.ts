/**
 * Reading the suites' JSON reports (Vitest's and Playwright's) for `pnpm test`'s summary:
 * how many tests passed, failed and were skipped, and which failed and why.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** Passed, failed and skipped tests in one report. */
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Reads the counts from a Vitest JSON report or a Playwright JSON report. */
export function readCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report.numTotalTests === 'number') {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  }
  // Playwright's JSON reporter.
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

/** A failed test's name and the first line of its failure, for the summary at the tail of the log. */
export interface Failure {
  name: string;
  message: string;
}

/** First line of a failure message, without colour codes, short enough for a log tail. */
function firstLine(message: unknown): string {
  const line = String(message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim() !== '');
  return (line ?? '').trim().slice(0, 240);
}

/** Walks a Playwright JSON report's nested suites for tests whose outcome was unexpected. */
function playwrightFailures(suites: unknown[] = [], path: string[] = []): Failure[] {
  const failures: Failure[] = [];
  for (const suite of suites as { title: string; suites?: unknown[]; specs?: unknown[] }[]) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of (suite.specs ?? []) as {
      title: string;
      tests: { status: string; projectName: string; results: { error?: { message?: string } }[] }[];
    }[]) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.find((r) => r.error)?.error?.message;
        failures.push({
          name: `[${test.projectName}] ${[...here, spec.title].join(' › ')}`,
          message: firstLine(error),
        });
      }
    }
    failures.push(...playwrightFailures(suite.suites, here));
  }
  return failures;
}

/** Names the failed tests in a Vitest or Playwright JSON report. */
export function readFailures(file: string, root: string): Failure[] {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report.numTotalTests !== 'number') return playwrightFailures(report.suites);
  const failures: Failure[] = [];
  for (const result of report.testResults ?? []) {
    const failed = (result.assertionResults ?? []).filter(
      (a: { status: string }) => a.status === 'failed',
    );
    for (const a of failed) {
      failures.push({
        name: `${relative(root, result.name)} › ${a.fullName}`,
        message: firstLine(a.failureMessages?.[0]),
      });
    }
    // A file that failed to load has no assertions, only a message.
    if (failed.length === 0 && result.status === 'failed') {
      failures.push({ name: relative(root, result.name), message: firstLine(result.message) });
    }
  }
  return failures;
}
