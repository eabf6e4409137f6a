/**
 * The drain of a real server process (`main.ts` on an in-memory PGlite): on SIGTERM readiness
 * fails while the server still answers, then the listener closes, a request in flight finishes,
 * the member's push stream ends with a `retry:` hint, and the process exits 0.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));

let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

/** Polls `check` until it answers something other than undefined, or fails after `ms`. */
async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The balancer's side: connections kept alive between requests. A stopping server must close
 * them itself (its listener's close leaves open connections open).
 */
const keepAlive = new Agent({ keepAlive: true });
afterAll(() => keepAlive.destroy());

/** One request (on a connection of its own unless `agent` is given); answers status, headers, body. */
function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent } = {},
): Promise<{ status: number; headers: IncomingMessage['headers']; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: init.method ?? 'GET',
        headers: init.headers ?? {},
        agent: init.agent ?? false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Whether a new connection to `url` is refused (the listener has closed). */
async function refused(url: string): Promise<boolean> {
  try {
    await send(url);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
  }
}

/** A login body with the password encrypted by the server's key, as the SDK sends it. */
async function loginBody(base: string): Promise<string> {
  const key = JSON.parse((await send(`${base}/api/v1/key`)).body) as {
    key_id: string;
    public_key: string;
  };
  const password = publicEncrypt(
    { key: key.public_key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from('demo1234'),
  ).toString('base64');
  return JSON.stringify({ username: 'demo01', password: `${key.key_id}:${password}` });
}

describe('a server process stopped with SIGTERM', () => {
  it('fails readiness, finishes the request in flight, ends the stream with a retry hint, exits 0', async () => {
    const proc = spawn(process.execPath, ['--conditions=source', main], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        LOBBY_DATA_DIR: 'memory',
        LOBBY_ARGON2_MEMORY_KIB: '64',
        LOBBY_ARGON2_PASSES: '1',
        LOBBY_DOCS: '0',
        LOG_LEVEL: 'info',
        // Long enough for this test to see readiness fail while the server still answers.
        LOBBY_DRAIN_DELAY_MS: '4000',
        LOBBY_SHUTDOWN_MS: '60000',
        LOBBY_METRICS_PORT: '0',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let stdout = '';
    let stderr = '';
    proc.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => proc.once('exit', resolve));

    const base = await until(
      'the server to print its URL',
      async () => {
        if (proc.exitCode !== null) throw new Error(`server exited: ${stderr}`);
        return /Lobby API listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      },
      120_000,
    );
    const metricsUrl = await until(
      'the metrics URL',
      async () => /Metrics: (\S+)/.exec(stdout)?.[1],
    );
    expect((await send(`${base}/readyz`)).status).toBe(200);
    expect((await send(metricsUrl)).status).toBe(200);

    const login = await send(`${base}/api/v1/member/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: await loginBody(base),
      // Left open and idle in the agent's pool: the server must close it.
      agent: keepAlive,
    });
    expect(login.status).toBe(200);
    const { token } = JSON.parse(login.body) as { token: string };

    // The member's push stream, read until it ends.
    let streamText = '';
    let streamEnded = false;
    const stream = httpRequest(`${base}/api/v1/member/wallet/events`, {
      headers: { authorization: `Bearer ${token}` },
      agent: keepAlive,
    });
    stream.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (streamText += chunk));
      res.on('end', () => (streamEnded = true));
    });
    stream.end();
    await until('the stream to open', async () =>
      streamText.includes('event: balance') ? true : undefined,
    );

    // A request in flight across the stop: its headers are in (the server answered
    // 100-continue), half its body is sent, the rest only once the listener has closed.
    const body = await loginBody(base);
    const inFlight: ClientRequest = httpRequest(`${base}/api/v1/member/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        expect: '100-continue',
      },
      agent: keepAlive,
    });
    const inFlightAnswer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      inFlight.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      inFlight.on('error', reject);
    });
    await new Promise<void>((resolve) => inFlight.once('continue', () => resolve()));
    const half = Math.floor(body.length / 2);
    inFlight.write(body.slice(0, half));

    proc.kill('SIGTERM');

    // Readiness fails while the server still serves: the stream is still open.
    const ready = await until('readiness to fail', async () => {
      const res = await send(`${base}/readyz`);
      return res.status === 503 ? res : undefined;
    });
    expect(JSON.parse(ready.body)).toMatchObject({
      status: 'unavailable',
      failed: { draining: 'stopping' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(streamEnded).toBe(false);

    // Then the stream ends, with a reconnect hint, and the listener closes.
    await until('the stream to end', async () => (streamEnded ? true : undefined));
    expect(streamText).toMatch(/\nretry: \d+\n\n$/);
    await until('the listener to close', async () =>
      (await refused(`${base}/healthz`)) ? true : undefined,
    );

    // The request in flight still completes.
    inFlight.end(body.slice(half));
    const answer = await inFlightAnswer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('token');

    expect(await exited).toBe(0);
    expect(stdout).toContain('draining: readiness fails');
    expect(stdout).toContain('"msg":"stopped"');
  });
});
