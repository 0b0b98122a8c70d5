import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../domain/http-error.ts';
import { createReleaseRegistry, type ReleaseRegistry } from '../services/release-registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remote registry at REGISTRY_ROOT; null when it is not configured. */
    releaseRegistry: ReleaseRegistry | null;
  }
}

/** The registry, or the 503 every release route answers without one. */
export function requireReleaseRegistry(app: FastifyInstance): ReleaseRegistry {
  if (!app.releaseRegistry) throw new HttpError(503, { detail: 'Registro de versões não configurado.' });
  return app.releaseRegistry;
}

export default fp(
  async (app: FastifyInstance) => {
    const root = app.config.REGISTRY_ROOT;
    app.decorate(
      'releaseRegistry',
      root ? createReleaseRegistry(root, app.config.REGISTRY_HOST_PROVIDES) : null,
    );
  },
  { name: 'releases' },
);
