// What a remote container's __webpack_require__.federation starts from: the host's MF runtime and
// bundler glue (provide-bundler-runtime.js), with an `init` of its own. Used by remotes built with
// webpack's own entry (take-bundler-runtime.js) and by the host's compact container
// (remote-container.js).

/**
 * @module-federation/runtime's init without its module-level "current instance": that one is the
 * host's (its loadRemote uses it), so a remote must not take it over. Same lookup otherwise: the
 * container's instance by name (and version), created when missing.
 */
function initContainerInstance(runtime, options) {
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

/** @param {{ runtime: object, bundlerRuntime: object, attachShareScopeMap: Function }} provided */
export function containerFederation(provided) {
  return {
    runtime: { ...provided.runtime, init: (options) => initContainerInstance(provided.runtime, options) },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: provided.bundlerRuntime,
    attachShareScopeMap: provided.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}
