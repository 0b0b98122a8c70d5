import type { HostProvides } from '@fidelidade/contract/version-contract';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { badVersions } from './bad-versions';
import { hostProvides } from './host-provides';
import type { RemoteManifest, RemoteVersion } from './remote-manifest';
import { type FailedRemote, reportRemoteFailure } from './report-remote-failure';
import { incompatibility } from './version-check';

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

/** Current version first, then the known-good ones the manifest lists, minus those this tab saw crash. */
export function versionCandidates(manifest: RemoteManifest, remote: string): RemoteVersion[] {
  const entry = manifest.remotes[remote];
  if (!entry) return [];
  const bad = badVersions(remote);
  return [entry, ...entry.fallbacks].filter((c) => !bad.includes(c.version));
}

/**
 * Loads a remote's module: the current version with retries, then each known-good version,
 * so users see a screen whenever any good version exists.
 */
export async function loadRemoteModule(
  manifest: RemoteManifest,
  remote: string,
  module: string,
  options: {
    report?: (failed: FailedRemote, message: string, error: unknown) => void;
    provides?: HostProvides;
  } = {},
): Promise<RemoteModule & { version: string; hasFallback: boolean }> {
  const report = options.report ?? reportRemoteFailure;
  const candidates = versionCandidates(manifest, remote);
  const first = candidates[0];
  if (!first) throw new RemoteUnavailableError(remote);
  // The version that failed first is the one reported: the current one, unless this tab saw it crash.
  const failed: FailedRemote = { remote, version: first.version, kind: 'load' };
  let lastError: unknown;
  for (const [index, candidate] of candidates.entries()) {
    // A version this host cannot satisfy is never loaded: it counts as failed, the next one is tried.
    const incompatible = incompatibility(candidate, options.provides ?? hostProvides);
    if (incompatible) {
      lastError = incompatible;
      continue;
    }
    try {
      const loaded = await (index === 0 ? loadWithRetry : loadFrom)(remote, candidate.entry, module);
      if (index > 0)
        report(failed, `Remote ${remote}@${first.version} falhou; usando ${candidate.version}`, lastError);
      return {
        default: loaded.default,
        version: candidate.version,
        hasFallback: index + 1 < candidates.length,
      };
    } catch (error) {
      lastError = error;
    }
  }
  report(failed, `Remote ${remote} indisponível`, lastError);
  throw new RemoteUnavailableError(remote, lastError);
}
