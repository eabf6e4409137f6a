/**
 * The README's plain-TypeScript example is a real file (`examples/plain-typescript.ts`) that this
 * suite runs with Node against the reference API, and the README quotes it verbatim.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiUrl } from './helpers.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const example = `${root}examples/plain-typescript.ts`;

describe('README examples', () => {
  it('runs the plain TypeScript example against the API and exits on its own', async () => {
    const { stdout } = await run(process.execPath, ['--conditions=source', example], {
      cwd: root,
      env: { ...process.env, LOBBY_API_URL: apiUrl() },
      timeout: 20_000,
    });
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^maintenance type 0, default language \w+/);
    expect(lines[1]).toMatch(/^signed in as demo\w+: true$/);
    expect(lines[2]).toMatch(/^balance 0 \(minor units of [A-Z]{3}\)$/);
    expect(lines[3]).toBe('login refused: INVALID_CREDENTIALS');
    expect(lines[4]).toBe('signed in after logout: false');
  });

  it('quotes both examples in the README as they are', () => {
    const readme = readFileSync(`${root}README.md`, 'utf8');
    for (const file of ['examples/plain-typescript.ts', 'examples/react-app.tsx']) {
      const code = readFileSync(`${root}${file}`, 'utf8').trim();
      expect(readme, `${file} is quoted in the README`).toContain(code);
    }
  });
});
