// webpack config for the warm-cache update benchmark (bench-update.ts): the app's own config
// (PERF_CHANGE_CONFIG) building one file (PERF_CHANGE_FILE) with a small change, so the working
// tree is never edited. Used for the changed remote and the changed monolith alike.
const { changeFile, changeStamp } = readEnvironment();
const baseConfig = require(process.env.PERF_CHANGE_CONFIG ?? '');

function readEnvironment() {
  const changeFile = process.env.PERF_CHANGE_FILE;
  const changeStamp = process.env.PERF_CHANGE_STAMP;
  if (!process.env.PERF_CHANGE_CONFIG || !changeFile || !changeStamp) {
    throw new Error('PERF_CHANGE_CONFIG, PERF_CHANGE_FILE e PERF_CHANGE_STAMP são obrigatórias');
  }
  return { changeFile, changeStamp };
}

/**
 * The change: one statement appended to the file as webpack reads it from disk. It runs when the
 * screen loads, so the page proves the new code arrived (<html data-bench-revision>), and the minifier
 * must keep it. Not a loader: a loader is part of a module's identifier, which names its chunk, and a
 * renamed chunk changes every chunk that imports it, a cascade a developer's edit would not cause.
 */
class ChangeOneFilePlugin {
  apply(compiler) {
    const { NormalModule } = compiler.webpack;
    const appendix = `\ndocument.documentElement.dataset.benchRevision = ${JSON.stringify(changeStamp)};\n`;
    compiler.hooks.compilation.tap('ChangeOneFilePlugin', (compilation) => {
      NormalModule.getCompilationHooks(compilation)
        .readResource.for(undefined)
        // Before webpack's own reader of plain files (FileUriPlugin), which would bail first.
        .tapAsync({ name: 'ChangeOneFilePlugin', stage: -10 }, (loaderContext, callback) => {
          if (loaderContext.resourcePath !== changeFile) return callback();
          loaderContext.fs.readFile(changeFile, (error, content) => {
            if (error) return callback(error);
            loaderContext.addDependency(changeFile);
            callback(null, Buffer.concat([content, Buffer.from(appendix)]));
          });
        });
    });
  }
}

module.exports = (env, argv) => {
  const config = baseConfig(env, argv);
  return { ...config, plugins: [...config.plugins, new ChangeOneFilePlugin()] };
};
