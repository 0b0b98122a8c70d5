// Remotes: one file per lazily loaded chunk group where webpack wrote several. An exposed module
// (or a lazy route inside it) was split into chunks of the remote's own code that only that group
// loads (splitChunks cuts along node_modules and module size); loading them as one file is the same
// bytes minus a gzip stream and a chunk wrapper each, and one request fewer behind the remote entry
// (the first screen of the dashboard, tables and configurações: two of their files become one).
// Only what the container entry (remoteEntry.js) loads counts: the standalone dev shell's entry
// (main.js) reaches the same code through groups of its own, and may load a little more of it.
// Left alone: chunks two of the container's groups share (merging would make one screen load the
// other's code) and chunks holding consume-shared modules (they emit no file; merged with code, a
// chunk would wait for its own consumes).
const { STAGE_ADVANCED } = require('webpack/lib/OptimizationStages');

/** The async chunk groups reachable from an entrypoint. */
function groupsFrom(entrypoint) {
  const seen = new Set();
  const queue = [entrypoint];
  while (queue.length > 0) {
    for (const child of queue.shift().childrenIterable) {
      if (seen.has(child)) continue;
      seen.add(child);
      queue.push(child);
    }
  }
  return seen;
}

/**
 * @param {import('webpack').Compilation} compilation
 * @param {string} containerName the remote's federation name: its container entry's name
 */
function mergeGroupChunks(compilation, containerName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(containerName);
  if (!entrypoint) return;
  const containerGroups = groupsFrom(entrypoint);
  const consumes = (chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)].some((module) => module.type === 'consume-shared-module');
  const containerGroupsOf = (chunk) =>
    [...chunk.groupsIterable].filter((group) => containerGroups.has(group));
  for (const group of containerGroups) {
    const own = group.chunks
      .filter((chunk) => !chunk.hasRuntime() && !chunk.canBeInitial() && !consumes(chunk))
      .filter((chunk) => containerGroupsOf(chunk).length === 1)
      .sort((a, b) => a.debugId - b.debugId);
    // An exposed module's chunk keeps its name (__federation_expose_App): the manifest lists it.
    const named = own.find((chunk) => chunk.name);
    const target = named ?? own[0];
    for (const chunk of own) {
      if (chunk === target || !chunkGraph.canChunksBeIntegrated(target, chunk)) continue;
      chunkGraph.integrateChunks(target, chunk);
      compilation.chunks.delete(chunk);
    }
  }
}

class MergeGroupChunksPlugin {
  /** @param {{ containerName: string }} options */
  constructor(options) {
    this.containerName = options.containerName;
  }

  apply(compiler) {
    // thisCompilation: not the child compilations (html-webpack-plugin's template has its own).
    compiler.hooks.thisCompilation.tap('MergeGroupChunks', (compilation) => {
      // After SplitChunksPlugin (STAGE_ADVANCED), once: the hook repeats while a tap returns true.
      compilation.hooks.optimizeChunks.tap({ name: 'MergeGroupChunks', stage: STAGE_ADVANCED + 1 }, () => {
        mergeGroupChunks(compilation, this.containerName);
      });
    });
  }
}

module.exports = { MergeGroupChunksPlugin, mergeGroupChunks };
