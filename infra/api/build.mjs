// Bundles the API server into dist/server.mjs. drizzle-orm (hundreds of small ESM files, ~0.8 s to
// load on Node 24) and the small pure-ESM helpers are bundled in; the other dependencies stay
// external so PGlite finds its wasm/data files and native modules (argon2) load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const BUNDLED = new Set(['drizzle-orm', 'typebox']);
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
});
