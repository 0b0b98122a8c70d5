import { PGlite } from '@electric-sql/pglite';

/**
 * How an in-memory PGlite starts (no data directory: the API tests' databases and their migrated
 * template): PGlite's own start parameters with 16 MB of shared buffers instead of PostgreSQL's 128 MB.
 * Its files already live in memory (Emscripten's MEMFS), so a large buffer cache only caches memory
 * in memory, and PostgreSQL zeroes all of it at every start: 128 MB cost each test database about
 * 100 ms of CPU to open, a fifth of the opening (docs/performance.md, "The test suite"). A data
 * directory on disk keeps the default, where the cache saves reads.
 */
const IN_MEMORY_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** PGlite.create's storage options for `dataDir` (null = in memory). */
export function pgliteStorage(dataDir: string | null) {
  return dataDir ? { dataDir } : { startParams: [...IN_MEMORY_START_PARAMS] };
}
