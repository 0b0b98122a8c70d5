import { badVersions } from './bad-versions';
import { inCanary } from './canary-bucket';
import type { RemoteManifest, RemoteVersion } from './remote-manifest';

/** A version the loader may try; `isCanary` for the canary (tried first, by a share of browsers). */
export interface VersionCandidate extends RemoteVersion {
  isCanary: boolean;
}

const candidate = (version: RemoteVersion, isCanary: boolean): VersionCandidate => ({
  version: version.version,
  entry: version.entry,
  requires: version.requires,
  preload: version.preload,
  isCanary,
});

/**
 * The order the loader tries a remote's versions in: the canary when this browser is in its share,
 * then the current version, then the known-good ones the manifest lists, minus those this tab saw
 * crash. No shared package here: early-start.ts preloads the first one this host can run.
 */
export function versionCandidates(manifest: RemoteManifest, remote: string): VersionCandidate[] {
  const entry = manifest.remotes[remote];
  if (!entry) return [];
  const bad = badVersions(remote);
  const all = [
    ...(entry.canary && inCanary(entry.canary.percent) ? [candidate(entry.canary, true)] : []),
    candidate(entry, false),
    ...entry.fallbacks.map((fallback) => candidate(fallback, false)),
  ];
  const seen = new Set<string>();
  return all.filter(({ version }) => {
    if (bad.includes(version) || seen.has(version)) return false;
    seen.add(version);
    return true;
  });
}
