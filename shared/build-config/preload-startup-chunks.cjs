// Host only: the shell's start-up chunks (its bootstrap and the shared packages it provides) are
// listed as <link rel="preload"> in index.html, so the browser fetches them all at once instead of
// in the waves Module Federation's share negotiation requests them in. Chunks that only lazily
// shared antd components need (design-system/extras.cjs) are left out: they load with their screens.
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

// The host's React.lazy screens, by the webpackChunkName of their import(): fetched when opened.
const LAZY_SCREENS = new Set(['operacoes']);
const isLazyScreen = (group) => LAZY_SCREENS.has(group.name);

class PreloadStartupChunksPlugin {
  /** @param {{ providedOnly?: string[] }} [options] shared keys the host provides for remotes */
  constructor(options = {}) {
    this.providedOnly = options.providedOnly ?? [];
  }

  /**
   * The async chunk groups reachable from the entry without going through a lazy one: what a lazy
   * group loads in turn (a shared workspace module's own imports, say) is lazy too.
   */
  startupGroups(compilation) {
    const isLazy = (group) => isLazyShare(group, this.providedOnly) || isLazyScreen(group);
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

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunks', (compilation) => {
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
