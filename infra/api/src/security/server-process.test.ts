import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { distIsCurrent, ensureBuilt } from '../test/server-process.ts';

/** An API folder in miniature: a source, a test, a migration, build.mjs and dist/server.mjs. */
function miniature() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-dist-'));
  const files = {
    source: 'src/app.ts',
    test: 'src/app.test.ts',
    helper: 'src/test/helpers.ts',
    migration: 'drizzle/0000_init.sql',
    build: 'build.mjs',
    server: 'dist/server.mjs',
  };
  const at = (name: keyof typeof files) => path.join(dir, files[name]);
  const old = new Date(Date.now() - 60_000);
  for (const name of Object.keys(files) as (keyof typeof files)[]) {
    fs.mkdirSync(path.dirname(at(name)), { recursive: true });
    fs.writeFileSync(at(name), '');
    fs.utimesSync(at(name), old, old);
  }
  fs.utimesSync(at('server'), new Date(), new Date());
  const touch = (name: keyof typeof files) => {
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(at(name), later, later);
  };
  return { dir, touch, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

// The process tests never build (no test may empty dist/ under a server another one starts): they
// run what the suite built first, and refuse a dist/ older than the code it should be.
test('dist/ is current until a source, a migration or build.mjs changes; tests and helpers do not count', (t) => {
  const api = miniature();
  t.after(api.remove);
  assert.equal(distIsCurrent(api.dir), true);
  api.touch('test');
  api.touch('helper');
  assert.equal(distIsCurrent(api.dir), true);
  for (const name of ['source', 'migration', 'build'] as const) {
    const fresh = miniature();
    fresh.touch(name);
    assert.equal(distIsCurrent(fresh.dir), false, name);
    fresh.remove();
  }
});

test('a process test refuses a stale or missing dist/, naming the command that builds it', (t) => {
  const api = miniature();
  t.after(api.remove);
  api.touch('source');
  assert.throws(() => ensureBuilt(api.dir), /pnpm --filter @fidelidade\/api build/);
  fs.rmSync(path.join(api.dir, 'dist'), { recursive: true });
  assert.throws(() => ensureBuilt(api.dir), /dist\/server\.mjs ausente/);
});
