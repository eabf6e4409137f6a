/**
 * The metrics' own HTTP listener (`LOBBY_METRICS_PORT`): the Prometheus text of the server's
 * registry (`core/observability/metrics.ts`), never on the member port.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from '../core/observability/metrics.ts';

/** A running metrics listener. */
export interface MetricsListener {
  /** `http://host:port/metrics`. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (Prometheus text format) on its own port; every other path is a 404.
 * Nothing else of the API answers here, and nothing of this answers on the member port.
 */
export async function serveMetrics(
  metrics: Metrics,
  at: { host: string; port: number },
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response
          .writeHead(200, {
            'content-type': metrics.registry.contentType,
            'cache-control': 'no-store',
          })
          .end(text);
      },
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at.port, at.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = at.host.includes(':') ? `[${at.host}]` : at.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
