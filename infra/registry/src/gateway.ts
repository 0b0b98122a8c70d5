import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { Tracing } from '@fidelidade/telemetry';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { apiProxy } from './api-proxy.ts';
import { continueWithinLimit, guardBodies } from './body-limits.ts';
import { answerClientError, gatewayError, trackAnswers } from './gateway-errors.ts';
import { cacheControlFor, hstsHeader, mediaHeaders, securityHeaders } from './http-headers.ts';
import { isSourceMap, sourceMapsDirName, stagingDirName } from './local-storage.ts';
import type { PublicManifest } from './registry-state.ts';

export interface GatewayOptions {
  hostDist: string;
  registryRoot: string;
  /** The API: one URL, or several instances (a list, or URLs separated by commas) to balance over. */
  apiUrl: string | readonly string[];
  mapsApiKey?: string | null;
  logger?: boolean;
  /** Serve this manifest instead of the registry's (the smoke check of a candidate version). */
  manifestOverride?: PublicManifest;
  /**
   * The gateway sits behind a TLS terminator: HSTS is sent and the API is told the scheme is https.
   * Off by default: the local stack serves plain http, where browsers ignore HSTS.
   */
  behindTls?: boolean;
  /** The public host name the API builds links with (behind a terminator); default: this listener. */
  publicHost?: string;
  /** Gets a copy of each remote-failure report on its way to the API; default: logged to the console. */
  onFailureReport?: (body: string) => void;
  /**
   * Traces of the requests forwarded to the API (`gatewayTracing(process.env)`: OTLP when
   * OTEL_EXPORTER_OTLP_ENDPOINT is set); null or absent: none. The gateway shuts it down on close.
   */
  tracing?: Tracing | null;
}

const logFailureReport = (body: string) => console.warn(`[remote] falha relatada pelo navegador: ${body}`);

const spaPrefixes = ['/auth', '/admin'];

/** One origin for the product: host files, versioned remotes, the live manifest, runtime config and the API. */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    clientErrorHandler: answerClientError,
    serverFactory: (handler) => {
      const server = http.createServer(handler);
      // `Expect: 100-continue`: 100 only for a body within its limit, else 413 before it is sent.
      server.on('checkContinue', continueWithinLimit(handler));
      return server;
    },
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, detail } = gatewayError(error);
    if (status === 500) request.log.error(error);
    return reply.code(status).type('application/json; charset=utf-8').send({ detail });
  });
  guardBodies(app);
  trackAnswers(app);
  // Source maps stay beside the builds for decoding stacks and are never served (docs/security.md):
  // 404 before any file or SPA route is looked at, however the path is spelt.
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname.startsWith('/media/')) return;
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // Not decodable: judged as sent.
    }
    if (isSourceMap(decoded.replace(/\/+$/, '')) || decoded.includes(sourceMapsDirName))
      return reply.code(404).send({ detail: 'Não encontrado.' });
  });
  // Answers are compressed; request bodies are never inflated here (no client compresses them, and
  // a bad or huge gzip body would otherwise be the gateway's problem rather than the API's 400).
  await app.register(compress, { global: true, globalDecompression: false, encodings: ['br', 'gzip'] });
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(securityHeaders)) reply.header(name, value);
    if (options.behindTls) reply.headers(hstsHeader);
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/media/')) reply.headers(mediaHeaders(pathname));
    if (!reply.hasHeader('cache-control') && request.method === 'GET' && !request.url.startsWith('/api/')) {
      // A miss (a version still being published, a typo) must not be kept for a year.
      reply.header('cache-control', reply.statusCode < 400 ? cacheControlFor(request.url) : 'no-cache');
    }
  });

  await app.register(apiProxy, {
    upstream: options.apiUrl,
    behindTls: options.behindTls ?? false,
    publicHost: options.publicHost,
    // Browsers report remote failures to the API, which stores them; the local console gets a copy,
    // which also survives an API that is down.
    onFailureReport: options.onFailureReport ?? logFailureReport,
    tracing: options.tracing,
  });
  const tracing = options.tracing;
  if (tracing) app.addHook('onClose', () => tracing.shutdown());

  app.get('/config.json', async () => ({
    apiBaseUrl: '/api/v1/',
    mapsApiKey: options.mapsApiKey ?? null,
    remotesManifestUrl: '/remotes/manifest.json',
  }));

  await app.register(fastifyStatic, {
    root: options.registryRoot,
    prefix: '/remotes/',
    decorateReply: false,
    cacheControl: false,
    // Versions and the manifest only: not the operator state, the lock, builds being copied in or
    // source maps.
    allowedPath: (pathName) =>
      !pathName.includes('registry.json') &&
      !pathName.includes('.lock') &&
      !pathName.includes(stagingDirName) &&
      !pathName.includes(sourceMapsDirName) &&
      !isSourceMap(pathName),
  });
  app.get('/remotes/manifest.json', async (_request, reply) => {
    if (options.manifestOverride)
      return reply.header('cache-control', 'no-cache').send(options.manifestOverride);
    const file = path.join(options.registryRoot, 'manifest.json');
    if (!existsSync(file)) return reply.code(200).send({ remotes: {} });
    return reply.type('application/json').sendFile('manifest.json', options.registryRoot);
  });

  await app.register(fastifyStatic, {
    root: options.hostDist,
    prefix: '/',
    cacheControl: false,
    wildcard: false,
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && (url === '/' || spaPrefixes.some((prefix) => url.startsWith(prefix)))) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html').sendFile('index.html', options.hostDist);
    }
    // Unknown non-SPA paths: the host's own router sends them to /admin/dashboard.
    if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
      return reply.type('text/html').sendFile('index.html', options.hostDist);
    }
    return reply.code(404).send({ detail: 'Não encontrado.' });
  });
  return app;
}
