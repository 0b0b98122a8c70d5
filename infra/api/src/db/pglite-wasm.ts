// Node's global WebAssembly, for every program that compiles this file (the API's, and the scripts'
// that import the template through @fidelidade/api): @types/node does not declare it.
/// <reference path="../types/webassembly.d.ts" />
import { readFile } from 'node:fs/promises';

let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's WebAssembly (postgres itself, 9 MB), compiled once per process. Every PGlite the API opens
 * (client.ts) starts from it, and a worker thread receives it in its `workerData`: V8 shares a
 * compiled module's code between threads, including the optimised code of its hot functions, where a
 * worker that loads PGlite on its own compiles and optimises all of it again. The server opens one
 * database; the API test processes open one per test file, and this halves what each opening costs
 * (docs/performance.md, "The test suite").
 */
export function compiledPglite(): Promise<WebAssembly.Module> {
  compiled ??= readFile(new URL('pglite.wasm', import.meta.resolve('@electric-sql/pglite'))).then((bytes) =>
    WebAssembly.compile(bytes),
  );
  return compiled;
}
