// Host only, an MF runtime plugin (webpack.cjs adds it): publishes this build's MF bundler runtime
// for the remotes' take-bundler-runtime.js (bundler-runtime.cjs says why). Evaluated with the host's
// federation entry, before any remote entry can load.
import federation from 'fidelidade-mf-bundler-runtime';
import { initContainerEntry } from 'fidelidade-mf-init-container-entry';
import { createRemoteContainer } from './remote-container.js';

// The host exposes nothing, so MF builds its copy without initContainerEntry: remotes need it.
globalThis.__FIDELIDADE_MF_BUNDLER_RUNTIME__ = {
  runtime: federation.runtime,
  bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
  attachShareScopeMap: federation.attachShareScopeMap,
  // The runtime of remotes built with a compact entry (compact-remote-entry.cjs).
  container: createRemoteContainer,
};

export default function provideBundlerRuntimePlugin() {
  return { name: 'fidelidade-provide-bundler-runtime' };
}
