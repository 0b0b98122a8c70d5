import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../domain/http-error.ts';
import { drfValidationBody } from '../domain/validation-messages.ts';

const BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MESSAGES.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'O corpo da requisição excede o tamanho máximo permitido.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de mídia não suportado.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length inválido.'],
  FST_ERR_BAD_URL: [400, 'URL inválida.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Requisição inválida.'],
};

/** character_not_in_repertoire (e.g. a NUL byte in UTF-8 text), untranslatable_character. */
const BAD_TEXT_CODES = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
function pgErrorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

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
    const pgCode = pgErrorCode(error);
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

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ detail: MESSAGES.notFound });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
