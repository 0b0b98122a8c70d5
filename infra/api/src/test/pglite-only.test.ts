import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PGLITE_ONLY } from './pglite-only.ts';

test('PGLITE_ONLY skips only in the PostgreSQL pass, and says why', () => {
  if (process.env.TEST_DATABASE_URL) assert.match(String(PGLITE_ONLY.skip), /^PGlite only: /);
  else assert.equal(PGLITE_ONLY.skip, false);
});
