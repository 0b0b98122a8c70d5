import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteManifest } from './remote-manifest';
import { reportRemoteFailure } from './report-remote-failure';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`Remote ${remote} indisponível`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

interface RemoteModule {
  default: ComponentType;
}

const retryDelaysMs = [300, 900];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadFrom(remote: string, entry: string, module: string): Promise<RemoteModule> {
  // force: drop whatever the runtime cached for this remote (a failed entry stays failed otherwise).
  registerRemotes([{ name: remote, entry }], { force: true });
  const loaded = await loadRemote<RemoteModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} sem export default`);
  return loaded;
}

async function loadWithRetry(remote: string, entry: string, module: string): Promise<RemoteModule> {
  let lastError: unknown;
  for (const delay of [0, ...retryDelaysMs]) {
    if (delay) await sleep(delay);
    try {
      return await loadFrom(remote, entry, module);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Current version first, then the known-good versions the manifest lists. */
export function versionCandidates(manifest: RemoteManifest, remote: string) {
  const entry = manifest.remotes[remote];
  return entry ? [{ version: entry.version, entry: entry.entry }, ...entry.fallbacks] : [];
}

/**
 * Loads a remote's module: the current version with retries, then each known-good version,
 * so users see a screen whenever any good version exists. `skip` starts further down the list
 * (a version that loaded but crashed on render is skipped by the screen).
 */
export async function loadRemoteModule(
  manifest: RemoteManifest,
  remote: string,
  module: string,
  options: { skip?: number; report?: (message: string, error: unknown) => void } = {},
): Promise<RemoteModule & { candidateIndex: number }> {
  const report = options.report ?? reportRemoteFailure;
  const candidates = versionCandidates(manifest, remote);
  if (candidates.length === 0) throw new RemoteUnavailableError(remote);
  const skip = options.skip ?? 0;
  let lastError: unknown;
  for (const [index, candidate] of candidates.entries()) {
    if (index < skip) continue;
    try {
      const loaded = await (index === 0 ? loadWithRetry : loadFrom)(remote, candidate.entry, module);
      if (index > 0)
        report(`Remote ${remote}@${candidates[0]?.version} falhou; usando ${candidate.version}`, lastError);
      return { default: loaded.default, candidateIndex: index };
    } catch (error) {
      lastError = error;
    }
  }
  report(`Remote ${remote} indisponível`, lastError);
  throw new RemoteUnavailableError(remote, lastError);
}
