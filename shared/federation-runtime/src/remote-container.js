// Host only: the webpack runtime of the remotes built with a compact entry
// (compact-remote-entry.cjs). Such a remoteEntry.js holds only its own facts (exposes, chunk
// files, consumed shared modules) and calls createRemoteContainer with them, so the code every
// remote entry would otherwise repeat (module cache, chunk loading, script loader, public path,
// MF glue: ~2 KB gz each) ships once, in the host. Each call builds a separate
// __webpack_require__ for one container: remotes share no modules and no chunk state. What it
// sets up mirrors webpack 5's generated remote entry; a remote whose chunks need any other runtime
// function carries that function's code in its entry (`extend`).
import { containerFederation } from './container-federation.js';
import { installChunkLoading } from './remote-chunk-loading.js';
import { createRequire, currentScriptFolder, hasOwn } from './remote-require.js';

const consumeDefaults = {
  shareScope: ['default'],
  singleton: true,
  strictVersion: false,
  eager: false,
  layer: undefined,
};

/** A consumed module's entry in moduleIdToConsumeDataMapping, as MF's runtime module writes it. */
function consumeData([shareKey, requiredVersion, options]) {
  return {
    fallback: () => () => {
      throw new Error(`Can not get '${shareKey}'`);
    },
    ...consumeDefaults,
    ...options,
    requiredVersion,
    shareKey,
  };
}

/** MF's generated federation entry: the host's runtime on .federation, then the container's instance. */
function initFederation(require, provided) {
  const own = require.federation;
  require.federation = { ...containerFederation(provided), ...own };
  require.federation.instance = require.federation.bundlerRuntime.init({ webpackRequire: require });
  require.federation.attachShareScopeMap?.(require);
}

/**
 * @param {object} spec what the remote's build knows (compact-remote-entry.cjs writes it)
 * @param {(require: Function) => void} [extend] the remote's other runtime functions
 * @returns {{ get: Function, init: Function }} the container MF's loadRemote talks to
 */
export function createRemoteContainer(spec, extend) {
  const provided = globalThis.__FIDELIDADE_MF_BUNDLER_RUNTIME__;
  const require = createRequire();
  require.p = currentScriptFolder();
  require.f = {};
  require.e = (chunkId) => {
    const promises = [];
    for (const key of Object.keys(require.f)) require.f[key](chunkId, promises);
    return Promise.all(promises);
  };
  require.federation = {
    initOptions: { name: spec.name, remotes: [], shareStrategy: spec.shareStrategy, shared: {} },
    chunkMatcher: (chunkId) => hasOwn(spec.files, chunkId),
    rootOutputDir: '',
    bundlerRuntimeOptions: {
      remotes: {
        remoteInfos: {},
        webpackRequire: require,
        idToRemoteMap: {},
        chunkMapping: {},
        idToExternalAndNameMapping: {},
      },
    },
  };
  require.consumesLoadingData = {
    moduleIdToConsumeDataMapping: Object.fromEntries(
      Object.entries(spec.consumes).map(([moduleId, consume]) => [moduleId, consumeData(consume)]),
    ),
    chunkMapping: spec.chunkConsumes,
  };
  require.remotesLoadingData = {};
  require.S = {};
  const initPromises = {};
  const initTokens = {};
  require.I = (shareScopeName, initScope) =>
    require.federation.bundlerRuntime.I({
      shareScopeName,
      webpackRequire: require,
      initPromises,
      initTokens,
      initScope,
    });
  const installedModules = {};
  const moduleToHandlerMapping = {};
  require.f.consumes = (chunkId, promises) =>
    require.federation.bundlerRuntime.consumes({
      chunkMapping: spec.chunkConsumes,
      installedModules,
      chunkId,
      moduleToHandlerMapping,
      promises,
      webpackRequire: require,
    });
  // The carried helpers first: webpack defines every runtime function before the JSONP queue runs.
  extend?.(require);
  installChunkLoading(require, spec);
  initFederation(require, provided);
  return containerOf(require, spec);
}

/** The container entry module's exports: get a module by its exposed name, init the share scope. */
function containerOf(require, spec) {
  const get = (module, getScope) => {
    require.R = getScope;
    const exposed = hasOwn(spec.exposes, module) ? spec.exposes[module] : undefined;
    const factory = exposed
      ? Promise.all(exposed[0].map((chunkId) => require.e(chunkId))).then(() => () => require(exposed[1]))
      : Promise.resolve().then(() => {
          throw new Error(`Module "${module}" does not exist in container.`);
        });
    require.R = undefined;
    return factory;
  };
  const init = (shareScope, initScope, remoteEntryInitOptions) =>
    require.federation.bundlerRuntime.initContainerEntry({
      webpackRequire: require,
      shareScope,
      initScope,
      remoteEntryInitOptions,
      shareScopeKey: 'default',
    });
  return { get, init };
}
