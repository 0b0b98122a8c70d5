// Monolith stand-in for host/src/features/remotes/load-remote-module.ts: every remote's exposed
// module is part of the bundle (a lazy chunk), so "loading a remote" is a plain import().
import { remoteModules } from 'fidelidade-monolith-remotes';

export class RemoteUnavailableError extends Error {
  constructor(remote, cause) {
    super(`Remote ${remote} indisponível`, { cause });
    this.remote = remote;
    this.name = 'RemoteUnavailableError';
  }
}

export function versionCandidates(_manifest, remote) {
  return remoteModules[remote] ? [{ version: 'monolith', entry: '' }] : [];
}

export async function loadRemoteModule(_manifest, remote, module) {
  const load = remoteModules[remote]?.[module];
  if (!load) throw new RemoteUnavailableError(remote);
  const loaded = await load();
  return { default: loaded.default, version: 'monolith', hasFallback: false, candidateIndex: 0 };
}
