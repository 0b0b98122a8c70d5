import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { TOO_LARGE_MESSAGE } from './body-limits.ts';

const messages: Record<number, string> = {
  400: 'Requisição inválida.',
  404: 'Não encontrado.',
  408: 'A requisição demorou demais.',
  413: TOO_LARGE_MESSAGE,
  415: 'Tipo de mídia não suportado.',
  431: 'Cabeçalhos grandes demais.',
};

/** The gateway's own errors (bad URLs, bodies, files): JSON in Portuguese; only a fault is a 500. */
export function gatewayError(error: FastifyError): { status: number; detail: string } {
  const code = error.statusCode ?? 500;
  const status = code >= 400 && code < 500 ? code : 500;
  const detail = messages[status] ?? (status === 500 ? 'Erro interno do gateway.' : 'Requisição recusada.');
  return { status, detail };
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

// Connections whose current answer has started: a parser error there must not write a second one
// into the middle of it.
const answering = new WeakSet<Socket>();

export function trackAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, _reply, payload) => {
    answering.add(request.raw.socket);
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    answering.delete(request.raw.socket);
  });
}

/**
 * Requests Node's parser rejects (bad request line, header or chunk framing) never reach Fastify:
 * they get the same JSON-in-Portuguese answer as any other refusal, then the connection closes.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (socket.destroyed) return;
  // The client hung up in the middle of a body (often right after an early answer): no one to tell.
  if (error.code === 'ECONNRESET' || error.code === 'HPE_INVALID_EOF_STATE') return void socket.destroy();
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ detail: messages[status] });
  if (socket.writable && !answering.has(socket)) {
    socket.write(
      `HTTP/1.1 ${status} ${reasons[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroySoon();
}
