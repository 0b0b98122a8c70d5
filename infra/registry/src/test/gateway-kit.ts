import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyError } from 'fastify';
import { buildGateway, type GatewayOptions } from '../gateway.ts';

/** Markers of files the gateway must never serve: one beside its roots, one in the registry's state. */
export const SECRETS = { outsideRoots: 'SEGREDO-FORA-DAS-RAIZES', registryState: 'SEGREDO-DO-REGISTRO' };
export const MEDIA_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** A complete request, sent as the body of another one: the API must never see it as a request. */
export const SMUGGLED = Buffer.from('GET /api/v1/smuggled HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(3));

/**
 * A stand-in for the API at the HTTP boundary, built like it: Fastify trusting X-Forwarded-* from
 * loopback, a 1 MiB body limit (413 + connection close, answered while the body is still arriving),
 * multipart streamed by the route. Every answer is marked, so a test tells the API's from the gateway's.
 */
export async function startFakeApi() {
  const api = Fastify({ trustProxy: 'loopback', bodyLimit: 1024 * 1024 });
  api.addHook('onSend', async (_request, reply) => void reply.header('x-from-upstream', '1'));
  api.setErrorHandler((error: FastifyError, _request, reply) =>
    reply.code(error.statusCode ?? 500).send({ detail: error.message }),
  );
  api.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
    let bytes = 0;
    payload.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    payload.on('end', () => done(null, { bytes }));
    payload.on('error', done);
  });
  api.all('/api/v1/echo', async (request) => ({
    headers: request.headers,
    ip: request.ip,
    next: `${request.protocol}://${request.host}/api/v1/echo?page=2`,
    body: request.body ?? null,
  }));
  // Refuses before reading the body, like an unauthenticated upload.
  api.post('/api/v1/guarded', {
    onRequest: async (_request, reply) => reply.code(401).send({ detail: 'Não autenticado.' }),
    handler: async () => ({ ok: true }),
  });
  await api.register(async (scope) => {
    // The API's own 413 for a body announced over its limit (Fastify closes the connection).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_r, body, done) =>
      done(null, body),
    );
    scope.post('/api/v1/refused', async () => ({ ok: true }));
  });
  api.get('/media/*', async (_request, reply) => reply.type('image/png').send(MEDIA_BYTES));
  // Reached only by a request smuggled inside another one's body.
  let smuggled = 0;
  api.all('/api/v1/smuggled', async () => {
    smuggled += 1;
    return { smuggled };
  });
  const url = await api.listen({ port: 0, host: '127.0.0.1' });
  return { url, smuggled: () => smuggled, close: () => api.close() };
}

export async function startGateway(apiUrl: GatewayOptions['apiUrl'], extra: Partial<GatewayOptions> = {}) {
  const base = await mkdtemp(path.join(os.tmpdir(), 'gateway-'));
  const hostDist = path.join(base, 'host');
  const registryRoot = path.join(base, 'registry');
  await mkdir(path.join(registryRoot, 'dashboard', 'v1'), { recursive: true });
  await mkdir(hostDist);
  await writeFile(path.join(hostDist, 'index.html'), '<html>host</html>');
  await writeFile(path.join(registryRoot, 'dashboard', 'v1', 'remoteEntry.js'), 'entry');
  await writeFile(path.join(registryRoot, 'registry.json'), SECRETS.registryState);
  await writeFile(path.join(base, 'secret.txt'), SECRETS.outsideRoots);
  const app = await buildGateway({ hostDist, registryRoot, apiUrl, ...extra });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => app.close() };
}

export interface Attempt {
  method?: string;
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: Buffer;
  /** Send the body without Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
  expectContinue?: boolean;
  agent?: http.Agent;
  timeoutMs?: number;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The client got `100 Continue`. */
  continued: boolean;
  /** An error while the client was still sending (a reset after the answer, say); null when clean. */
  uploadError: string | null;
}

/** One request over a real socket; rejects on a reset before the answer or no answer in time. */
export function send(port: number, attempt: Attempt): Promise<Answer> {
  const timeoutMs = attempt.timeoutMs ?? 10_000;
  const headers: OutgoingHttpHeaders = { ...attempt.headers };
  if (attempt.body && !attempt.chunked) headers['content-length'] = attempt.body.length;
  // Stated, or Node's client sends a GET/HEAD/DELETE/OPTIONS body with no framing at all.
  if (attempt.body && attempt.chunked) headers['transfer-encoding'] = 'chunked';
  if (attempt.expectContinue) headers.expect = '100-continue';
  return new Promise((resolve, reject) => {
    const outgoing = http.request({
      host: '127.0.0.1',
      port,
      method: attempt.method ?? (attempt.body ? 'POST' : 'GET'),
      path: attempt.path,
      headers,
      agent: attempt.agent ?? false,
    });
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`sem resposta em ${timeoutMs} ms: ${attempt.method} ${attempt.path}`));
    }, timeoutMs);
    let continued = false;
    let uploadError: string | null = null;
    let uploadDone = !attempt.body;
    let answer: Omit<Answer, 'uploadError' | 'continued'> | undefined;
    const settle = () => {
      if (!answer || !uploadDone) return;
      clearTimeout(timer);
      resolve({ ...answer, continued, uploadError });
    };
    outgoing.on('error', (error) => {
      if (!answer) {
        clearTimeout(timer);
        reject(error);
      }
      uploadError = error.message;
      uploadDone = true;
      settle();
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        answer = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        };
        // Refused before `100 Continue`: the body is never sent.
        if (attempt.expectContinue && !continued) {
          uploadDone = true;
          outgoing.destroy();
        }
        settle();
      });
    });
    // The client library itself stops sending once the answer is complete (Connection: close).
    outgoing.on('close', () => {
      uploadDone = true;
      settle();
    });
    // All at once, buffered by the client: after an early answer Node's client may never emit
    // 'drain' again, while the socket itself keeps flushing (and 'finish' still comes).
    const writeBody = () => {
      const body = attempt.body ?? Buffer.alloc(0);
      for (let offset = 0; offset < body.length; offset += 65_536) {
        outgoing.write(body.subarray(offset, offset + 65_536));
      }
      outgoing.end(() => {
        uploadDone = true;
        settle();
      });
    };
    if (attempt.expectContinue) {
      outgoing.flushHeaders();
      outgoing.on('continue', () => {
        continued = true;
        writeBody();
      });
    } else writeBody();
  });
}
