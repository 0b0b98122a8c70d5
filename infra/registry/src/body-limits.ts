import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The API's `bodyLimit` (infra/api/src/app.ts): every JSON (non-multipart) body. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * The largest legitimate multipart form: the offer form carries two images (display_logo and
 * item_image, infra/api/src/domain/offer-form.ts) of up to 10 MiB each (IMAGE_MAX_BYTES in
 * infra/api/src/plugins/uploads.ts), plus 1 MiB for its text fields and the multipart framing.
 */
export const MULTIPART_BODY_LIMIT = 21 * 1024 * 1024;
/** The browser's remote-failure report (the API's `POST /api/v1/ops/remote-failures/`, 4 KB there too). */
export const FAILURE_REPORT_LIMIT = 4096;
/** The path of that report, with or without its trailing slash and query string. */
export const isFailureReportUrl = (url: string) => /^\/api\/v1\/ops\/remote-failures\/?(\?|$)/.test(url);

export const TOO_LARGE_MESSAGE = 'O corpo da requisição excede o tamanho máximo permitido.';

/**
 * After answering before the body arrived, the rest of the body is read and thrown away (like
 * nginx's lingering close): closing with unread bytes makes the kernel send a reset, which can wipe
 * the answer before the client reads it. A client still sending after this long is cut off.
 */
export const LINGER_MS = 30_000;

export function bodyLimitFor(url: string, headers: IncomingHttpHeaders): number {
  if (isFailureReportUrl(url)) return FAILURE_REPORT_LIMIT;
  const multipart = /^\s*multipart\/form-data/i.test(headers['content-type'] ?? '');
  return multipart && /^\/(api|media)(\/|\?|$)/.test(url) ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT;
}

function declaredLength(headers: IncomingHttpHeaders): number {
  return Number(headers['content-length'] ?? 0);
}

export function announcesTooLarge(request: IncomingMessage): boolean {
  return declaredLength(request.headers) > bodyLimitFor(request.url ?? '/', request.headers);
}

/** True when the client waits for `100 Continue` that was refused: it never sends the body. */
function waitsForContinue(request: IncomingMessage): boolean {
  return request.headers.expect?.toLowerCase() === '100-continue' && announcesTooLarge(request);
}

/** The server's 'checkContinue' listener: 100 only for a body within its limit, else straight to 413. */
export function continueWithinLimit(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (!announcesTooLarge(request)) response.writeContinue();
    handler(request, response);
  };
}

export function replyTooLarge(reply: FastifyReply) {
  return reply.code(413).type('application/json; charset=utf-8').send({ detail: TOO_LARGE_MESSAGE });
}

function lingerUntilBodyEnds(request: FastifyRequest) {
  const raw = request.raw;
  const timer = setTimeout(() => raw.socket?.destroy(), LINGER_MS);
  timer.unref();
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}

/**
 * A body announced over its limit gets 413 before a byte of it is read. Whenever an answer leaves
 * before the body is complete (that 413, the proxy's own 413, an early answer of the API), the
 * connection drains the body and stays open instead of closing under the client's feet.
 */
export function guardBodies(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!announcesTooLarge(request.raw)) return;
    if (waitsForContinue(request.raw)) reply.header('connection', 'close');
    return replyTooLarge(reply);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.raw.complete || waitsForContinue(request.raw)) return payload;
    // Kept open even when the client asked to close (or Fastify did after a body error): Node would
    // otherwise close the socket as soon as the answer is written, with the body still arriving.
    reply.removeHeader('connection');
    reply.raw.shouldKeepAlive = true;
    lingerUntilBodyEnds(request);
    return payload;
  });
}
