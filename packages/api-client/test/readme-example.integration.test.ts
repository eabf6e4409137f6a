/**
 * The README's Node examples are real files (`examples/plain-typescript.ts`, `examples/money.ts`)
 * that this suite runs with Node against the reference API, and the README quotes them verbatim.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { registeredEndpoints } from '../src/api/define-area.ts';
import { areaApis, areaSubpath } from '../src/areas/registry.ts';
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

  it('runs the money example: deposits, one deposit per idempotency key, a refused transfer', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=source', `${root}examples/money.ts`],
      {
        cwd: root,
        env: { ...process.env, LOBBY_API_URL: apiUrl() },
        timeout: 20_000,
      },
    );
    expect(stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^deposit \w+: status 1 \(pending until the operator approves\)$/),
      expect.stringMatching(/^deposit \w+: amount 4000$/),
      'same key, same deposit: true',
      'deposits on record: 3',
      'transfer refused: INSUFFICIENT_BALANCE',
      'main wallet: 0',
    ]);
  });

  it('quotes every example in the README as it is', () => {
    const readme = readFileSync(`${root}README.md`, 'utf8');
    for (const file of [
      'examples/plain-typescript.ts',
      'examples/money.ts',
      'examples/react-app.tsx',
    ]) {
      const code = readFileSync(`${root}${file}`, 'utf8').trim();
      expect(readme, `${file} is quoted in the README`).toContain(code);
    }
  });

  it('lists every area and every endpoint name in the README table', () => {
    const readme = readFileSync(`${root}README.md`, 'utf8');
    for (const area of Object.keys(areaApis)) {
      // Cells are read trimmed: Prettier pads table columns to one width.
      const cells = readme
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .map((line) => line.split('|').map((cell) => cell.trim()))
        .find((row) => row[1] === `\`${areaSubpath(area)}\``);
      expect(cells, `README row of ${area}`).toBeDefined();
      const listed = new Set((cells?.[2] ?? '').split(',').map((name) => name.trim()));
      const names = [...registeredEndpoints.values()]
        .filter((r) => r.area === area)
        .map((r) => r.name);
      expect([...listed].sort(), area).toEqual(names.sort());
    }
  });
});
