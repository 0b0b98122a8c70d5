// One webpack + Module Federation config for the host and every remote, so the
// shared contract (singletons, strategy, output layout) cannot drift between apps.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ICON_BASE_KEY, iconBaseOf, sharedDependencies } = require('./shared-deps.cjs');
const { DesignSystemCheckPlugin, designSystemFile, routerFile } = require('./design-system-check.cjs');
const { antdExtras } = require('./design-system/extras.cjs');
const { MergeGroupChunksPlugin } = require('./merge-group-chunks.cjs');
const compactEntry = require('./federation/compact-remote-entry.cjs');
const { AntdStylesheetPlugin } = require('./antd-stylesheet.cjs');
const { PreloadStartupChunksPlugin } = require('./preload-startup-chunks.cjs');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { VersionContractPlugin } = require('./version-contract/plugin.cjs');
const { providesOf } = require('./version-contract/surface.cjs');
const bundlerRuntime = require('./federation/bundler-runtime.cjs');
const { workspaceShares } = require('./workspace-shares.cjs');

/** The ES build of MF's plugin that hands the host's runtime to remotes built with externalRuntime. */
function injectExternalRuntimeCorePlugin() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const plugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhanced],
  });
  return path.join(path.dirname(plugin), 'index.js');
}

/**
 * An entry module (data: URI) that dynamically imports each lazily shared antd component and each
 * shared workspace module: a module the host's own code never imports is still provided.
 */
function provideLazySharesEntry(workspaceKeys) {
  const requests = [...Object.values(antdExtras).map((folder) => `antd/es/${folder}`), ...workspaceKeys];
  const imports = requests.map((request) => `() => import('${request}')`);
  return `data:text/javascript,export const lazyShares = [${imports.join(', ')}];`;
}

/**
 * @param {object} options
 * @param {string} options.name federation name (host, dashboard, ...)
 * @param {string} options.dir the app's directory (__dirname of its webpack.config)
 * @param {Record<string,string>} [options.exposes] remote modules; omitted for the host
 * @param {string[]} [options.runtimePlugins] MF runtime plugin files (host)
 * @param {number} options.devPort port of `webpack serve`
 * @param {string} [options.title]
 * @param {string} [options.favicon] an .ico file, copied to the root of dist/ and linked by index.html
 */
