import http, { type OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyLimitFor, replyTooLarge } from './body-limits.ts';
import { downstreamResponseHeaders } from './forwarded-headers.ts';
import type { Upstream, UpstreamPool } from './upstream-pool.ts';

/** An upstream connection silent this long is given up (the API's slowest answers take seconds). */
const UPSTREAM_IDLE_MS = 300_000;

export const PROXY_MESSAGES = {
  unavailable: 'API indisponível no momento. Tente novamente em instantes.',
  timeout: 'A API não respondeu a tempo.',
  badGateway: 'A API encerrou a conexão sem responder.',
  badUrl: 'URL inválida.',
} as const;

/** The connection never opened: the API cannot have seen a byte, so any request may go elsewhere. */
const neverConnected = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** Methods a client may repeat without changing anything (RFC 9110 §9.2.2, without PUT/DELETE). */
const repeatable = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How a kept-alive connection the API had already closed fails when a request is written on it. */
const staleSocketErrors = new Set(['ECONNRESET', 'EPIPE']);
/** Fresh connections a repeatable request gets after meeting stale kept-alive ones. */
const STALE_RETRIES = 2;

export interface Exchange {
  pool: UpstreamPool;
  agent: http.Agent;
  headers: OutgoingHttpHeaders;
}

/**
 * Streams one request to an API instance and its answer back. The body is counted as it passes (413
 * over its limit), the API may answer before the body is complete, and every failure becomes a JSON
 * answer in Portuguese. A request whose connection was refused goes to the next instance with the
 * body read so far (none of it reached the API); one whose connection dropped after it was sent goes
 * again only when it is a body-less GET/HEAD/OPTIONS: a write may already have been applied.
 */
export function exchange(request: FastifyRequest, reply: FastifyReply, context: Exchange): void {
  const raw = request.raw;
  const url = raw.url ?? '';
  const method = raw.method ?? 'GET';
  const limit = bodyLimitFor(url, raw.headers);
  const tried = new Set<Upstream>();
  let outgoing: http.ClientRequest | undefined;
  // Chunks handed to the current attempt before its connection opened: resent on the next one.
  let unsent: Buffer[] = [];
  let connected = false;
  let answered = false;
  let timedOut = false;
  let forwarded = 0;
  let forwarding = true;
  let bodyEnded = false;
  let waitingDrain = false;
  let staleRetries = 0;

  const send = (chunk: Buffer): boolean => {
    if (!connected) unsent.push(chunk);
    return outgoing?.write(chunk) ?? false;
  };
  const onData = (chunk: Buffer) => {
    forwarded += chunk.length;
    if (forwarded > limit) {
      stopForwarding();
      answered = true;
      outgoing?.destroy();
      replyTooLarge(reply);
      return;
    }
    // Each chunk waits one turn of the event loop: an answer the API sent before closing is read
    // before the next write could fail on the closed connection and lose it.
    raw.pause();
    setImmediate(() => {
      if (!forwarding) return;
      if (send(chunk)) raw.resume();
      else waitingDrain = true;
    });
  };
  const onEnd = () =>
    setImmediate(() => {
      bodyEnded = true;
      if (forwarding) outgoing?.end();
    });
  // What is left of the body is drained by guardBodies (body-limits.ts), not sent on.
  function stopForwarding() {
    forwarding = false;
    raw.off('data', onData);
    raw.off('end', onEnd);
  }

  function attempt(upstream: Upstream): void {
    tried.add(upstream);
    let current: http.ClientRequest;
    try {
      current = http.request({
        protocol: upstream.url.protocol,
        hostname: upstream.url.hostname,
        port: upstream.url.port,
        method,
        path: url,
        agent: context.agent,
        headers: context.headers,
      });
    } catch {
      // A path or header Node's client refuses to write (it checks more strictly than the server).
      stopForwarding();
      answered = true;
      return void reply.code(400).send({ detail: PROXY_MESSAGES.badUrl });
    }
    outgoing = current;
    connected = false;
    unsent = [];
    upstream.pending += 1;
    current.once('close', () => {
      upstream.pending -= 1;
    });
    current.on('socket', (socket) => {
      const opened = () => {
        if (outgoing !== current) return;
        connected = true;
        unsent = [];
      };
      if (socket.connecting) socket.once('connect', opened);
      else opened();
    });
    current.on('drain', () => {
      if (outgoing !== current || !forwarding || !waitingDrain) return;
      waitingDrain = false;
      raw.resume();
    });
    current.setTimeout(UPSTREAM_IDLE_MS, () => {
      timedOut = true;
      current.destroy();
    });
    current.on('response', (response) => {
      if (answered || outgoing !== current) return void response.resume();
      answered = true;
      if (!raw.complete) {
        // An early answer (a refusal before the body was read): the rest of the body stays here and
        // this half-sent request's connection must not be reused.
        stopForwarding();
        response.once('end', () => current.destroy());
      }
      const status = response.statusCode ?? 502;
      reply.code(status).headers(downstreamResponseHeaders(response.headers));
      if (method === 'HEAD' || status === 204 || status === 304) {
        response.resume();
        return void reply.send();
      }
      reply.send(response);
    });
    current.on('error', (error: NodeJS.ErrnoException) => {
      if (answered || outgoing !== current) return;
      if (timedOut) return fail(504, PROXY_MESSAGES.timeout);
      const replayable = repeatable.has(method) && forwarded === 0 && bodyEnded;
      // A kept-alive connection the API closed while idle, just as this request was written on it
      // (the agent had not seen the close yet): the instance is fine. A repeatable request goes again
      // on the same instance, on a new connection; a write cannot (it may have been applied: the
      // same error comes from an instance killed mid-request), but the instance is not marked down.
      if (current.reusedSocket && staleSocketErrors.has(error.code ?? '')) {
        if (replayable && staleRetries < STALE_RETRIES) {
          staleRetries += 1;
          return retry(upstream);
        }
        if (!replayable) return fail(502, PROXY_MESSAGES.badGateway);
      }
      context.pool.markDown(upstream);
      const unreached = !connected && neverConnected.has(error.code ?? '');
      const next = context.pool.pick(tried);
      if (next && (unreached || replayable)) return retry(next);
      fail(unreached ? 503 : 502, unreached ? PROXY_MESSAGES.unavailable : PROXY_MESSAGES.badGateway);
    });
  }

  function retry(upstream: Upstream) {
    const replay = unsent;
    attempt(upstream);
    let flowing = true;
    for (const chunk of replay) flowing = send(chunk);
    if (bodyEnded) outgoing?.end();
    else if (waitingDrain && flowing) {
      waitingDrain = false;
      raw.resume();
    }
  }

  function fail(status: number, detail: string) {
    answered = true;
    stopForwarding();
    reply.code(status).send({ detail });
  }

  raw.on('data', onData);
  raw.on('end', onEnd);
  raw.on('close', () => {
    if (raw.complete) return;
    answered = true;
    outgoing?.destroy();
  });
  const first = context.pool.pick(tried);
  if (first) attempt(first);
}
