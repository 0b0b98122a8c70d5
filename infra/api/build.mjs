// Bundles the API server into dist/server.mjs (faster start-up than loading drizzle's many ESM files).
// Dependencies stay external so PGlite finds its wasm/data files inside node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});