function createWebpackConfig(options) {
  const config = (env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = !options.exposes;
    // The monolith yardstick (monolith.cjs) builds the host without federation and plain antd.
    const monolith = Boolean(env?.monolith);
    // Every optimisation below is always on; docs/performance.md has what each one measured.
    const designSystem = !monolith;
    // The MF runtime ships once, in the host; remote entries use the host's (production only: a
    // remote's standalone dev shell has no host to provide it).
    const externalRuntime = production && !monolith;
    // The app's own antd: the design system re-exports its components by deep path.
    const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [options.dir] }));
    const antdVersion = require(path.join(antdDir, 'package.json')).version;
    const routerDir = path.dirname(
      require.resolve('react-router-dom/package.json', { paths: [options.dir] }),
    );
    const routerVersion = require(path.join(routerDir, 'package.json')).version;
    // Every app depends on the run-time package: read its version through its exports, as the app sees it.
    const sessionVersion = require(
      require.resolve('@fidelidade/session/package.json', { paths: [options.dir] }),
    ).version;
    // A production remote only consumes: the host provides every shared module (the version contract
    // refuses a remote whose requires the live host does not provide), so the remote's own fallback
    // copies would never load, yet each one costs a line of its remoteEntry.js's share map.
    const slimEntry = externalRuntime;
    const consumeOnly = slimEntry && !isHost;
    // A remote's remoteEntry.js as one call to the host's container runtime (compact-remote-entry.cjs).
    const compact = slimEntry;
    const iconBase = designSystem ? iconBaseOf(options.dir) : undefined;
    const workspace = designSystem ? workspaceShares(options.dir) : [];
    const shared = sharedDependencies(sessionVersion, {
      ...(designSystem ? { antdVersion, antdExtras: Object.values(antdExtras), routerVersion } : {}),
      consumeOnly,
      iconBase,
      workspace,
    });
    // The version contract: what this build's shared modules offer (the host's provides.json, also
    // embedded in its bundle) and, for a remote, what its code takes from them (requires.json).
    const provides = {
      // The icon base's shared key is its file path: the contract names it by its share key.
      ...providesOf(
        options.dir,
        Object.keys(shared).map((key) => (key === iconBase?.file ? ICON_BASE_KEY : key)),
        { designSystem, workspaceShares: workspace },
      ),
      // The MF bundler runtime the host hands to remotes (federation/bundler-runtime.cjs).
      ...(slimEntry ? { [bundlerRuntime.CONTRACT_KEY]: bundlerRuntime.bundlerRuntimeSurface() } : {}),
      // The host's createRemoteContainer, which compact remote entries call.
      ...(compact ? { [compactEntry.CONTRACT_KEY]: compactEntry.contractSurface() } : {}),
    };
    // version-first would fetch every remote entry at start-up: one dead remote would break the shell.
    const shareStrategy = 'loaded-first';
    const swcLoader = {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    };
    return {
      mode: production ? 'production' : 'development',
      // Production maps are written beside the build for decoding error stacks, with no
      // sourceMappingURL comment, and are never published: the gateway and nginx answer 404 for
      // *.map and the registry keeps a remote's maps outside its public folder (docs/security.md).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      // The host also references every lazily shared antd component, so that it provides them.
      entry:
        isHost && designSystem
          ? ['./src/index.ts', provideLazySharesEntry(workspace.map((share) => share.key))]
          : './src/index.ts',
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
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // `import { Button } from 'antd'` gets the design system, shared as the 'antd' singleton.
        // Same for react-router-dom (design-system/react-router-dom.js).
        alias: {
          ...(designSystem
            ? {
                antd$: designSystemFile,
                'antd/es': path.join(antdDir, 'es'),
                'react-router-dom$': routerFile,
                'react-router-dom-full$': path.join(routerDir, 'dist/index.mjs'),
              }
            : {}),
          ...(slimEntry ? bundlerRuntime.bundlerRuntimeAlias(isHost) : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            // Workspace packages (shared/*) resolve to their real paths, outside node_modules.
            exclude: /node_modules/,
            use: designSystem
              ? [require.resolve('./design-system/split-imports-loader.cjs'), swcLoader]
              : swcLoader,
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
          shared,
          shareStrategy,
          runtimePlugins: [
            ...(options.runtimePlugins ?? []),
            // provideExternalRuntime would add this plugin's CommonJS build, a second copy of the
            // whole runtime: its ES build shares the runtime the host bundles anyway.
            ...(externalRuntime && isHost ? [injectExternalRuntimeCorePlugin()] : []),
            ...(slimEntry && isHost ? [bundlerRuntime.providerFile] : []),
          ],
          manifest: true,
          dts: false,
          experiments: bundlerRuntime.federationExperiments({ isHost, externalRuntime, slim: slimEntry }),
        }),
        ...(designSystem ? [new DesignSystemCheckPlugin()] : []),
        ...(monolith
          ? []
          : [
              new VersionContractPlugin({
                role: isHost ? 'host' : 'remote',
                provides,
                implicitRequires: { [bundlerRuntime.takerFile]: bundlerRuntime.CONTRACT_KEY },
                alwaysRequires: compact && !isHost ? [compactEntry.CONTRACT_KEY] : [],
                // App code importing icons gets the host's icon base (shared-deps.cjs).
                ...(iconBase ? { requestImplies: { '@ant-design/icons': ICON_BASE_KEY } } : {}),
              }),
            ]),
        ...(isHost && production && !monolith
          ? [
              new PreloadStartupChunksPlugin({
                providedOnly: workspace.map((share) => share.key),
                bundle: true,
              }),
            ]
          : []),
        // antd's rules as a stylesheet: the host's theme runs antd without runtime styles.
        ...(isHost ? [new AntdStylesheetPlugin({ antdDir })] : []),
        ...(!isHost && production && !monolith
          ? [new MergeGroupChunksPlugin({ containerName: options.name })]
          : []),
        ...(compact && !isHost
          ? [new compactEntry.CompactRemoteEntryPlugin({ containerName: options.name, shareStrategy })]
          : []),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: options.title ?? 'Sistema de Fidelidade',
          // A remote's own index.html is only for standalone development.
          filename: 'index.html',
          // Emitted at the root (dist/favicon.ico): browsers ask for /favicon.ico on every page.
          ...(options.favicon ? { favicon: options.favicon } : {}),
        }),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // swc's minifier instead of webpack's default terser: the same plugin (the one webpack ships),
        // output within a few percent of terser's, and a production build several times faster
        // (tables: 27.5 s, 17.5 s of it terser).
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
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
  // The monolith yardstick (monolith.cjs) reads what each app exposes from its own config.
  config.federation = { name: options.name, exposes: options.exposes ?? {}, dir: options.dir };
  return config;
}

module.exports = { createWebpackConfig, injectExternalRuntimeCorePlugin };
