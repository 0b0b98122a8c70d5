import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { listFiles } from '../services/backup/backup-files.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { FORMAT_CACHE_FLAG } from '../test/format-cache-flag.ts';
import { balanceMismatches, credit, insertRedeemableOffer } from '../test/loyalty-helpers.ts';
import {
  API_DIR,
  ensureBuilt,
  type ServerProcess,
  startServer,
  stop,
  waitReady,
} from '../test/server-process.ts';
import { createWorldDatabase, type WorldDatabase } from '../test/world-database.ts';

const run = promisify(execFile);
const BACKUP_CLI = path.resolve(API_DIR, '../../scripts/backup.ts');

/** What must come back equal: balances, ledgers, offers, redemptions, audit rows (md5 per table). */
const TABLES = ['users', 'points_ledger', 'points_batches', 'offers', 'redemptions', 'audit_log'];
async function digests(handle: DbHandle): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const query = sql.raw(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as d from "${table}" t`,
    );
    const { rows } = (await handle.db.execute(query)) as unknown as { rows: { n: number; d: string }[] };
    result[table] = `${rows[0]?.n}:${rows[0]?.d}`;
  }
  return result;
}

async function withHandle<T>(world: WorldDatabase, work: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await world.open();
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Backups you have restored (docs/operations.md, "Backups: runbook"): `scripts/backup.ts create` of
 * a running built API with data (sign-ins, a redemption, audited writes, uploaded files, a registry)
 * while clients keep reading, `restore` into a fresh deployment, a server started on it, and every
 * balance, ledger entry, offer, redemption and audit row equal, media and registry byte for byte.
 * On the suite's database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
test('backup of a running stack, restored into a fresh one, holds the same data', {
  timeout: 180_000,
}, async () => {
  ensureBuilt();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-backup-'));
  const dirs = (name: string) => ({
    media: path.join(base, name, 'media'),
    registry: path.join(base, name, 'registry'),
  });
  const [from, to] = [dirs('origem'), dirs('destino')];
  const source = await createWorldDatabase('api_backup_a');
  const target = await createWorldDatabase('api_backup_b');
  let server: ServerProcess | undefined;
  try {
    const offerId = await withHandle(source, async (handle) => {
      await handle.migrate();
      const fx = await insertFixtures(handle.db);
      const [customer] = await handle.db.select().from(s.users).where(eq(s.users.email, EMAILS.client));
      await credit(handle.db, customer?.id ?? 0, 500);
      return insertRedeemableOffer(handle.db, fx.s1.id, 'Resgate antes da cópia');
    });
    fs.mkdirSync(from.media, { recursive: true });
    fs.writeFileSync(path.join(from.media, 'a1.png'), randomBytes(2048));
    fs.writeFileSync(path.join(from.media, 'b2.jpg'), randomBytes(70_000));
    fs.mkdirSync(path.join(from.registry, 'dashboard', '1.0.0-abc'), { recursive: true });
    fs.writeFileSync(path.join(from.registry, 'manifest.json'), '{"remotes":{}}');
    fs.writeFileSync(path.join(from.registry, 'dashboard', '1.0.0-abc', 'remoteEntry.js'), 'entry');
    const env = (dirSet: typeof from, world: WorldDatabase) => ({
      ...world.env,
      MEDIA_DIR: dirSet.media,
      REGISTRY_ROOT: dirSet.registry,
    });

    server = await startServer(env(from, source));
    await waitReady(server);
    const call = async (method: string, url: string, body?: object, token?: string) => {
      const res = await fetch(`${server?.url}${url}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const signIn = async (route: string, email: string) =>
      String((await call('POST', `/api/v1/users/auth/${route}/`, { email, password: PASSWORD })).body.access);
    const admin = await signIn('admin-login', EMAILS.admin);
    const customer = await signIn('login', EMAILS.client);
    assert.equal(
      (await call('POST', '/api/v1/loyalty/offers/redeem/', { offer_id: offerId }, customer)).status,
      201,
    );
    const users = await call('GET', '/api/v1/users/admin/list/?search=c1%40teste', undefined, admin);
    const c1Id = (users.body.results as { id: number }[])[0]?.id;
    for (const active of [false, true])
      assert.equal(
        (await call('PATCH', `/api/v1/users/${c1Id}/toggle-status/`, { is_active: active }, admin)).status,
        200,
      );

    // Readers keep going while the backup runs.
    let reading = true;
    const readers = (async () => {
      let reads = 0;
      while (reading) {
        assert.equal((await call('GET', '/api/v1/users/dashboard/stats/', undefined, admin)).status, 200);
        reads++;
      }
      return reads;
    })();
    const out = path.join(base, 'copia');
    const cli = (args: string[], world: WorldDatabase, dirSet: typeof from) =>
      run(process.execPath, [BACKUP_CLI, ...args], {
        // Through the environment, so the CLI that scripts/backup.ts starts resolves its imports
        // through the format cache too.
        env: { PATH: process.env.PATH ?? '', NODE_OPTIONS: FORMAT_CACHE_FLAG, ...env(dirSet, world) },
      });
    const created = await cli(['create', '--out', out], source, from).finally(() => {
      reading = false;
    });
    assert.match(created.stdout, /Cópia criada/);
    assert.ok((await readers) > 0);
    assert.ok(
      fs.existsSync(path.join(out, source.driver === 'pglite' ? 'database.tar.gz' : 'database.dump')),
    );
    await stop(server, 'SIGTERM');

    // A restore refuses a target that is not empty, then restores into a fresh one.
    const refused = await cli(['restore', out], target, from).catch((err: { stderr: string }) => err);
    assert.match((refused as { stderr: string }).stderr, /não está vazio/);
    const restored = await cli(['restore', out], target, to);
    assert.match(restored.stdout, /restaurada/);

    // Compared before anything runs on the copy (a sign-in there changes `users`).
    const before = await withHandle(source, digests);
    const [after, mismatches] = await withHandle(target, async (handle) => [
      await digests(handle),
      await balanceMismatches(handle.db),
    ]);
    assert.deepEqual(after, before);
    assert.ok(Number(before.audit_log?.split(':')[0]) >= 2, 'audit rows were copied');
    assert.deepEqual(mismatches, []);
    server = await startServer(env(to, target));
    await waitReady(server);
    assert.equal(
      (await call('POST', '/api/v1/users/auth/login/', { email: EMAILS.client, password: PASSWORD })).status,
      200,
    );
    await stop(server, 'SIGTERM');
    for (const folder of ['media', 'registry'] as const) {
      assert.deepEqual(listFiles(to[folder]), listFiles(from[folder]), folder);
      for (const file of listFiles(from[folder]))
        assert.ok(
          fs.readFileSync(path.join(to[folder], file)).equals(fs.readFileSync(path.join(from[folder], file))),
          file,
        );
    }
  } finally {
    await stop(server);
    await source.drop();
    await target.drop();
    fs.rmSync(base, { recursive: true, force: true });
  }
});
