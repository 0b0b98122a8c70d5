import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyLimitFor, FAILURE_REPORT_LIMIT, isFailureReportUrl, replyTooLarge } from './body-limits.ts';
import { downstreamResponseHeaders, type Hop, upstreamRequestHeaders } from './forwarded-headers.ts';

export interface ApiProxyOptions {
  upstream: string;
  behindTls: boolean;
  publicHost?: string;
  /** Given a copy of each browser failure report passed to the API (the local stack logs it). */
  onFailureReport?: (body: string) => void;
}

/** An upstream connection silent this long is given up (the API's slowest answers take seconds). */
const UPSTREAM_IDLE_MS = 300_000;

export const PROXY_MESSAGES = {
  unavailable: 'API indisponível no momento. Tente novamente em instantes.',
  timeout: 'A API não respondeu a tempo.',
  badGateway: 'A API encerrou a conexão sem responder.',
  badUrl: 'URL inválida.',
} as const;

const unreachable = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

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
 * Streams `/api` and `/media` to the API with Node's HTTP client: the body is counted as it passes
 * (413 over its limit, announced or not), the API may answer before the body is complete, and every
 * failure becomes a JSON answer in Portuguese, never a stack trace or a dropped connection.
 */
export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  const upstream = new URL(options.upstream);
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
    let outgoing: http.ClientRequest;
    try {
      outgoing = http.request({
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method: raw.method,
        path: url,
        agent,
        headers: upstreamRequestHeaders(raw.headers, hop),
      });
    } catch {
      // A path or header Node's client refuses to write (it checks more strictly than the server).
      return void reply.code(400).send({ detail: PROXY_MESSAGES.badUrl });
    }
    const limit = bodyLimitFor(url, raw.headers);
    let answered = false;
    let timedOut = false;
    let forwarded = 0;
    let forwarding = true;

    const onData = (chunk: Buffer) => {
      forwarded += chunk.length;
      if (forwarded > limit) {
        stopForwarding();
        answered = true;
        outgoing.destroy();
        replyTooLarge(reply);
        return;
      }
      // Each chunk waits one turn of the event loop: an answer the API sent before closing is read
      // before the next write could fail on the closed connection and lose it.
      raw.pause();
      setImmediate(() => {
        if (!forwarding) return;
        if (outgoing.write(chunk)) raw.resume();
      });
    };
    const onDrain = () => forwarding && raw.resume();
    const onEnd = () => setImmediate(() => forwarding && outgoing.end());
    // What is left of the body is drained by guardBodies (body-limits.ts), not sent on.
    function stopForwarding() {
      forwarding = false;
      raw.off('data', onData);
      raw.off('end', onEnd);
      outgoing.off('drain', onDrain);
    }
    raw.on('data', onData);
    raw.on('end', onEnd);
    if (options.onFailureReport && raw.method === 'POST' && isFailureReportUrl(url))
      copyFailureReport(raw, options.onFailureReport);
    outgoing.on('drain', onDrain);
    raw.on('close', () => {
      if (raw.complete) return;
      answered = true;
      outgoing.destroy();
    });

    outgoing.setTimeout(UPSTREAM_IDLE_MS, () => {
      timedOut = true;
      outgoing.destroy();
    });
    outgoing.on('response', (response) => {
      if (answered) return void response.resume();
      answered = true;
      if (!raw.complete) {
        // An early answer (a refusal before the body was read): the rest of the body stays here and
        // this half-sent request's connection must not be reused.
        stopForwarding();
        response.once('end', () => outgoing.destroy());
      }
      const status = response.statusCode ?? 502;
      reply.code(status).headers(downstreamResponseHeaders(response.headers));
      if (request.method === 'HEAD' || status === 204 || status === 304) {
        response.resume();
        return void reply.send();
      }
      reply.send(response);
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      answered = true;
      stopForwarding();
      if (timedOut) return void reply.code(504).send({ detail: PROXY_MESSAGES.timeout });
      if (unreachable.has(error.code ?? '')) {
        return void reply.code(503).send({ detail: PROXY_MESSAGES.unavailable });
      }
      reply.code(502).send({ detail: PROXY_MESSAGES.badGateway });
    });
  }

  for (const prefix of ['/api', '/media']) {
    app.all(prefix, forward);
    app.all(`${prefix}/*`, forward);
  }
}
