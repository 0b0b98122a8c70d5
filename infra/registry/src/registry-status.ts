import { type RegistryTarget, storageOf } from './registry-common.ts';
import { type CanaryRecord, type RegistryEvent, readState } from './registry-state.ts';

/** A version as it went live: when and by whom (the last time, if it went live more than once). */
export interface Deployment {
  version: string;
  at: string;
  by: string;
}

export interface RemoteStatus {
  current: Deployment;
  /** Most recent first: what a rollback returns to. */
  previous: Deployment[];
  /** Oldest first; automatic decisions keep their reason and numbers. */
  history: RegistryEvent[];
  canary?: CanaryRecord;
}

const wentLive = (event: RegistryEvent) =>
  event.action === 'promote' || event.action === 'canary_promote' || event.action === 'rollback';

export async function status(target: RegistryTarget): Promise<Record<string, RemoteStatus>> {
  const state = await readState(storageOf(target));
  const result: Record<string, RemoteStatus> = {};
  for (const [name, record] of Object.entries(state.remotes)) {
    const deployment = (version: string): Deployment => {
      const event = record.history.findLast(
        (candidate) => candidate.version === version && wentLive(candidate),
      );
      return { version, at: event?.at ?? '?', by: event?.by ?? '?' };
    };
    result[name] = {
      current: { version: record.current, at: record.updated_at, by: record.updated_by },
      previous: record.previous.map(deployment),
      history: record.history,
      ...(record.canary ? { canary: record.canary } : {}),
    };
  }
  return result;
}

const byNameNewestFirst = (a: string, b: string) => b.localeCompare(a, 'en', { numeric: true });

/**
 * A remote's published versions, newest first: by publish time where the storage knows it, else by
 * name (what the operations console offers for a canary or a promote).
 */
export async function listPublished(target: RegistryTarget, remote: string): Promise<string[]> {
  const storage = storageOf(target);
  const versions = await storage.listVersions(remote);
  const publishedAt = storage.publishedAt?.bind(storage);
  if (!publishedAt) return versions.sort(byNameNewestFirst);
  // No entry, no time: a version whose upload never completed is not published.
  const timed = await Promise.all(
    versions.map(async (version) => ({ version, at: await publishedAt(remote, version) })),
  );
  return timed
    .flatMap(({ version, at }) => (at === undefined ? [] : [{ version, at }]))
    .sort((a, b) => b.at - a.at || byNameNewestFirst(a.version, b.version))
    .map(({ version }) => version);
}
