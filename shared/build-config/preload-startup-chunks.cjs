// Host only: the shell's start-up chunks (its bootstrap and the shared packages it provides) are
// listed as <link rel="preload"> in index.html, so the browser fetches them all at once instead of
// in the waves Module Federation's share negotiation requests them in. Chunks that only lazily
// shared antd components need (design-system/extras.cjs) are left out: they load with their screens.
// So are the host's own lazy screens, named by their webpackChunkName (LAZY_SCREENS): the
// operations console is for ADMIN only and must not cost every sign-in its bytes.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { antdExtras } = require('./design-system/extras.cjs');

const lazyShares = Object.values(antdExtras).map((folder) => `antd/es/${folder}`);

/** A chunk group that provides or consumes one of the lazily shared components (or a dynamic import of one). */
function isLazyShare(group) {
  return group.origins.some((origin) => {
    const id = origin.module?.identifier?.() ?? '';
    // 'provide module (default) antd/es/upload@6…', 'consume-shared-module|default|antd/es/upload|…'
    return lazyShares.some(
      (key) => origin.request === key || id.includes(` ${key}@`) || id.includes(`|${key}|`),
    );
  });
}

// The host's React.lazy screens, by the webpackChunkName of their import(): fetched when opened.
const LAZY_SCREENS = new Set(['operacoes']);
const isLazyScreen = (group) => LAZY_SCREENS.has(group.name);

class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunks', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunks',
        (data) => {
          const startup = new Set();
          for (const group of compilation.chunkGroups) {
            if (group.isInitial() || isLazyShare(group) || isLazyScreen(group)) continue;
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
