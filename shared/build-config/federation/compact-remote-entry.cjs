// Production remotes: remoteEntry.js becomes one call to the host's createRemoteContainer
// (remote-container.js) with this build's facts: its exposed modules and the chunks each loads,
// its chunk files, the shared modules it consumes. webpack's own entry repeats in every remote the
// same ~2 KB gz of runtime (module cache, JSONP loading, script loader, public path, MF glue): on
// the small screens (tabelas, feedback) that was a third of what their first visit downloads.
// The remote's other files are webpack's, unchanged. The host's function is a contract like the
// MF bundler runtime (CONTRACT_KEY below): a remote built this way requires it, and promote/canary
// refuse it when the live host does not provide it. Anything this format does not cover fails the
// build (a CompactRemoteEntry error) rather than shipping an entry that would break in the browser.
const { carriedRuntimeModules, checkCompactable } = require('./compact-entry-checks.cjs');
const { entrySpec } = require('./compact-entry-spec.cjs');

const NAME = 'CompactRemoteEntry';
/** The host's createRemoteContainer as the version contract names it; bump the name with its format. */
const CONTRACT_KEY = '@fidelidade/remote-container';
const CONTRACT_VERSION = '1.0.0';

function contractSurface() {
  return { version: CONTRACT_VERSION, names: [`${CONTRACT_KEY}@1`] };
}

/** A JS literal for plain data: numeric and identifier keys unquoted (the entry is all data). */
function literal(value) {
  if (Array.isArray(value)) return `[${value.map(literal).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => {
      const bare = /^(0|[1-9]\d*|[A-Za-z_$][\w$]*)$/.test(key);
      return `${bare ? key : JSON.stringify(key)}:${literal(item)}`;
    });
    return `{${entries.join(',')}}`;
  }
  return value === undefined ? 'void 0' : JSON.stringify(value);
}

/** Each runtime module the host does not provide, verbatim, in a scope of its own. */
function extension(runtimeModules) {
  if (runtimeModules.length === 0) return '';
  const bodies = runtimeModules.map((module) => `(() => {\n${module.getGeneratedCode()}\n})();`);
  return `, function (__webpack_require__) {\n${bodies.join('\n')}\n}`;
}

class CompactRemoteEntryPlugin {
  /** @param {{ containerName: string, shareStrategy: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { OriginalSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          const { containerName, shareStrategy } = this.options;
          const entrypoint = compilation.entrypoints.get(containerName);
          let spec;
          let chunk;
          try {
            if (!entrypoint) throw new Error(`sem o container ${containerName}`);
            chunk = entrypoint.getEntrypointChunk();
            checkCompactable(compilation, chunk);
            spec = { name: containerName, shareStrategy, ...entrySpec(compilation, chunk) };
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: ${error.message}`));
            return;
          }
          const carried = carriedRuntimeModules(compilation, chunk);
          const file = [...chunk.files].find((name) => name.endsWith('.js'));
          const code =
            `var ${containerName} = globalThis.__FIDELIDADE_MF_BUNDLER_RUNTIME__.container(` +
            `${literal(spec)}${extension(carried)});\n`;
          compilation.updateAsset(
            file,
            new OriginalSource(code, `webpack://${containerName}/remoteEntry.js`),
          );
        },
      );
    });
  }
}

module.exports = { CONTRACT_KEY, CompactRemoteEntryPlugin, contractSurface, literal };
