import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DOCS_PREFIX, OPENAPI_URL } from './openapi.ts';

/** Public answers with nothing personal in them: the probes and the API's own documentation. */
const PUBLIC_PATHS = ['/api/v1/health', '/api/v1/health/', '/api/v1/ready', '/api/v1/ready/', OPENAPI_URL];

function mayBeStored(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  if (!path.startsWith('/api/v1/')) return true;
  return PUBLIC_PATHS.includes(path) || path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`);
}

/**
 * `Cache-Control: no-store` on every /api/v1 answer (errors included) but the probes and the
 * documentation: they carry tokens (logins, refresh) or personal data (users, customers, points,
 * vouchers, reports), which no browser cache or shared proxy may keep.
 */
async function noStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!mayBeStored(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

export default fp(noStore, { name: 'no-store' });
