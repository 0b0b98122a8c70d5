// The MF "bundler runtime" (@module-federation/webpack-bundler-runtime: the glue between webpack's
// chunk loading and the MF runtime core) ships once, in the host, like the runtime core
// (experiments.externalRuntime). The host publishes it on a global (@fidelidade/federation-runtime's provide-bundler-runtime.js);
// each production remote takes it from there (take-bundler-runtime.js) instead of bundling its
// own copy: about 4 KB gz less in every remoteEntry.js.
// That couples a remote to the host's MF release, so the version contract carries it: the host
// provides CONTRACT_KEY with the exact release as its one name, a remote built this way requires
// it, and promote/canary refuse a remote built against another release (unmetRequirements).
const path = require('node:path');

const CONTRACT_KEY = '@module-federation/webpack-bundler-runtime';

function packageDir() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const entry = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [enhanced] });
  return path.join(path.dirname(entry), '..');
}

/** The files MF's generated federation entry imports (bundler.js) and the host adds (initContainerEntry). */
function bundlerRuntimeFiles() {
  const dir = packageDir();
  return {
    bundler: path.join(dir, 'dist', 'bundler.js'),
    initContainerEntry: path.join(dir, 'dist', 'initContainerEntry.js'),
  };
}

function bundlerRuntimeVersion() {
  return require(path.join(packageDir(), 'package.json')).version;
}

/** The contract entry: host's provides and remote's requires carry the same one. */
function bundlerRuntimeSurface() {
  const version = bundlerRuntimeVersion();
  return { version, names: [`${CONTRACT_KEY}@${version}`] };
}

// Browser code lives in its own package (@fidelidade/federation-runtime); this one only builds.
const providerFile = require.resolve('@fidelidade/federation-runtime/provide-bundler-runtime.js');
const takerFile = require.resolve('@fidelidade/federation-runtime/take-bundler-runtime.js');

/** resolve.alias: the host imports MF's files under stable names, a remote's MF entry gets the taker. */
function bundlerRuntimeAlias(isHost) {
  const files = bundlerRuntimeFiles();
  if (!isHost) return { [`${files.bundler}$`]: takerFile };
  return {
    'fidelidade-mf-bundler-runtime$': files.bundler,
    'fidelidade-mf-init-container-entry$': files.initContainerEntry,
  };
}

/**
 * MF build switches (read by the MF runtime through DefinePlugin). Remotes use the host's runtime
 * core (externalRuntime); their own bundler glue loads no remotes of its own (disableRemote). Every
 * build runs in a browser (target: 'web' drops the Node script loader). The host loads remotes by
 * their remoteEntry.js (registry-state.ts entryUrl), never by an mf-manifest.json entry, so the
 * snapshot plugin, which reads such manifests, is dead code in it (disableSnapshot).
 */
function federationExperiments({ isHost, externalRuntime, slim }) {
  if (!externalRuntime) return {};
  if (!slim) return isHost ? {} : { externalRuntime: true };
  if (isHost) return { optimization: { disableSnapshot: true, target: 'web' } };
  return { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } };
}

module.exports = {
  CONTRACT_KEY,
  bundlerRuntimeAlias,
  federationExperiments,
  bundlerRuntimeSurface,
  providerFile,
  takerFile,
};
