import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { badVersions } from './bad-versions';
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

/** Current version first, then the known-good ones the manifest lists, minus those this tab saw crash. */
export function versionCandidates(manifest: RemoteManifest, remote: string) {
  const entry = manifest.remotes[remote];
  if (!entry) return [];
  const bad = badVersions(remote);
  return [{ version: entry.version, entry: entry.entry }, ...entry.fallbacks].filter(
    (c) => !bad.includes(c.version),
  );
}

/**
 * Loads a remote's module: the current version with retries, then each known-good version,
 * so users see a screen whenever any good version exists.
 */
export async function loadRemoteModule(
  manifest: RemoteManifest,
  remote: string,
  module: string,
  options: { report?: (message: string, error: unknown) => void } = {},
): Promise<RemoteModule & { version: string; hasFallback: boolean }> {
  const report = options.report ?? reportRemoteFailure;
  const candidates = versionCandidates(manifest, remote);
  if (candidates.length === 0) throw new RemoteUnavailableError(remote);
  let lastError: unknown;
  for (const [index, candidate] of candidates.entries()) {
    try {
      const loaded = await (index === 0 ? loadWithRetry : loadFrom)(remote, candidate.entry, module);
      if (index > 0)
        report(`Remote ${remote}@${candidates[0]?.version} falhou; usando ${candidate.version}`, lastError);
      return {
        default: loaded.default,
        version: candidate.version,
        hasFallback: index + 1 < candidates.length,
      };
    } catch (error) {
      lastError = error;
    }
  }
  report(`Remote ${remote} indisponível`, lastError);
  throw new RemoteUnavailableError(remote, lastError);
}
