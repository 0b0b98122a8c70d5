// Host only: the shell's start-up chunks (its bootstrap and the shared packages it provides) are
// merged into two files (`bundle: true`: startup-vendor, startup-app) and listed as
// <link rel="preload"> in index.html, so the browser fetches them at once instead of in the waves
// Module Federation's share negotiation requests them in. Chunks that only lazily shared antd
// components need (design-system/extras.cjs) are left out: they load with their screens.
// So are the host's own lazy screens, named by their webpackChunkName (LAZY_SCREENS): the
// operations console is for ADMIN only and must not cost every sign-in its bytes.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { antdExtras } = require('./design-system/extras.cjs');

const lazyShares = Object.values(antdExtras).map((folder) => `antd/es/${folder}`);

/**
 * A chunk group that provides or consumes one of the lazily shared components (or a dynamic import
 * of one), or that only provides a shared workspace module (workspace-shares.cjs): those load when a
 * remote asks for them, unless the host's own code consumes them at start-up (a consume group then).
 */
function isLazyShare(group, providedOnly) {
  return group.origins.some((origin) => {
    const id = origin.module?.identifier?.() ?? '';
    // 'provide module (default) antd/es/upload@6…', 'consume-shared-module|default|antd/es/upload|…'
    const provides = (key) => origin.request === key || id.includes(` ${key}@`);
    return lazyShares.some((key) => provides(key) || id.includes(`|${key}|`)) || providedOnly.some(provides);
  });
}

/** Modules of third-party code: npm packages and the design system's lists of them. */
const VENDOR_PATH = /[\\/]node_modules[\\/]|[\\/]shared[\\/]build-config[\\/]design-system[\\/]/;

// The host's React.lazy screens, by the webpackChunkName of their import(): fetched when opened.
const LAZY_SCREENS = new Set(['operacoes']);
const isLazyScreen = (group) => LAZY_SCREENS.has(group.name);

/**
 * Moves a chunk's consume-shared modules into a chunk of their own, in the same groups (what
 * SplitChunksPlugin does to a module), unless they are all it holds: that chunk emits no file.
 */
function separateConsumes(compilation, chunk, isConsume) {
  const { chunkGraph } = compilation;
  const modules = [...chunkGraph.getChunkModulesIterable(chunk)];
  const consumes = modules.filter(isConsume);
  if (consumes.length === 0 || consumes.length === modules.length) return;
  const apart = compilation.addChunk();
  apart.chunkReason = 'consume-shared modules apart from code (preload-startup-chunks.cjs)';
  for (const group of chunk.groupsIterable) {
    group.insertChunk(apart, chunk);
    apart.addGroup(group);
  }
  for (const module of consumes) {
    chunkGraph.disconnectChunkAndModule(chunk, module);
    chunkGraph.connectChunkAndModule(apart, module);
  }
}

class PreloadStartupChunksPlugin {
  /**
   * @param {{ providedOnly?: string[], bundle?: boolean }} [options] providedOnly: shared keys the
   *   host provides for remotes; bundle: merge the start-up chunks into two files (vendor, app)
   */
  constructor(options = {}) {
    this.providedOnly = options.providedOnly ?? [];
    this.bundle = options.bundle ?? false;
  }

  /**
   * The async chunk groups reachable from the entry without going through a lazy one: what a lazy
   * group loads in turn (a shared workspace module's own imports, say) is lazy too.
   */
  startupGroups(compilation) {
    // Bundled, the shared workspace blocks start up too (mergeStartupChunks says why).
    const providedOnly = this.bundle ? [] : this.providedOnly;
    const isLazy = (group) => isLazyShare(group, providedOnly) || isLazyScreen(group);
    const seen = new Set();
    const queue = compilation.chunkGroups.filter((group) => group.isInitial());
    const startup = [];
    while (queue.length > 0) {
      const group = queue.shift();
      for (const child of group.childrenIterable) {
        if (seen.has(child) || isLazy(child)) continue;
        seen.add(child);
        if (!child.isInitial()) startup.push(child);
        queue.push(child);
      }
    }
    return startup;
  }

  /**
   * Every start-up group loads every start-up chunk: the page preloads them all anyway, so two files
   * instead of ~25 cost nothing in bytes (one gzip stream, one chunk wrapper) and frees the browser's
   * six HTTP/1.1 connections for the first screen's config, manifest and remote entry, which queued
   * behind them. A lazy group that shared a chunk with start-up then loads the merged one, in memory
   * by then. The shared workspace blocks (@fidelidade/ui..., ~7 KB gz all together) join them: nearly
   * every screen uses a few, and one file is cheaper than a request per block (ações fetched nine,
   * the dashboard one, after the shell had started).
   *
   * Consume-shared modules stay apart, in chunks of their own (they emit no file: only the runtime's
   * consume table): loading a chunk that holds one waits for the groups that provide what it
   * consumes, so merged with that code it would wait for itself. The merged chunks consume nothing,
   * so they load on their own.
   */
  mergeStartupChunks(compilation) {
    const { chunkGraph } = compilation;
    const modulesOf = (chunk) => [...chunkGraph.getChunkModulesIterable(chunk)];
    const isConsume = (module) => module.type === 'consume-shared-module';
    // Third-party code (and the design system's re-export lists) changes with a dependency upgrade,
    // the shell's own code with every host release: two files, so a host release does not make
    // returning users download React and antd again.
    const isVendor = (chunk) =>
      modulesOf(chunk).every((module) => !module.resource || VENDOR_PATH.test(module.resource));
    const buckets = { 'startup-vendor': [], 'startup-app': [] };
    const seen = new Set();
    for (const group of this.startupGroups(compilation)) {
      for (const chunk of [...group.chunks]) {
        if (seen.has(chunk) || chunk.hasRuntime() || chunk.canBeInitial()) continue;
        seen.add(chunk);
        separateConsumes(compilation, chunk, isConsume);
        if (modulesOf(chunk).some(isConsume)) continue;
        buckets[isVendor(chunk) ? 'startup-vendor' : 'startup-app'].push(chunk);
      }
    }
    for (const [name, chunks] of Object.entries(buckets)) {
      const [target, ...rest] = chunks.sort((a, b) => a.debugId - b.debugId);
      if (!target) continue;
      for (const chunk of rest) {
        if (!chunkGraph.canChunksBeIntegrated(target, chunk)) continue;
        chunkGraph.integrateChunks(target, chunk);
        compilation.chunks.delete(chunk);
      }
      target.name = name;
    }
  }

  apply(compiler) {
    const { STAGE_ADVANCED } = require('webpack/lib/OptimizationStages');
    // thisCompilation: not the child compilations (html-webpack-plugin's template has its own).
    compiler.hooks.thisCompilation.tap('PreloadStartupChunks', (compilation) => {
      if (this.bundle) {
        // After SplitChunksPlugin (STAGE_ADVANCED), once: the hook repeats while a tap returns true.
        compilation.hooks.optimizeChunks.tap(
          { name: 'PreloadStartupChunks', stage: STAGE_ADVANCED + 1 },
          () => this.mergeStartupChunks(compilation),
        );
      }
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunks',
        (data) => {
          const startup = new Set();
          for (const group of this.startupGroups(compilation)) {
            for (const chunk of group.chunks) for (const file of chunk.files) startup.add(file);
          }
          const publicPath = compilation.outputOptions.publicPath;
          const tags = [...startup]
            .filter((file) => file.endsWith('.js'))
            .sort()
            .map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: `${publicPath}${file}`,
              }),
            );
          data.headTags.push(...tags);
          return data;
        },
      );
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
