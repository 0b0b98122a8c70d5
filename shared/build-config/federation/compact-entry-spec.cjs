// What compact-remote-entry.cjs reads from a remote's compilation: the facts its remoteEntry.js
// hands the host's createRemoteContainer (remote-container.js); what it may hold: compact-entry-checks.cjs.
const { compareModulesByIdentifier } = require('webpack/lib/util/comparators');
const { chunkHasJs } = require('webpack').javascript.JavascriptModulesPlugin;
const { containerModule } = require('./compact-entry-checks.cjs');

/** './Name' → [chunk ids the exposed module's group loads, the exposed module's id]. */
function exposesOf(compilation, container) {
  const { chunkGraph, moduleGraph } = compilation;
  const exposes = {};
  for (const block of container.blocks) {
    if (block.dependencies.length !== 1) throw new Error('um expose com vários módulos não é suportado');
    const [dependency] = block.dependencies;
    const group = chunkGraph.getBlockChunkGroup(block);
    const chunkIds = (group?.chunks ?? [])
      .filter((member) => !member.hasRuntime() && member.id !== null)
      .map((member) => member.id);
    exposes[dependency.exposedName] = [chunkIds, chunkGraph.getModuleId(moduleGraph.getModule(dependency))];
  }
  return exposes;
}

/** Chunk files by id, and the consumed modules: [shareKey, requiredVersion, options differing from the defaults]. */
function chunksAndConsumes(compilation, chunk) {
  const { chunkGraph, codeGenerationResults } = compilation;
  const files = {};
  const consumes = {};
  const chunkConsumes = {};
  // Chunks that only group consumed modules: no file, loaded at once (an unknown id still fails).
  const empty = [];
  for (const member of [...chunk.getAllAsyncChunks()].sort((a, b) =>
    String(a.id).localeCompare(String(b.id)),
  )) {
    const file = [...member.files].find((name) => name.endsWith('.js'));
    if (chunkHasJs(member, chunkGraph) && !file) throw new Error(`chunk ${member.id} sem arquivo .js`);
    if (file) files[member.id] = file;
    else empty.push(member.id);
    const consumed = chunkGraph.getOrderedChunkModulesIterableBySourceType(
      member,
      'consume-shared',
      compareModulesByIdentifier,
    );
    if (!consumed) continue;
    chunkConsumes[member.id] = [];
    for (const module of consumed) {
      if (module.options.import)
        throw new Error(`${module.options.shareKey}: consumo com fallback não é suportado`);
      const id = chunkGraph.getModuleId(module);
      chunkConsumes[member.id].push(id);
      const { shareConfig, shareKey, shareScope, treeShakingMode } = codeGenerationResults.getData(
        module,
        member.runtime,
        'consume-shared',
      );
      const options = {};
      if (shareConfig.singleton !== true) options.singleton = shareConfig.singleton;
      if (shareConfig.strictVersion !== false) options.strictVersion = shareConfig.strictVersion;
      if (shareConfig.eager !== false) options.eager = shareConfig.eager;
      if (shareConfig.layer !== undefined) options.layer = shareConfig.layer;
      if ([shareScope].flat().join() !== 'default') options.shareScope = [shareScope].flat();
      if (treeShakingMode) options.treeShakingMode = treeShakingMode;
      consumes[id] = [
        shareKey,
        shareConfig.requiredVersion,
        ...(Object.keys(options).length ? [options] : []),
      ];
    }
  }
  return { files, empty, consumes, chunkConsumes };
}

/** The facts of a remote whose build checkCompactable (compact-entry-checks.cjs) accepted. */
function entrySpec(compilation, chunk) {
  const container = containerModule(compilation, chunk);
  return {
    uniqueName: compilation.outputOptions.uniqueName,
    chunkGlobal: compilation.outputOptions.chunkLoadingGlobal,
    entryChunk: chunk.id,
    exposes: exposesOf(compilation, container),
    ...chunksAndConsumes(compilation, chunk),
  };
}

module.exports = { entrySpec };
