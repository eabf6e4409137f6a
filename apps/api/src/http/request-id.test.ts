/**
 * Request ids: a trusted proxy's `X-Request-Id` is kept when it has a safe format, anything else
 * gets a new id; the id is echoed, and every log line written during the request carries it —
 * the request's own lines and those written through the server's logger (a service's report).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { requestIdOf } from '../app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let trusting: TestServer;
let direct: TestServer;
beforeAll(async () => {
  trusting = await startTestServer({
    env: { LOBBY_TRUST_PROXY: '1' },
    extend: (app) =>
      // Logs as a service does: through the server's logger, after an await.
      app.get('/_test/service-log', async () => {
        await new Promise((resolve) => setImmediate(resolve));
        app.log.info({ marker: 'service-line' }, 'a service reports');
        return { ok: true };
      }),
  });
  direct = await startTestServer();
});
afterAll(async () => {
  await trusting?.close();
  await direct?.close();
});

describe('request ids', () => {
  it('keeps a trusted proxy id of 1-64 safe characters and echoes it', async () => {
    for (const id of ['lb-7f3a.2_Z', 'a', 'x'.repeat(64)]) {
      const res = await trusting.request({ path: '/healthz', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toBe(id);
    }
  });

  it('replaces an unsafe or oversized id, and any id when the proxy is not trusted', async () => {
    for (const id of ['x'.repeat(65), 'a b', '<script>', 'id;drop', '']) {
      const res = await trusting.request({ path: '/healthz', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id'], id).toMatch(UUID);
    }
    const res = await direct.request({ path: '/healthz', headers: { 'x-request-id': 'lb-1' } });
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(requestIdOf(['a', 'b'], true)).toMatch(UUID);
  });

  it('puts the id on every line of the request, once, including lines from the server logger', async () => {
    const id = 'trace-42';
    const res = await trusting.app.inject({
      url: '/_test/service-log',
      headers: { 'x-request-id': id },
    });
    expect(res.statusCode).toBe(200);
    const lines = trusting.logs.filter((line) => line.includes(`"${id}"`));
    const service = lines.find((line) => line.includes('service-line'));
    expect(service).toBeDefined();
    expect(JSON.parse(service as string)).toMatchObject({ reqId: id, marker: 'service-line' });
    // The request's own lines (incoming, completed) too, and no line names the id twice.
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line.split('"reqId"').length - 1, line).toBe(1);
  });

  it('writes no request id on a server line made outside any request', () => {
    const before = trusting.logs.length;
    trusting.app.log.info({ marker: 'outside' }, 'not in a request');
    const line = trusting.logs.slice(before).find((l) => l.includes('outside'));
    expect(line).toBeDefined();
    expect(JSON.parse(line as string)).not.toHaveProperty('reqId');
  });
});
