import http from 'node:http';
import type { Tracing } from '@fidelidade/telemetry';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FAILURE_REPORT_LIMIT, isFailureReportUrl } from './body-limits.ts';
import { type Hop, upstreamRequestHeaders } from './forwarded-headers.ts';
import { traceForwarded } from './gateway-tracing.ts';
import { exchange, PROXY_MESSAGES } from './upstream-exchange.ts';
import { UpstreamPool } from './upstream-pool.ts';

export { PROXY_MESSAGES } from './upstream-exchange.ts';

export interface ApiProxyOptions {
  /** One API instance, or several (a list, or URLs separated by commas) to balance over. */
  upstream: string | readonly string[];
  behindTls: boolean;
  publicHost?: string;
  /** Given a copy of each browser failure report passed to the API (the local stack logs it). */
  onFailureReport?: (body: string) => void;
  /** A span per forwarded request (OTEL_EXPORTER_OTLP_ENDPOINT set); null or absent: none. */
  tracing?: Tracing | null | undefined;
}

/**
 * Hands a copy of a failure report to `sink` once its body has arrived, whatever the API answered
 * (or if it never did): listened to apart from the forwarding, which stops on an upstream error.
 */
function copyFailureReport(raw: http.IncomingMessage, sink: (body: string) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  raw.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= FAILURE_REPORT_LIMIT) chunks.push(chunk);
  });
  raw.on('end', () => size <= FAILURE_REPORT_LIMIT && sink(Buffer.concat(chunks).toString('utf8')));
}

/**
 * Streams `/api` and `/media` to the API instances with Node's HTTP client (upstream-exchange.ts):
 * balanced over the instances, failures in Portuguese, never a stack trace or a dropped connection.
 */
export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  const pool = new UpstreamPool(options.upstream);
  const agent = new http.Agent({ keepAlive: true });
  app.addHook('onClose', async () => agent.destroy());
  // Bodies are streamed as they are, never parsed here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  function forward(request: FastifyRequest, reply: FastifyReply): void {
    const raw = request.raw;
    const url = raw.url ?? '';
    if (!url.startsWith('/')) return void reply.code(400).send({ detail: PROXY_MESSAGES.badUrl });
    const hop: Hop = {
      remoteAddress: raw.socket.remoteAddress,
      localAddress: raw.socket.localAddress,
      localPort: raw.socket.localPort,
      behindTls: options.behindTls,
      publicHost: options.publicHost,
    };
    if (options.onFailureReport && raw.method === 'POST' && isFailureReportUrl(url))
      copyFailureReport(raw, options.onFailureReport);
    const headers = upstreamRequestHeaders(raw.headers, hop);
    if (options.tracing) traceForwarded(options.tracing, request, reply, headers);
    exchange(request, reply, { pool, agent, headers });
  }

  for (const prefix of ['/api', '/media']) {
    app.all(prefix, forward);
    app.all(`${prefix}/*`, forward);
  }
}
