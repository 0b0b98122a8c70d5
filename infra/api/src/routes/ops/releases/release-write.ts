import { errorResponse, placeholder, type RemoteReleaseOut } from '@fidelidade/contract';
import type { AuditAction, RemoteName } from '@fidelidade/contract/enums';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
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
