import type { RemoteReleaseOut } from '@fidelidade/contract';
import type { AuditAction, RemoteName } from '@fidelidade/contract/enums';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../../domain/http-error.ts';
import { requireReleaseRegistry } from '../../../plugins/releases.ts';
import { remoteRelease } from '../../../services/release-overview.ts';
import type { ReleaseRegistry } from '../../../services/release-registry.ts';
import { snapshotOf } from '../../../services/release-registry.ts';

// Helpers of the release writes (no default export: autoload skips this file).

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
