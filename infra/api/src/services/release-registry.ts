import type { RemoteName } from '@fidelidade/contract/enums';
import {
  listPublished,
  loadHostProvides,
  type PromoteCheckOptions,
  type PromoteOptions,
  promote,
  RegistryError,
  type RemoteStatus,
  rollback,
  type StopCanaryOptions,
  startCanary,
  status,
  stopCanary,
} from '@fidelidade/registry/registry';
import { HttpError } from '../domain/http-error.ts';

// The API's side of the remote registry (docs/api.md, "Operations: releases"): the same library the
// CLI uses, on the directory REGISTRY_ROOT names, so every change goes through the registry's lock
// and history. Registry refusals become the HTTP answers the console shows.

export const NO_CANARY = 'Nenhum canário em andamento.';

/** The live release state: which version is live, and a canary if one runs. */
export interface ReleaseSnapshot {
  live: string | null;
  canary: { version: string; percent: number } | null;
}

/** The snapshot of a remote's registry record (or status): what an audit row's before/after keep. */
export const releaseSnapshot = (
  live: string | undefined,
  canary: { version: string; percent: number } | undefined,
): ReleaseSnapshot => ({
  live: live ?? null,
  canary: canary ? { version: canary.version, percent: canary.percent } : null,
});

export const snapshotOf = (remote: RemoteStatus | undefined): ReleaseSnapshot =>
  releaseSnapshot(remote?.current.version, remote?.canary);

/** A registry refusal (a check failed, nothing to roll back to) is the caller's 400. */
async function refusalsAs400<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RegistryError) throw new HttpError(400, { detail: error.message });
    throw error;
  }
}

export function createReleaseRegistry(root: string, hostProvides: string | undefined) {
  const readRemote = async (remote: RemoteName): Promise<RemoteStatus | undefined> =>
    (await status(root))[remote];

  async function assertPublished(remote: RemoteName, version: string) {
    if (!(await listPublished(root, remote)).includes(version)) {
      throw new HttpError(404, { detail: `Versão ${version} de ${remote} não publicada.` });
    }
  }

  /**
   * Promote's checks without the smoke render: entry, version contract against the live host, origin.
   * The smoke render belongs to the CLI and the release script before a canary; the console promotes
   * what ran as a canary. The live host's provides.json unreadable is the server's problem: 503.
   */
  async function checks(): Promise<PromoteCheckOptions> {
    if (hostProvides === undefined) {
      throw new HttpError(503, {
        detail: 'Contrato do host ativo não configurado (REGISTRY_HOST_PROVIDES).',
      });
    }
    try {
      return { provides: await loadHostProvides(hostProvides) };
    } catch (error) {
      throw new HttpError(503, { detail: error instanceof Error ? error.message : String(error) });
    }
  }

  return {
    root,
    /** Promote's checks for the watcher: none when no host contract is configured. */
    async optionalChecks(): Promise<PromoteCheckOptions | undefined> {
      return hostProvides === undefined ? undefined : checks();
    },
    async remotes(): Promise<Record<string, RemoteStatus>> {
      return status(root);
    },
    remote: readRemote,
    published: (remote: RemoteName) => listPublished(root, remote),

    async promote(remote: RemoteName, version: string, opts: PromoteOptions) {
      await assertPublished(remote, version);
      const options = await checks();
      await refusalsAs400(() => promote(root, remote, version, options, opts));
    },
    async startCanary(remote: RemoteName, version: string, percent: number, by: string) {
      await assertPublished(remote, version);
      const options = await checks();
      await refusalsAs400(() => startCanary(root, remote, version, percent, options, { by }));
    },
    async stopCanary(remote: RemoteName, opts: StopCanaryOptions) {
      if (!(await readRemote(remote))?.canary) throw new HttpError(404, { detail: NO_CANARY });
      try {
        await stopCanary(root, remote, opts);
      } catch (error) {
        // Stopped by someone else (or the watcher) since the read above.
        if (error instanceof RegistryError) throw new HttpError(404, { detail: NO_CANARY });
        throw error;
      }
    },
    async rollback(remote: RemoteName, version: string | undefined, by: string) {
      if (version !== undefined) await assertPublished(remote, version);
      await refusalsAs400(() => rollback(root, remote, version, { by }));
    },
  };
}

export type ReleaseRegistry = ReturnType<typeof createReleaseRegistry>;
