import type { IncomingMessage } from 'node:http';
import { maskCpfsInText } from '@fidelidade/contract/cpf';
import { isTraceId, newTraceId, traceparentTraceId } from '@fidelidade/telemetry';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Query parameters whose values never reach the logs (tokens, passwords, keys). */
const SECRET_PARAM = /token|access|refresh|password|senha|secret|key|auth|code|signature/i;

/**
 * Where the log lines go, with every CPF in them masked (docs/security.md, logs): a search by CPF
 * in a URL, a database error quoting a duplicate CPF, anything a handler logs. Whole lines pass
 * through one regular expression (@fidelidade/contract/cpf), whatever wrote them.
 */
export function cpfMaskingStream(target: { write(line: string): void }): { write(line: string): void } {
  return { write: (line: string) => target.write(maskCpfsInText(line)) };
}

/** The request URL with secret-looking query values replaced by `[REDACTED]`. */
export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep it raw
      }
      return eq !== -1 && SECRET_PARAM.test(decoded) ? `${name}=[REDACTED]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Request ids that are trace ids (docs/operations.md, "Traces"): the trace id of the caller's
 * `traceparent` (the gateway's), else the caller's `X-Request-Id` when it looks like one, else a
 * new random trace id. With `traceIdsOnly` (tracing on) an `X-Request-Id` must be a trace id
 * itself, so the id in the log is always the trace's; off, any 1–64 safe characters are kept.
 */
export function requestIdGenerator(traceIdsOnly: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const fromParent = traceparentTraceId(req.headers.traceparent);
    if (fromParent) return fromParent;
    const header = req.headers['x-request-id'];
    if (typeof header !== 'string') return newTraceId();
    const accepted = traceIdsOnly ? isTraceId(header) : REQUEST_ID.test(header);
    return accepted ? header : newTraceId();
  };
}

/**
 * pino options for the API: JSON lines; credentials are redacted wherever they appear in a logged
 * object (bodies are never logged, this is a second line of defence), and CPFs are masked in every
 * line (cpfMaskingStream).
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'password',
        'password_confirm',
        'refresh',
        'access',
        'token',
        'authorization',
        '*.password',
        '*.password_confirm',
        '*.refresh',
        '*.access',
        '*.token',
        '*.authorization',
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[REDACTED]',
    },
    stream: cpfMaskingStream(stream ?? process.stdout),
  };
}

/**
 * One access-log line per request (Fastify's own two request lines are disabled in app.ts):
 * `{reqId, userId, method, url, statusCode, durationMs}`, the URL without secret query values.
 * The request id is echoed in the `X-Request-Id` response header.
 */
async function requestLogPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const line = {
      userId: request.principal?.id ?? null,
      method: request.method,
      url: safeUrl(request.url),
      statusCode: status,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (status >= 500) request.log.error(line, 'requisição');
    else request.log.info(line, 'requisição');
  });
}

export default fp(requestLogPlugin, { name: 'request-log' });
