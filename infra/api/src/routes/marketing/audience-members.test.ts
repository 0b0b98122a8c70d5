import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AudienceRules } from '@fidelidade/contract';
import { and, count, eq } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { EMAILS, grantConsents, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../../test/helpers.ts';
import { auth, customerToken } from '../../test/loyalty-helpers.ts';

const API = '/api/v1';
const NO_RULES: AudienceRules = { combinator: 'and', groups: [] };
const HOUR = 3_600_000;

describe('audience lists: "Adicionar a um público", members = rules OR list, per-object refusals', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const t = { admin: '', staff: '', partner: '' };
  /** D1 customers of the event; the first three said yes to marketing pushes. */
  let event: number[] = [];
  let adminId = 0;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `${API}/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
  const finished = async (id: number, token = t.admin) => {
    await ctx.app.jobs.idle();
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.idle();
    return (await call('GET', `bulk-actions/${id}/`, token)).json();
  };
  /** A static list (no rules) of the caller's scope. */
  const newList = async (name: string, token = t.admin, rules: AudienceRules = NO_RULES) => {
    const res = await call('POST', 'marketing/audiences/', token, { name, rules });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<{ id: number; listed_count: number }>();
  };
  const addTo = async (audienceId: number, selection: object, expected: number, token = t.admin) =>
    call('POST', 'bulk-actions/', token, {
      selection,
      action: 'audience',
      audience_id: audienceId,
      expected_count: expected,
    });
  const previewOf = async (audienceId: number, rules: AudienceRules = NO_RULES, token = t.admin) =>
    (await call('POST', 'marketing/audiences/preview/', token, { rules, audience_id: audienceId })).json();

  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    t.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    t.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    t.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    const rows = await ctx.db
      .insert(s.users)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          cpf: String(50_000_000_000 + i),
          fullName: `Lista Evento ${i + 1}`,
          dealershipId: fx.d1.id,
        })),
      )
      .returning({ id: s.users.id });
    event = rows.map((r) => r.id);
    await grantConsents(ctx.db, event.slice(0, 3));
    const [admin] = await ctx.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.email, EMAILS.admin));
    adminId = admin?.id as number;
  });
  after(() => ctx.close());

  test('ADMIN adds the filtered customers: the count confirmed, a job, one audit row, then they are members', async () => {
    const list = await newList('Evento de sábado');
    assert.equal(list.listed_count, 0);
    // A new audience without rules holds nobody yet ("no rules" is not everyone).
    assert.equal((await previewOf(list.id)).count, 0);
    const selection = { list: 'points', filter: { search: 'Lista Evento' } };
    assert.equal((await call('POST', 'bulk-actions/count/', t.admin, { selection })).json().count, 5);
    const missing = await call('POST', 'bulk-actions/', t.admin, {
      selection,
      action: 'audience',
      expected_count: 5,
    });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), { audience_id: ['Escolha o público.'] });

    const started = await addTo(list.id, selection, 5);
    assert.equal(started.statusCode, 202, started.body);
    assert.equal(started.json().audience_name, 'Evento de sábado');
    const done = await finished(started.json().id);
    assert.equal(done.state, 'succeeded');
    assert.deepEqual([done.applied, done.skipped, done.progress], [5, 0, { done: 5, total: 5 }]);

    const audits = await ctx.db.select().from(s.auditLog).where(eq(s.auditLog.action, 'bulk_audience'));
    assert.equal(audits.length, 1);
    assert.equal(audits[0]?.targetType, 'bulk_action');
    assert.equal(audits[0]?.changes.audience_id?.after, list.id);
    assert.deepEqual(
      [...((audits[0]?.changes.target_ids?.after ?? []) as number[])].sort((a, b) => a - b),
      [...event].sort((a, b) => a - b),
    );

    const preview = await previewOf(list.id);
    assert.equal(preview.count, 5);
    assert.equal(preview.reachable, 3, 'only those with the marketing consent are reached');
    assert.equal((await call('GET', `marketing/audiences/${list.id}/`, t.admin)).json().listed_count, 5);
    const page = (
      await call('GET', `marketing/audiences/${list.id}/members/?search=evento 2`, t.admin)
    ).json();
    assert.equal(page.count, 1);
    assert.equal(page.results[0].full_name, 'Lista Evento 2');
    assert.equal(page.results[0].added_by, 'Admin Teste');
    // Pushes go through the same selection: the list's customers with the consent.
    const push = await call(
      'GET',
      `communications/admin/send-push/recipients/?audience_id=${list.id}`,
      t.admin,
    );
    assert.equal(push.json().recipients, 3);
  });

  test('rules OR list; per target: not a customer, already listed, outside the owner, anonymised', async () => {
    const inactive: AudienceRules = {
      combinator: 'and',
      groups: [{ combinator: 'and', rules: [{ field: 'status', op: 'inactive' }] }],
    };
    // D1's own audience (as its staff saves it): ADMIN may manage it too.
    const d1List = await newList('Inativos do D1 + lista', t.staff, inactive);
    const byRules = await previewOf(d1List.id, inactive, t.staff);
    assert.deepEqual(
      byRules.sample.map((m: { id: number }) => m.id),
      [fx.c2],
    );
    const ids = [event[0] as number, adminId, fx.c3];
    const done = await finished((await addTo(d1List.id, { list: 'users', ids }, 3)).json().id);
    assert.equal(done.applied, 1);
    assert.deepEqual(
      done.skipped_samples.map((x: { user_id: number; reason: string }) => [x.user_id, x.reason]).sort(),
      [
        [adminId, 'Não é cliente: públicos são só de clientes.'],
        [
          fx.c3,
          'Fora do alcance do público: cliente de outra concessionária ou sem atividade nas lojas do parceiro.',
        ],
      ].sort(),
    );
    const again = await finished((await addTo(d1List.id, { list: 'points', ids: [event[0]] }, 1)).json().id);
    assert.deepEqual(again.skipped_samples, [
      { user_id: event[0], reason: 'Já estava na lista do público.' },
    ]);
    // The rule's member and the listed one who does not match it (active).
    const both = await previewOf(d1List.id, inactive, t.staff);
    assert.deepEqual(
      both.sample.map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b),
      [fx.c2, event[0]].sort((a, b) => (a as number) - (b as number)),
    );

    // Anonymising a customer takes it off every list.
    const gone = event[4] as number;
    await finished((await addTo(d1List.id, { list: 'points', ids: [gone] }, 1)).json().id);
    assert.equal((await call('POST', `users/${gone}/anonymize/`, t.admin)).statusCode, 200);
    const [left] = await ctx.db
      .select({ n: count() })
      .from(s.audienceMembers)
      .where(eq(s.audienceMembers.userId, gone));
    assert.equal(left?.n, 0);
    const late = await finished((await addTo(d1List.id, { list: 'users', ids: [gone] }, 1)).json().id);
    assert.deepEqual(late.skipped_samples, [{ user_id: gone, reason: 'Cliente removido (anonimizado).' }]);
  });

  test('offers restricted to a static list: a listed customer sees it, another does not', async () => {
    const list = await newList('Oferta da lista');
    await finished((await addTo(list.id, { list: 'points', ids: [event[2]] }, 1)).json().id);
    const valid = { validFrom: new Date(Date.now() - HOUR), validUntil: new Date(Date.now() + 24 * HOUR) };
    const [offer] = await ctx.db
      .insert(s.offers)
      .values({
        title: 'Só para a lista',
        offerType: 'GIFT',
        pointsCost: 1,
        dealershipId: fx.d1.id,
        audienceId: list.id,
        ...valid,
      })
      .returning({ id: s.offers.id });
    const sees = async (userId: number) => {
      const token = await customerToken(ctx.app, ctx.db, userId);
      const res = await call('GET', 'loyalty/offers/?page_size=100', token);
      return res.json().results.some((o: { id: number }) => o.id === offer?.id);
    };
    assert.equal(await sees(event[2] as number), true);
    assert.equal(await sees(event[3] as number), false);
  });

  test('a campaign for a static list reaches its listed customers only', async () => {
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      month: '2-digit',
      day: '2-digit',
    })
      .format(new Date())
      .replace('/', '-');
    const born = await ctx.db
      .insert(s.users)
      .values(
        ['Aniversário Listado', 'Aniversário Fora'].map((fullName, i) => ({
          cpf: String(51_000_000_000 + i),
          fullName,
          dealershipId: fx.d1.id,
          birthDate: `1990-${today}`,
        })),
      )
      .returning({ id: s.users.id });
    const [listedId, otherId] = born.map((r) => r.id) as [number, number];
    await grantConsents(ctx.db, [listedId, otherId]);
    const list = await newList('Aniversariantes da lista', t.staff);
    await finished(
      (await addTo(list.id, { list: 'points', ids: [listedId] }, 1, t.staff)).json().id,
      t.staff,
    );
    const created = await call('POST', 'marketing/campaigns/', t.staff, {
      name: 'Parabéns da lista',
      trigger: 'BIRTHDAY',
      audience_id: list.id,
      title: 'Feliz aniversário!',
      message: 'Um presente',
      starts_at: new Date(Date.now() - HOUR).toISOString(),
    });
    assert.equal(created.statusCode, 201, created.body);
    const ran = await call('POST', `marketing/campaigns/${created.json().id}/run/`, t.staff);
    assert.equal(ran.json().reached, 1, ran.body);
    const reached = await ctx.db
      .select({ userId: s.campaignDeliveries.userId })
      .from(s.campaignDeliveries)
      .where(eq(s.campaignDeliveries.campaignId, created.json().id));
    assert.deepEqual(
      reached.map((r) => r.userId),
      [listedId],
    );
  });

  test('DEALERSHIP and PARCEIRO: their own audiences and customers only; ADMIN-only actions refused', async () => {
    const own = await newList('Lista do D1', t.staff);
    const d2 = await ctx.db
      .insert(s.audiences)
      .values({ name: 'Lista do D2', rules: NO_RULES, dealershipId: fx.d2.id })
      .returning({ id: s.audiences.id });
    const foreign = d2[0]?.id as number;
    const ids = [event[3] as number];
    // Another dealership's audience, or an ADMIN one: not the caller's to use.
    for (const audienceId of [foreign, (await newList('Lista do admin')).id]) {
      const refused = await addTo(audienceId, { list: 'points', ids }, 1, t.staff);
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json(), { audience_id: ['Público não encontrado.'] });
    }
    // Configurações → Usuários and the ADMIN's actions are not theirs.
    assert.equal(
      (await call('POST', 'bulk-actions/count/', t.staff, { selection: { list: 'users' } })).statusCode,
      403,
    );
    const credit = {
      selection: { list: 'points', ids },
      action: 'credit',
      points: 1,
      reason: 'Teste',
      expected_count: 1,
    };
    assert.equal((await call('POST', 'bulk-actions/', t.staff, credit)).statusCode, 403);
    assert.equal((await call('GET', 'bulk-actions/', t.staff)).statusCode, 403);
    // Its own customers, counted in its scope: another dealership's customer is not a target.
    assert.equal(
      (
        await call('POST', 'bulk-actions/count/', t.staff, {
          selection: { list: 'points', ids: [...ids, fx.c3] },
        })
      ).json().count,
      1,
    );
    const started = await addTo(own.id, { list: 'points', ids }, 1, t.staff);
    assert.equal(started.statusCode, 202, started.body);
    const done = await finished(started.json().id, t.staff);
    assert.equal(done.applied, 1);
    // A run is its starter's to follow: the partner gets 404, ADMIN sees it.
    assert.equal((await call('GET', `bulk-actions/${done.id}/`, t.partner)).statusCode, 404);
    assert.equal((await call('GET', `bulk-actions/${done.id}/`, t.admin)).statusCode, 200);
    assert.equal((await call('GET', `bulk-actions/${done.id}/file/`, t.staff)).statusCode, 403);

    // The partner's list holds the customers with activity at its stores (c3), nobody else.
    const partnerList = await newList('Lista do P1', t.partner);
    const counted = await call('POST', 'bulk-actions/count/', t.partner, {
      selection: { list: 'points', ids: [fx.c3, fx.c1] },
    });
    assert.equal(counted.json().count, 1);
    const partnerRun = await finished(
      (await addTo(partnerList.id, { list: 'points', ids: [fx.c3] }, 1, t.partner)).json().id,
      t.partner,
    );
    assert.equal(partnerRun.applied, 1);
    assert.equal((await previewOf(partnerList.id, NO_RULES, t.partner)).count, 1);

    // The members routes answer 404 for another scope's audience, and change nothing.
    assert.equal((await call('GET', `marketing/audiences/${own.id}/members/`, t.partner)).statusCode, 404);
    assert.equal(
      (await call('DELETE', `marketing/audiences/${own.id}/members/${ids[0]}/`, t.partner)).statusCode,
      404,
    );
    assert.equal((await call('DELETE', `marketing/audiences/${own.id}/members/`, t.partner)).statusCode, 404);
    assert.equal((await call('GET', `marketing/audiences/${own.id}/`, t.staff)).json().listed_count, 1);
    const preview = await call('POST', 'marketing/audiences/preview/', t.partner, {
      rules: NO_RULES,
      audience_id: own.id,
    });
    assert.equal(preview.statusCode, 400);
    assert.deepEqual(preview.json(), { audience_id: ['Público não encontrado.'] });
  });

  test('taking customers out of a list: one (audited), or all at once', async () => {
    const list = await newList('Para esvaziar', t.staff);
    await finished(
      (await addTo(list.id, { list: 'points', ids: event.slice(0, 3) }, 3, t.staff)).json().id,
      t.staff,
    );
    const one = await call('DELETE', `marketing/audiences/${list.id}/members/${event[0]}/`, t.staff);
    assert.equal(one.statusCode, 204);
    const [audit] = await ctx.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'audience_member_remove'), eq(s.auditLog.targetId, String(list.id))));
    assert.deepEqual(audit?.changes.member_id, { before: event[0], after: null });
    assert.equal(
      (await call('DELETE', `marketing/audiences/${list.id}/members/${event[0]}/`, t.staff)).statusCode,
      404,
    );
    assert.equal((await previewOf(list.id, NO_RULES, t.staff)).count, 2);
    const cleared = await call('DELETE', `marketing/audiences/${list.id}/members/`, t.staff);
    assert.deepEqual(cleared.json(), { removed: 2 });
    assert.equal((await previewOf(list.id, NO_RULES, t.staff)).count, 0);
    // Deleting an audience takes its list with it.
    await finished(
      (await addTo(list.id, { list: 'points', ids: [event[1]] }, 1, t.staff)).json().id,
      t.staff,
    );
    assert.equal((await call('DELETE', `marketing/audiences/${list.id}/`, t.staff)).statusCode, 204);
    const [rows] = await ctx.db
      .select({ n: count() })
      .from(s.audienceMembers)
      .where(eq(s.audienceMembers.audienceId, list.id));
    assert.equal(rows?.n, 0);
  });
});
