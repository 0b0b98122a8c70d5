// Production remotes: stands in for MF's bundler.js (resolve.alias in webpack.cjs), the object MF's
// generated federation entry copies onto __webpack_require__.federation. Its functions are the
// host's (provide-bundler-runtime.js; bundler-runtime.cjs says why); they are stateless, taking
// the container's own __webpack_require__ on every call.
const provided = globalThis.__FIDELIDADE_MF_BUNDLER_RUNTIME__;
if (!provided) throw new Error('host sem o runtime de federação compartilhado: publique o host antes');

/**
 * @module-federation/runtime's init without its module-level "current instance": that one is the
 * host's (its loadRemote uses it), so a remote must not take it over. Same lookup otherwise: the
 * container's instance by name (and version), created when missing.
 */
function initContainerInstance(options) {
  const { runtime } = provided;
  const normalized = { ...options, id: options.id || '' };
  const existing = runtime.getInstance(
    (instance) =>
      instance.options.name === options.name &&
      (options.version ? instance.options.version === options.version : !instance.options.version),
  );
  if (!existing) return runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

export default {
  runtime: { ...provided.runtime, init: initContainerInstance },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: provided.bundlerRuntime,
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
