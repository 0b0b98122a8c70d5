import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppMetrics } from './app-metrics.ts';

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

/**
 * The private metrics port (METRICS_PORT on METRICS_HOST, 127.0.0.1 by default): GET /metrics and
 * nothing else, apart from the API's port, so a scraper needs no token and the public path never
 * leads here (docs/security.md, "Metrics, traces and backups").
 */
export async function startMetricsListener(
  metrics: AppMetrics,
  port: number,
  host: string,
  onError: (err: unknown) => void,
): Promise<MetricsListener> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('não encontrado\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (err: unknown) => {
        onError(err);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('falha ao coletar\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
