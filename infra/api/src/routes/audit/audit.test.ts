import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AuditEntry, Paginated } from '@fidelidade/contract';
import { sql } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../test/helpers.ts';

const URL = '/api/v1/audit/';

describe('GET audit/ and the append-only audit_log', () => {
  let ctx: TestContext;
  let admin = '';
  const noon = (daysAgo: number) => new Date(Date.UTC(2026, 4, 20 - daysAgo, 15)); // 12:00 in Brasília

  before(async () => {
    ctx = await createTestContext();
    await insertFixtures(ctx.db);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    const entry = { actorRole: 'ADMIN', clientIp: '198.51.100.1', requestId: 'r' } as const;
    await ctx.db.insert(s.auditLog).values([
      {
        ...entry,
        at: noon(3),
        actorId: 1,
        actorName: 'Ana Souza',
        action: 'create',
        targetType: 'offer',
        targetId: '12',
        changes: { title: { before: null, after: 'A' } },
      },
      {
        ...entry,
        at: noon(2),
        actorId: 1,
        actorName: 'Ana Souza',
        action: 'update',
        targetType: 'offer',
        targetId: '12',
        changes: { title: { before: 'A', after: 'B' } },
      },
      {
        ...entry,
        at: noon(2),
        actorId: 2,
        actorName: 'Bruno Lima',
        action: 'delete',
        targetType: 'partner',
        targetId: '4',
      },
      {
        ...entry,
        at: noon(1),
        actorId: 2,
        actorName: 'Bruno Lima',
        action: 'update',
        targetType: 'offer',
        targetId: '13',
      },
      {
        ...entry,
        at: noon(0),
        actorId: 3,
        actorName: 'Carla 100%',
        actorRole: 'DEALERSHIP',
        action: 'burn',
        targetType: 'voucher',
        targetId: '9',
      },
    ]);
  });
  after(async () => {
    await ctx?.close();
  });

  const list = async (query: string, token = admin) => {
    const res = await getJson(ctx.app, `${URL}${query}`, token);
    return { res, body: res.json<Paginated<AuditEntry>>() };
  };
  const ids = (body: Paginated<AuditEntry>) =>
    body.results.map((r) => `${r.action}:${r.target_type}:${r.target_id}`);

  test('ADMIN only', async () => {
    assert.equal((await getJson(ctx.app, URL)).statusCode, 401);
    const staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    const partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    assert.equal((await getJson(ctx.app, URL, staff)).statusCode, 403);
    assert.equal((await getJson(ctx.app, URL, partner)).statusCode, 403);
  });

  test('newest first, the entry as the contract says', async () => {
    const { res, body } = await list('');
    assert.equal(res.statusCode, 200);
    assert.equal(body.count, 5);
    assert.equal(body.count_is_exact, true);
    assert.deepEqual(ids(body), [
      'burn:voucher:9',
      'update:offer:13',
      'delete:partner:4',
      'update:offer:12',
      'create:offer:12',
    ]);
    const first = body.results[3] as AuditEntry;
    assert.deepEqual(
      { ...first, id: 0 },
      {
        id: 0,
        at: noon(2).toISOString(),
        actor_id: 1,
        actor_name: 'Ana Souza',
        actor_role: 'ADMIN',
        action: 'update',
        target_type: 'offer',
        target_id: '12',
        changes: { title: { before: 'A', after: 'B' } },
        client_ip: '198.51.100.1',
        request_id: 'r',
      },
    );
  });

  test('filters: actor by id or by part of the name, action, target, period', async () => {
    assert.deepEqual(ids((await list('?actor=2')).body), ['update:offer:13', 'delete:partner:4']);
    assert.deepEqual(ids((await list('?actor=souza')).body), ['update:offer:12', 'create:offer:12']);
    // LIKE wildcards match literally.
    assert.deepEqual(ids((await list('?actor=100%25')).body), ['burn:voucher:9']);
    assert.deepEqual(ids((await list('?action=update')).body), ['update:offer:13', 'update:offer:12']);
    assert.deepEqual(ids((await list('?target_type=offer&target_id=12')).body), [
      'update:offer:12',
      'create:offer:12',
    ]);
    assert.equal((await list('?target_type=offer&action=')).body.count, 3);
    assert.deepEqual(ids((await list('?date_from=2026-05-18&date_to=2026-05-19')).body), [
      'update:offer:13',
      'delete:partner:4',
      'update:offer:12',
    ]);
    assert.deepEqual(ids((await list('?date_from=2026-05-20')).body), ['burn:voucher:9']);
    assert.deepEqual(ids((await list('?date_to=2026-05-17')).body), ['create:offer:12']);
  });

  test('bad filters are 400s with the field, never 500s', async () => {
    assert.deepEqual((await list('?date_from=2026-02-30')).res.json(), {
      date_from: ['Formato de data inválido. Use AAAA-MM-DD.'],
    });
    assert.deepEqual((await list('?date_from=2026-05-20&date_to=2026-05-19')).res.json(), {
      date_to: ['A data final deve ser igual ou posterior à data inicial.'],
    });
    assert.equal((await list('?action=hack')).res.statusCode, 400);
    assert.equal((await list('?target_type=users')).res.statusCode, 400);
    // An id too large for a user is searched as a name (and finds nothing).
    assert.equal((await list('?actor=99999999999')).body.count, 0);
  });

  test('pages like the other lists', async () => {
    const second = (await list('?page=2&page_size=2')).body;
    assert.equal(second.count, 5);
    assert.equal(second.total_pages, 3);
    assert.deepEqual(ids(second), ['delete:partner:4', 'update:offer:12']);
    assert.match(second.next ?? '', /page=3/);
    assert.match(second.previous ?? '', /page_size=2/);
    assert.equal((await list('?page=9')).res.statusCode, 404);
  });

  test('the database refuses UPDATE, DELETE and TRUNCATE of the log', async () => {
    // Drizzle wraps the database error: the trigger's message is its cause's.
    const refused = (err: unknown) =>
      err instanceof Error && err.cause instanceof Error && /somente inclusão/.test(err.cause.message);
    await assert.rejects(ctx.db.execute(sql`update audit_log set actor_name = 'Outro'`), refused);
    await assert.rejects(
      ctx.db.execute(sql`delete from audit_log where id = (select min(id) from audit_log)`),
      refused,
    );
    // Statement-level: even a statement that matches no row is refused.
    await assert.rejects(ctx.db.execute(sql`delete from audit_log where false`), refused);
    await assert.rejects(ctx.db.execute(sql`truncate audit_log`), refused);
    assert.equal((await list('')).body.count, 5);
    assert.deepEqual(ids((await list('?actor=Outro')).body), []);
    // Appending still works.
    await ctx.db.insert(s.auditLog).values({
      actorId: 1,
      actorName: 'Ana Souza',
      actorRole: 'ADMIN',
      action: 'create',
      targetType: 'user',
    });
    assert.equal((await list('')).body.count, 6);
  });
});
