// One webpack + Module Federation config for the host and every remote, so the
// shared contract (singletons, strategy, output layout) cannot drift between apps.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared-deps.cjs');

/**
 * @param {object} options
 * @param {string} options.name federation name (host, dashboard, ...)
 * @param {string} options.dir the app's directory (__dirname of its webpack.config)
 * @param {Record<string,string>} [options.exposes] remote modules; omitted for the host
 * @param {string[]} [options.runtimePlugins] MF runtime plugin files (host)
 * @param {number} options.devPort port of `webpack serve`
 * @param {string} [options.title]
 */
function createWebpackConfig(options) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = !options.exposes;
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: './src/index.ts',
      context: options.dir,
      output: {
        path: path.join(options.dir, 'dist'),
        // The host entry can't carry a hash (served no-cache); remotes resolve from their own URL.
        publicPath: isHost ? '/' : 'auto',
        // Entry files can't carry a hash here; they are served no-cache instead.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: `fidelidade_${options.name}`,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            // Workspace packages (shared/*) resolve to their real paths, outside node_modules.
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
          {
            test: /\.(png|svg|jpe?g|gif|webp)$/,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          remotes: {},
          shared: sharedDependencies(),
          // version-first would fetch every remote entry at start-up: one dead remote would break the shell.
          shareStrategy: 'loaded-first',
          runtimePlugins: options.runtimePlugins ?? [],
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: options.title ?? 'Sistema de Fidelidade',
          // A remote's own index.html is only for standalone development.
          filename: 'index.html',
        }),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      devServer: {
        port: options.devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/media', '/config.json'],
            target: process.env.API_PROXY ?? 'http://127.0.0.1:8080',
          },
        ],
      },
    };
  };
}

module.exports = { createWebpackConfig };
