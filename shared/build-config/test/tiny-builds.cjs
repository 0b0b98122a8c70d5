// For the build-config tests: tiny projects built with the real webpack and MF plugins, and a
// jsdom page to boot their output in (a wrong chunk layout or runtime does not fail the build: it
// hangs or breaks the page).
const assert = require('node:assert/strict');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
// jsdom as jest's DOM environment (a dependency already) resolves it: no second copy to install.
const { JSDOM } = require(require.resolve('jsdom', { paths: [require.resolve('jest-environment-jsdom')] }));
const webpack = require('webpack');

/** Writes files (path → content) into a new temporary directory. */
function project(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-config-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** Builds `dir` (production, unminified, deterministic ids) into dir/dist; `config` overrides. */
async function build(dir, config, { allowErrors = false } = {}) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: false,
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', chunkFilename: '[name].[contenthash:10].js' },
    optimization: { minimize: false, chunkIds: 'deterministic', moduleIds: 'deterministic' },
    ...config,
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (!allowErrors) assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  return stats;
}

/**
 * Serves folders over HTTP on 127.0.0.1 (a page at a file: URL has no origin, which MF's runtime
 * needs): `mounts` maps a first path segment to a folder, and may be filled after the start.
 */
async function serve(mounts) {
  const server = http.createServer((request, response) => {
    const [, mount, ...rest] = new URL(request.url, 'http://x').pathname.split('/');
    const file = mounts[mount] && path.join(mounts[mount], ...rest);
    if (!file || !fs.existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : 'text/javascript' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/**
 * Opens a page (an HTML file, or an http URL) in jsdom, scripts on, and waits (10 s at most)
 * until body's data has `key`.
 */
async function bootUntil(location, key) {
  const options = { runScripts: 'dangerously', resources: 'usable' };
  const page = location.startsWith('http')
    ? await JSDOM.fromURL(location, options)
    : await JSDOM.fromFile(location, options);
  const started = Date.now();
  while (page.window.document.body.dataset[key] === undefined && Date.now() - started < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const data = { ...page.window.document.body.dataset };
  page.window.close();
  return data;
}

module.exports = { bootUntil, build, project, serve };
