// Host only: antd's precompiled stylesheet as a file of its own, linked from index.html.
// The host's theme runs antd in zero-runtime mode (host/src/lib/theme/app-theme.ts): components no
// longer generate and inject their CSS while they render (about a third of a page load's script in the
// browser, docs/performance.md, "antd without runtime styles"); their rules come from this file, and
// the theme's tokens still reach them as CSS variables that ConfigProvider sets. The file belongs to
// the host because the host provides the one antd every remote shares: stylesheet and components
// always come from the same antd version. A hashed name, so browsers keep it (immutable caching).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

class AntdStylesheetPlugin {
  /** @param {{ antdDir: string }} options the antd package the host bundles */
  constructor(options) {
    this.file = path.join(options.antdDir, 'dist', 'antd.css');
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('AntdStylesheet', (compilation) => {
      const css = fs.readFileSync(this.file);
      const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 10);
      const name = `antd.${hash}.css`;
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap(
        { name: 'AntdStylesheet', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(name, new RawSource(css)),
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('AntdStylesheet', (data) => {
        const href = `${compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath}${name}`;
        // First in <head>: every other style (the apps' own CSS, injected later) comes after it and
        // wins at equal specificity, as it did over the styles antd injected at the top of <head>.
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'stylesheet',
            href,
            // The host's theme looks for this attribute (antdStylesheetLinked in app-theme.ts).
            'data-antd-stylesheet': true,
          }),
        );
        return data;
      });
    });
  }
}

module.exports = { AntdStylesheetPlugin };
