/**
 * What only an operator can do (approve a deposit, send a message, switch a channel to a drill
 * mode), through the API's ops control channel: the same loopback route the ops CLI uses while
 * a PGlite server holds the database. The server writes the channel's port and secret beside
 * its data folder; going to it directly saves the CLI's start-up (about 2.5 s a command).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';

interface ControlFile {
  readonly port: number;
  readonly secret: string;
}

let control: Promise<ControlFile> | undefined;

/** The running API's control file (written by its `main.ts` once it listens). */
function controlFile(): Promise<ControlFile> {
  control ??= readFile(join(dirname(inject('apiDataDir')), 'ops.json'), 'utf8').then(
    (text) => JSON.parse(text) as ControlFile,
  );
  return control;
}

/** Runs one ops command (`deposit:approve`, `{ brand, order }`) and answers its result; throws its error. */
export async function ops(
  command: string,
  args: Record<string, string | number | boolean> = {},
): Promise<unknown> {
  const { port, secret } = await controlFile();
  const body = Object.fromEntries(
    Object.entries(args).map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(`http://127.0.0.1:${port}/_ops/${encodeURIComponent(command)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lobby-ops-secret': secret },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { ok?: boolean; result?: unknown; error?: string };
  if (answer.ok !== true)
    throw new Error(`ops ${command}: ${answer.error ?? `status ${response.status}`}`);
  return answer.result;
}
