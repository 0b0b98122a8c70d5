import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponse, placeholder, ReleaseRemoteParams, RemoteReleaseOut } from '@fidelidade/contract';
import type { AuditAction, RemoteName } from '@fidelidade/contract/enums';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { notFound } from '../../../domain/http-error.ts';
import { requireReleaseRegistry } from '../../../plugins/releases.ts';
import { remoteRelease } from '../../../services/release-overview.ts';
import type { ReleaseRegistry } from '../../../services/release-registry.ts';
import { NO_CANARY, snapshotOf } from '../../../services/release-registry.ts';

// Helpers of the release writes (no default export: autoload skips this file).

/** Without a configured registry every release route answers this 503. */
export const NO_REGISTRY = errorResponse(503, [
  'Registro de versões não configurado.',
  placeholder('contrato do host ativo ilegível'),
]);

/** A release write's refusals: the registry's checks (its own words), what is not there, no registry. */
export const RELEASE_REFUSALS = {
  400: errorResponse(400, [
    placeholder('recusa do registro: incompatível com o host ativo, já no ar, nada a que voltar'),
  ]),
  404: errorResponse(404, [`Versão ${placeholder('V')} de ${placeholder('R')} não publicada.`, NO_CANARY]),
  503: NO_REGISTRY,
};

/** The console's default window, also the answer of every write. */
export const DEFAULT_WINDOW_MINUTES = 60;

/** A release write's audit: the remote is the target; before/after are its {live, canary}. */
export const releaseAudit = (action: AuditAction): FastifyContextConfig => ({
  audit: {
    action,
    targetType: 'remote',
    targetId: (response) => response?.remote,
  },
});

/**
 * Runs one change of `remote`'s releases as the signed-in admin, records {live, canary} before and
 * after for the audit log, and answers the remote as the console shows it.
 */
export async function releaseWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  remote: RemoteName,
  change: (registry: ReleaseRegistry, by: string) => Promise<void>,
): Promise<RemoteReleaseOut> {
  const registry = requireReleaseRegistry(app);
  const by = request.principal?.fullName ?? 'desconhecido';
  const before = await registry.remote(remote);
  await change(registry, by);
  const after = await registry.remote(remote);
  if (!after) throw notFound();
  request.auditChanges(snapshotOf(before), snapshotOf(after));
  return remoteRelease(
    { registry, sessions: app.remoteSessionsRepository },
    remote,
    after,
    DEFAULT_WINDOW_MINUTES,
  );
}

/** One release write of ops/releases/: its URL under the folder, its audit action and body. */
export interface ReleaseRouteSpec<Body extends TSchema> {
  method: 'POST' | 'DELETE';
  url: string;
  action: AuditAction;
  /** The JSON body, when the write takes one (DELETE of a canary takes none). */
  body?: Body;
  /** The registry change itself, as `by` (the signed-in admin's name). */
  change(registry: ReleaseRegistry, remote: RemoteName, body: Static<Body>, by: string): Promise<void>;
}

/**
 * Declares a release write route: ADMIN-only (`operations.release`), audited on the remote, the
 * registry's refusals answered as RELEASE_REFUSALS, the remote as the console shows it after.
 */
export function releaseRoute<Body extends TSchema>(app: FastifyInstance, spec: ReleaseRouteSpec<Body>): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: spec.method,
    url: spec.url,
    onRequest: app.requireCapability('operations.release'),
    config: releaseAudit(spec.action),
    schema: {
      params: ReleaseRemoteParams,
      ...(spec.body ? { body: spec.body } : {}),
      response: { 200: RemoteReleaseOut, ...RELEASE_REFUSALS },
    },
    handler: async (request) => {
      const { remote } = request.params;
      // Validated against spec.body (Fastify's request types cannot follow a generic schema).
      const body = request.body as Static<Body>;
      return releaseWrite(app, request, remote, (registry, by) => spec.change(registry, remote, body, by));
    },
  });
}
