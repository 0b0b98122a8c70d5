import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sqlStateOf } from '../db/sql-state.ts';
import { AllowedMethods } from '../domain/allowed-methods.ts';
import { HttpError, MESSAGES } from '../domain/http-error.ts';
import { drfValidationBody } from '../domain/validation-messages.ts';

const BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MESSAGES.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'O corpo da requisição excede o tamanho máximo permitido.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de mídia não suportado.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length inválido.'],
  FST_ERR_BAD_URL: [400, 'URL inválida.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'Parâmetro da URL longo demais (máximo de 100 caracteres).'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Requisição inválida.'],
};

/** character_not_in_repertoire (e.g. a NUL byte in UTF-8 text), untranslatable_character. */
const BAD_TEXT_CODES = new Set(['22021', '22P05']);

/** One place that turns every error into DRF-shaped JSON; bad input never becomes a 500. */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // Error bodies are built here, never from user data: serialize them as they are. A route's
    // response schema for an error status (e.g. 400: Detail) must not turn a field-error body
    // ({id: [...]}) into a serialization failure, i.e. a 500.
    reply.type('application/json; charset=utf-8').serializer((body) => JSON.stringify(body));
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.validation) {
      return reply.code(400).send(drfValidationBody(error.validation));
    }
    const mapped = error.code ? BY_CODE[error.code] : undefined;
    if (mapped) {
      return reply.code(mapped[0]).send({ detail: mapped[1] });
    }
    // PostgreSQL refuses text it cannot store (a NUL byte, an invalid sequence): bad input, not a
    // fault. The statement failed, so nothing was written.
    const pgCode = sqlStateOf(error);
    if (pgCode && BAD_TEXT_CODES.has(pgCode)) {
      return reply.code(400).send({ detail: 'O texto enviado contém caracteres inválidos.' });
    }
    if (error instanceof SyntaxError) {
      return reply.code(400).send({ detail: MESSAGES.invalidJson });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ detail: error.message || MESSAGES.throttled });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'erro não tratado');
    return reply.code(500).send({ detail: MESSAGES.internal });
  });

  // A known path asked with a method it does not answer: 405 with the methods it does (Allow).
  const allowed = new AllowedMethods();
  app.addHook('onRoute', (route) => {
    allowed.add(route.url, [route.method].flat());
  });
  app.setNotFoundHandler((request, reply) => {
    const methods = allowed.at(request.url.split('?', 1)[0] ?? '');
    // A method the path answers, yet no route matched (e.g. `/media/` without a key): not found.
    if (methods.length > 0 && !methods.includes(request.method))
      return reply
        .code(405)
        .header('allow', methods.join(', '))
        .send({ detail: `Método "${request.method}" não é permitido.` });
    return reply.code(404).send({ detail: MESSAGES.notFound });
  });
}

/**
 * Fastify's `frameworkErrors`: a path that does not decode (400) or a path parameter over
 * `maxParamLength` (100) characters (414), found before the request has a route, so before the
 * error handler's hooks and before authentication. Answered like the handler answers, in pt-BR.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, detail] = BY_CODE[error.code] ?? [400, 'Requisição inválida.'];
  // No onSend hook runs for these: the headers the no-store plugin adds are set here.
  reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8');
  reply.send(JSON.stringify({ detail }));
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Tempo de envio da requisição esgotado.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'URL ou cabeçalhos grandes demais.'],
};

/**
 * Node's `clientError` (a request line or headers over 16 KB, a malformed request, a timeout),
 * written on the raw socket as Fastify's default handler does, with a pt-BR `{detail}`.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'Requisição malformada.',
  ];
  const body = JSON.stringify({ detail });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

export default fp(errorHandler, { name: 'error-handler' });
