/**
 * Fails when a publishable package changed since the base branch without a changeset.
 *
 * `changeset status` needs a base to compare with; on the base branch itself (a fresh
 * clone of main, as CI has) nothing has changed and the check passes.
 */
import { execFileSync, spawnSync } from 'node:child_process';

function refExists(ref: string): boolean {
  return (
    spawnSync('git', ['rev-parse', '--verify', '--quiet', ref], { stdio: 'ignore' }).status === 0
  );
}

function currentBranch(): string {
  try {
    return execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

const base = ['origin/main', 'main'].find(refExists);
if (!base || currentBranch() === 'main') {
  console.log('changeset-check: on the base branch; nothing to compare');
  process.exit(0);
}
const result = spawnSync('pnpm', ['exec', 'changeset', 'status', `--since=${base}`], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
