import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { PGLITE_ONLY } from '../test/pglite-only.ts';
import { openDatabase } from './client.ts';
import { compiledPglite } from './pglite-wasm.ts';

test(
  'PGlite’s WebAssembly is compiled once per process and found in the installed package',
  PGLITE_ONLY,
  async () => {
    const first = compiledPglite();
    assert.equal(compiledPglite(), first, 'the same compilation every time');
    const module = await first;
    assert.ok(module instanceof WebAssembly.Module);
    // postgres's own entry points, so it is PGlite's module and not initdb's or an extension's.
    const names = WebAssembly.Module.exports(module).map((entry) => entry.name);
    assert.ok(names.includes('pgl_startPGlite'), `exports: ${names.slice(0, 20).join(', ')}…`);
  },
);

test(
  'a database opens from it in this thread and in the worker, which receives it cloned',
  PGLITE_ONLY,
  async () => {
    for (const pgliteWorker of [false, true]) {
      const handle = await openDatabase({ dataDir: null, pgliteWorker });
      try {
        const { rows } = (await handle.db.execute(sql`select 1 + 1 as two`)) as unknown as {
          rows: { two: number }[];
        };
        assert.equal(rows[0]?.two, 2, pgliteWorker ? 'worker' : 'this thread');
      } finally {
        await handle.close();
      }
    }
  },
);
