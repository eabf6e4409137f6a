/**
 * The newcomer path: a fresh copy of the repository (the files a clone has: tracked, or new and
 * not ignored), `pnpm install`, then the README's start command for each brand; the demo login
 * it prints signs in through the form and lands on the home page. Nothing is shared with the rest of the suite.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '../support/api-server.ts';
import { BRANDS, ROOT } from '../support/env.ts';
import { MemberSite, expect, test } from '../support/fixtures.ts';

let clone = '';

/** The environment a newcomer's shell has: without the test runner's loader hooks. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NODE_OPTIONS;
  // A newcomer has no database configured: the embedded one is the point.
  delete env.DATABASE_URL;
  for (const key of Object.keys(env))
    if (key.startsWith('LOBBY_E2E_') || key.startsWith('PW_') || key.startsWith('TEST_'))
      delete env[key];
  return env;
}

/** Starts `pnpm start <brand>` in the clone; resolves with the URL of its whole banner. */
async function startBrand(
  brand: string,
  port: number,
): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const child = spawn('pnpm', ['start', brand], {
    cwd: clone,
    env: cleanEnv({ PORT: String(port), CI: '1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 150_000;
  for (;;) {
    // The banner may arrive in several chunks: read it once its last line is in.
    const match = /Ctrl\+C stops/.test(output) ? /Open\s+(http:\/\/\S+)/.exec(output) : null;
    if (match) return { url: match[1] as string, child, output: () => output };
    if (child.exitCode !== null || Date.now() > deadline) {
      // Whatever it started must not outlive the test.
      await stop(child);
      throw new Error(`pnpm start ${brand} printed no URL:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Stops the start command and everything it started (its process group). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  if (child.exitCode !== null) {
    // The start command is gone; its process group (the API) may not be.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Nothing left.
    }
    return;
  }
  const gone = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(
    () => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'),
    8000,
  );
  await gone;
  clearTimeout(timer);
}

test.describe.serial('newcomer path', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    clone = mkdtempSync(join(tmpdir(), 'lobby-newcomer-'));
    const files = spawnSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(files.status, 'git ls-files').toBe(0);
    for (const file of files.stdout.split('\0').filter(Boolean)) {
      mkdirSync(join(clone, dirname(file)), { recursive: true });
      try {
        cpSync(join(ROOT, file), join(clone, file));
      } catch {
        // A file deleted in the working tree but still tracked: a clone would not have it either.
      }
    }
    const install = spawnSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
      cwd: clone,
      encoding: 'utf8',
      env: cleanEnv({ PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CI: '1' }),
    });
    expect(install.status, `pnpm install:\n${install.stdout}\n${install.stderr}`).toBe(0);
  });

  test.afterAll(() => {
    if (clone) rmSync(clone, { recursive: true, force: true });
  });

  for (const brand of BRANDS) {
    test(`pnpm start ${brand}: the printed demo login signs in through the form`, async ({
      page,
    }) => {
      test.setTimeout(200_000);
      const started = await startBrand(brand, await freePort(4190, 4199));
      try {
        // Exactly what the banner prints, typed into the sign-in form.
        const printed = /Sign in\s+(\S+) \/ (\S+)/.exec(started.output());
        expect(printed, 'the banner prints a demo login').not.toBeNull();
        const [, username = '', password = ''] = printed ?? [];
        const site = new MemberSite(page, brand);
        await site.openInEnglish(`${started.url}/sign_in`);
        await site.signIn({ username, password });
        await expect(page).toHaveURL(/\/tabs\/home$/);
        await expect(
          page
            .getByRole('main')
            .getByRole('button', { name: /^Play / })
            .first(),
        ).toBeVisible();
      } finally {
        await stop(started.child);
      }
    });
  }
});
