// What a compact remote entry (compact-remote-entry.cjs) can stand for: the runtime the host's
// createRemoteContainer provides or the entry carries, and the build options it mirrors. A
// compilation outside them fails its build.
/** The files MF's generated federation entry may hold; a runtime plugin among them would be lost. */
const takerFiles = new Set(
  ['take-bundler-runtime.js', 'container-federation.js'].map((file) =>
    require.resolve(`@fidelidade/federation-runtime/${file}`),
  ),
);
const isFederationEntryFile = (module) =>
  typeof module.resource === 'string' &&
  (takerFiles.has(module.resource) || /[\\/]\.federation[\\/]entry\.[0-9a-f]+\.js$/.test(module.resource));

/** webpack's runtime modules of a remote entry whose work createRemoteContainer does. */
const hostProvidedRuntime = new Set(
  [
    'compat get default export',
    'consumes',
    'define property getters',
    'embed/federation',
    'ensure chunk',
    'federation runtime',
    'get javascript chunk filename',
    'global',
    'hasOwnProperty shorthand',
    'jsonp chunk loading',
    'load script',
    'make namespace object',
    'publicPath',
    'sharing',
  ].map((name) => `webpack/runtime/${name}`),
);

/** The runtime modules a compact entry carries verbatim: each only defines a function on __webpack_require__. */
const carriedRuntime = new Set(
  ['create fake namespace object', 'concatenation wrap', 'nonce'].map((name) => `webpack/runtime/${name}`),
);

/**
 * Runtime requirements a remote's chunks may have: the ones createRemoteContainer provides, and
 * those whose runtime module stands alone (it only defines a function), carried in the entry.
 */
const supportedRequirements = new Set([
  '__webpack_exports__',
  '__webpack_require__',
  '__webpack_require__.*',
  '__webpack_require__.I',
  '__webpack_require__.S',
  '__webpack_require__.c',
  '__webpack_require__.d',
  '__webpack_require__.d (array)',
  '__webpack_require__.e',
  '__webpack_require__.f',
  '__webpack_require__.federation',
  '__webpack_require__.g',
  '__webpack_require__.i',
  '__webpack_require__.l',
  '__webpack_require__.m',
  '__webpack_require__.m (add only)',
  '__webpack_require__.n',
  '__webpack_require__.o',
  '__webpack_require__.p',
  '__webpack_require__.r',
  '__webpack_require__.u',
  '__webpack_require__.x (only before)',
  'embeddedFederationRuntime',
  'module',
  'module.id',
  'module.loaded',
  'top-level-this-exports',
  'webpackChunk',
  // Carried verbatim: create fake namespace object, concatenation wrap, script nonce.
  '__webpack_require__.t',
  '__webpack_require__.cw',
  '__webpack_require__.nc',
]);

/** The entry's runtime modules the host does not provide: the entry carries them verbatim. */
function carriedRuntimeModules(compilation, chunk) {
  return [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter(
    (module) => !hostProvidedRuntime.has(module.identifier()),
  );
}

/**
 * What the compact entry cannot cover: requirements of the remote's whole chunk tree outside the
 * list, and runtime modules of its entry neither the host provides nor the entry may carry.
 */
function unsupportedRuntime(compilation, chunk) {
  const required = compilation.chunkGraph.getTreeRuntimeRequirements(chunk);
  return [
    ...[...required].filter((requirement) => !supportedRequirements.has(requirement)).sort(),
    ...carriedRuntimeModules(compilation, chunk)
      .map((module) => module.identifier())
      .filter((name) => !carriedRuntime.has(name)),
  ];
}

/** The container entry module and the consumed shared modules, checked for what the format covers. */
function containerModule(compilation, chunk) {
  const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].filter(
    (module) => module.type !== 'runtime',
  );
  const container = modules.find((module) => module.constructor.name === 'ContainerEntryModule');
  // Besides the container, only MF's generated federation entry and the taker (their work is
  // initFederation's), concatenated or not: a runtime plugin there would never run.
  const others = modules
    .filter((module) => module !== container)
    .flatMap((module) => [...(module.modules ?? [module])]);
  if (!container || !others.every(isFederationEntryFile)) {
    throw new Error('a entrada do remote tem módulos além do container e da entrada de federação');
  }
  const shareScope = [container._shareScope].flat();
  if (shareScope.length !== 1 || shareScope[0] !== 'default') {
    throw new Error(`escopo compartilhado ${shareScope.join('|')}: só 'default' é suportado`);
  }
  return container;
}

/** Output options createRemoteContainer mirrors only at webpack's defaults. */
function checkOutputOptions(compilation, chunk) {
  const output = compilation.outputOptions;
  const entry = chunk.getEntryOptions() ?? {};
  if (output.publicPath !== 'auto' || entry.publicPath)
    throw new Error("só output.publicPath 'auto' é suportado");
  // Its chunk global and script keys must not be another build's (the host's, another remote's).
  if (!output.uniqueName) throw new Error('output.uniqueName é obrigatório');
  // createRemoteContainer loads chunks as webpack's defaults do: plain <script>s, 120 s timeout.
  const { chunkLoading, crossOriginLoading, scriptType, chunkLoadTimeout, charset } = output;
  const defaults =
    chunkLoading === 'jsonp' && !entry.chunkLoading && !crossOriginLoading && !scriptType && charset === true;
  if (!defaults || chunkLoadTimeout !== 120_000) {
    throw new Error('só o carregamento de chunks padrão (jsonp, sem crossOrigin, 120 s) é suportado');
  }
  // A module that throws is retried on the next require, as in createRemoteContainer's require.
  if (output.strictModuleExceptionHandling || output.strictModuleErrorHandling) {
    throw new Error('strictModuleExceptionHandling/strictModuleErrorHandling não são suportados');
  }
  if (entry.library?.type !== 'var') throw new Error("só a library 'var' do container é suportada");
  // The entry's folder is the chunks' folder: a remoteEntry.js in a subfolder would need an undo path.
  if (typeof entry.filename === 'string' && entry.filename.includes('/')) {
    throw new Error('remoteEntry.js numa subpasta não é suportado');
  }
  // The runtime (and what the checks here read) must be in the entry, not in a runtime chunk.
  if (!chunk.hasRuntime()) throw new Error('optimization.runtimeChunk não é suportado');
}

/** Throws, in Portuguese, what in the remote's build a compact entry cannot stand for. */
function checkCompactable(compilation, chunk) {
  checkOutputOptions(compilation, chunk);
  const unsupported = unsupportedRuntime(compilation, chunk);
  if (unsupported.length > 0) throw new Error(`o runtime do host não cobre ${unsupported.join(', ')}`);
  if (compilation.chunkGraph.getChunkModulesIterableBySourceType(chunk, 'consume-shared')) {
    throw new Error('consumo na entrada (eager) não é suportado');
  }
  // The container's initOptions.shared is empty: a compact remote only consumes.
  if ([...compilation.modules].some((module) => module.type === 'provide-module')) {
    throw new Error('um remote que provê módulos compartilhados não é suportado');
  }
}

module.exports = { carriedRuntimeModules, checkCompactable, containerModule };
