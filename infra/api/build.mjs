// Builds dist/: server.mjs plus one module per route file under dist/routes/, the tree
// @fastify/autoload reads at run time (app.ts loads `./routes` beside itself: src/routes when node
// runs the sources, dist/routes here). Code shared by the entries goes into chunks in dist/ itself,
// so paths resolved from import.meta.url (config.ts, db/migrate.ts, app.ts) keep the depth they have
// in src/. drizzle-orm (hundreds of small ESM files, ~0.8 s to load on Node 24) and the small
// pure-ESM helpers are bundled in; the other dependencies stay external so PGlite finds its
// wasm/data files and native modules (argon2) load from node_modules.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const BUNDLED = new Set(['drizzle-orm', 'typebox']);
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// pino-pretty (a development dependency, plugins/log-stream.ts) is loaded from node_modules when there.
const external = [...Object.keys(pkg.dependencies), 'pino-pretty']
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

// Every route file but the tests: the same files autoload finds in src/routes.
const routes = readdirSync('src/routes', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => `src/routes/${file}`);

// A route renamed or removed in src/ must not linger in dist/routes/, where autoload would load it.
rmSync('dist', { recursive: true, force: true });

await build({
  // The PGlite worker thread (PGLITE_WORKER) is started from its own file: dist/db/pglite-worker.mjs.
  entryPoints: ['src/server.ts', 'src/db/pglite-worker.ts', ...routes],
  outbase: 'src',
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
});
