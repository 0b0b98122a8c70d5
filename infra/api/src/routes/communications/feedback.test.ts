import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { maskCpf } from '@fidelidade/contract/cpf';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as s from '../../db/schema/index.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import {
  accessToken,
  createTestContext,
  getJson,
  sessionAccess,
  type TestContext,
} from '../../test/helpers.ts';

const API = '/api/v1/communications';
const ADMIN_LIST = `${API}/admin/feedback/list/`;
const respondUrl = (id: number) => `${API}/admin/feedback/${id}/respond/`;

function post(app: FastifyInstance, url: string, payload: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('feedback endpoints', () => {
  let ctx: TestContext;
  const t = { admin: '', staff: '', partner: '', c1: '', c3: '' };
  let ids: { c1: number; c3: number };

  before(async () => {
    ctx = await createTestContext();
    const fx = await insertFixtures(ctx.db);
    ids = { c1: fx.c1, c3: fx.c3 };
    t.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    t.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    t.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    // Customer-app tokens minted directly (the customer login is another route).
    t.c1 = await sessionAccess(ctx.app, { id: fx.c1, userType: 'CLIENTE', sessionVersion: 0 });
    t.c3 = await sessionAccess(ctx.app, { id: fx.c3, userType: 'CLIENTE', sessionVersion: 0 });
  });
  after(() => ctx.close());

  describe('customer app', () => {
    test('POST feedbacks/ stores it as typed and answers 201 with the item', async () => {
      const res = await post(
        ctx.app,
        `${API}/feedbacks/`,
        {
          subject: '  Atendimento excelente ',
          message: 'Gostei muito <script>alert(1)</script>',
          feedback_type: 'PRAISE',
          priority: 3,
        },
        t.c1,
      );
      assert.equal(res.statusCode, 201);
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), [
        'admin_response',
        'created_at',
        'feedback_type',
        'feedback_type_display',
        'id',
        'message',
        'priority',
        'responded_at',
        'responded_by_name',
        'status',
        'subject',
        'user',
        'user_cpf',
        'user_name',
      ]);
      assert.equal(body.user, ids.c1);
      assert.equal(body.user_name, 'Cliente Um');
      assert.equal(body.subject, 'Atendimento excelente');
      assert.equal(body.message, 'Gostei muito <script>alert(1)</script>', 'stored as-is, not escaped');
      assert.equal(body.feedback_type_display, 'Elogio');
      assert.equal(body.priority, 3);
      assert.equal(body.status, 'PENDING');
      assert.equal(body.admin_response, null);
    });

    test('defaults: type GENERAL, priority 2', async () => {
      const res = await post(
        ctx.app,
        `${API}/feedbacks/`,
        { subject: 'Dúvida', message: 'Como usar?' },
        t.c3,
      );
      assert.equal(res.statusCode, 201);
      assert.equal(res.json().feedback_type, 'GENERAL');
      assert.equal(res.json().feedback_type_display, 'Geral');
      assert.equal(res.json().priority, 2);
    });

    test('validation: required, blank, unknown type/priority → 400 per field', async () => {
      const missing = await post(ctx.app, `${API}/feedbacks/`, { feedback_type: 'PRAISE' }, t.c1);
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json().subject, ['Este campo é obrigatório.']);
      assert.deepEqual(missing.json().message, ['Este campo é obrigatório.']);
      const blank = await post(ctx.app, `${API}/feedbacks/`, { subject: '   ', message: 'x' }, t.c1);
      assert.equal(blank.statusCode, 400);
      assert.deepEqual(blank.json(), { subject: ['Este campo não pode ficar em branco.'] });
      const bad = await post(
        ctx.app,
        `${API}/feedbacks/`,
        { subject: 'a', message: 'b', feedback_type: 'OUTRO', priority: 7 },
        t.c1,
      );
      assert.equal(bad.statusCode, 400);
      assert.ok(Array.isArray(bad.json().feedback_type));
      assert.ok(Array.isArray(bad.json().priority));
    });

    test('GET feedbacks/ lists only own; GET feedbacks/{id}/ of someone else → 404', async () => {
      const own = (await getJson(ctx.app, `${API}/feedbacks/`, t.c1)).json();
      assert.equal(own.count, 1);
      assert.equal(own.results[0].user, ids.c1);
      const other = (await getJson(ctx.app, `${API}/feedbacks/`, t.c3)).json();
      assert.equal(other.count, 1);
      const mine = await getJson(ctx.app, `${API}/feedbacks/${own.results[0].id}/`, t.c1);
      assert.equal(mine.statusCode, 200);
      assert.equal(mine.json().subject, 'Atendimento excelente');
      const theirs = await getJson(ctx.app, `${API}/feedbacks/${other.results[0].id}/`, t.c1);
      assert.equal(theirs.statusCode, 404);
      assert.equal((await getJson(ctx.app, `${API}/feedbacks/999999/`, t.c1)).statusCode, 404);
    });

    test('anonymous → 401; back-office tokens → 403; inactive customer → 401', async () => {
      assert.equal((await getJson(ctx.app, `${API}/feedbacks/`)).statusCode, 401);
      assert.equal(
        (await post(ctx.app, `${API}/feedbacks/`, { subject: 'a', message: 'b' })).statusCode,
        401,
      );
      const admin = await getJson(ctx.app, `${API}/feedbacks/`, t.admin);
      assert.equal(admin.statusCode, 403);
      assert.deepEqual(admin.json(), { detail: 'Acesso negado' });
      const [c2] = await ctx.db.select().from(s.users).where(eq(s.users.email, 'c2@teste.com.br'));
      const inactive = await sessionAccess(ctx.app, {
        id: c2?.id as number,
        userType: 'CLIENTE',
        sessionVersion: 0,
      });
      assert.equal((await getJson(ctx.app, `${API}/feedbacks/`, inactive)).statusCode, 401);
    });
  });

  describe('admin', () => {
    before(async () => {
      // 12 more, of every type and status, so that paging and filters have something to chew on.
      const types = ['SUGGESTION', 'COMPLAINT', 'PRAISE', 'BUG_REPORT', 'GENERAL'] as const;
      const statuses = ['PENDING', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;
      await ctx.db.insert(s.feedbacks).values(
        Array.from({ length: 12 }, (_, i) => ({
          userId: i % 2 === 0 ? ids.c1 : ids.c3,
          subject: `Assunto ${i}`,
          message: i === 5 ? 'O aplicativo TRAVA ao abrir' : `Mensagem ${i}`,
          feedbackType: types[i % types.length] as (typeof types)[number],
          status: statuses[i % statuses.length] as (typeof statuses)[number],
          priority: (i % 3) + 1,
          createdAt: new Date(Date.now() - (i + 1) * 60_000),
        })),
      );
    });

    test('list: page of 10 by default, newest first, pt-BR type labels, user name and CPF', async () => {
      const res = await getJson(ctx.app, ADMIN_LIST, t.admin);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.count, 14);
      assert.equal(body.results.length, 10);
      assert.equal(body.total_pages, 2);
      assert.match(body.next, /page=2/);
      const dates = body.results.map((r: { created_at: string }) => Date.parse(r.created_at));
      assert.deepEqual(
        dates,
        [...dates].sort((a, b) => b - a),
      );
      const labels = new Set(
        body.results.map((r: { feedback_type_display: string }) => r.feedback_type_display),
      );
      for (const label of ['Sugestão', 'Reclamação', 'Elogio', 'Relato de Erro', 'Geral']) {
        assert.ok(labels.has(label), label);
      }
      const [c1] = await ctx.db.select().from(s.users).where(eq(s.users.id, ids.c1));
      const row = body.results.find((r: { user: number }) => r.user === ids.c1);
      // Masked in the list (docs/security.md, LGPD).
      assert.equal(row.user_cpf, maskCpf(c1?.cpf as string));
      assert.equal(row.user_name, 'Cliente Um');
    });

    test('search: subject, message, user name, CPF (formatted or not), case-insensitive', async () => {
      const q = async (qs: string) => (await getJson(ctx.app, `${ADMIN_LIST}?${qs}`, t.admin)).json().count;
      assert.equal(await q('search=assunto%2011'), 1);
      assert.equal(await q('search=trava'), 1);
      assert.equal(await q('search=CLIENTE%20TR%C3%8AS'), 7);
      const [c3] = await ctx.db.select().from(s.users).where(eq(s.users.id, ids.c3));
      const cpf = c3?.cpf as string;
      assert.equal(await q(`search=${cpf}`), 7);
      const formatted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
      assert.equal(await q(`search=${encodeURIComponent(formatted)}`), 7);
      assert.equal(await q('search=%25'), 0, 'LIKE wildcards match literally');
      // Words with a number in them are text: the number is not a CPF fragment (it matched every
      // customer whose CPF held those digits).
      const fragment = cpf.slice(3, 5);
      const subjects = Array.from({ length: 12 }, (_, i) => `assunto ${i}`);
      assert.equal(
        await q(`search=${encodeURIComponent(`Assunto ${fragment}`)}`),
        subjects.filter((subject) => subject.includes(`assunto ${fragment}`)).length,
      );
    });

    test('filters: status and type; empty values mean no filter; unknown → 400', async () => {
      const q = async (qs: string) => (await getJson(ctx.app, `${ADMIN_LIST}?${qs}`, t.admin)).json();
      assert.equal((await q('status=CLOSED')).count, 3);
      assert.ok((await q('status=CLOSED')).results.every((r: { status: string }) => r.status === 'CLOSED'));
      assert.equal((await q('type=BUG_REPORT')).count, 2);
      assert.equal((await q('type=PRAISE&status=PENDING')).count, 1);
      assert.equal((await q('type=&status=')).count, 14);
      const bad = await getJson(ctx.app, `${ADMIN_LIST}?status=ABERTO`, t.admin);
      assert.equal(bad.statusCode, 400);
      assert.ok(Array.isArray(bad.json().status));
    });

    test('respond: trims, sets status, records who and when', async () => {
      const [target] = (await getJson(ctx.app, `${ADMIN_LIST}?status=PENDING&page_size=1`, t.admin)).json()
        .results;
      const res = await post(
        ctx.app,
        respondUrl(target.id),
        { response: '  Obrigado pelo retorno!  ', status: 'IN_PROGRESS' },
        t.admin,
      );
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.id, target.id);
      assert.equal(body.admin_response, 'Obrigado pelo retorno!');
      assert.equal(body.status, 'IN_PROGRESS');
      assert.equal(body.responded_by_name, 'Admin Teste');
      assert.ok(Math.abs(Date.parse(body.responded_at) - Date.now()) < 60_000);
      const again = await post(
        ctx.app,
        respondUrl(target.id),
        { response: 'Resolvido.', status: 'CLOSED' },
        t.admin,
      );
      assert.equal(again.json().status, 'CLOSED');
      const defaulted = await post(ctx.app, respondUrl(target.id), { response: 'Ok' }, t.admin);
      assert.equal(defaulted.json().status, 'RESOLVED');
    });

    test('respond: blank response, bad status, unknown id', async () => {
      const [target] = (await getJson(ctx.app, ADMIN_LIST, t.admin)).json().results;
      for (const response of ['', '   \n ']) {
        const res = await post(ctx.app, respondUrl(target.id), { response, status: 'RESOLVED' }, t.admin);
        assert.equal(res.statusCode, 400);
        assert.deepEqual(res.json(), { response: ['A resposta não pode ficar em branco.'] });
      }
      const missing = await post(ctx.app, respondUrl(target.id), { status: 'RESOLVED' }, t.admin);
      assert.deepEqual(missing.json(), { response: ['Este campo é obrigatório.'] });
      const status = await post(ctx.app, respondUrl(target.id), { response: 'x', status: 'DONE' }, t.admin);
      assert.equal(status.statusCode, 400);
      assert.ok(Array.isArray(status.json().status));
      const unknown = await post(ctx.app, respondUrl(999_999), { response: 'x', status: 'CLOSED' }, t.admin);
      assert.equal(unknown.statusCode, 404);
      const badId = await post(ctx.app, respondUrl(99_999_999_999), { response: 'x' }, t.admin);
      assert.equal(badId.statusCode, 400);
    });

    test('ADMIN only: DEALERSHIP and PARCEIRO → 403, customers → 403, anonymous → 401', async () => {
      for (const token of [t.staff, t.partner, t.c1]) {
        const list = await getJson(ctx.app, ADMIN_LIST, token);
        assert.equal(list.statusCode, 403);
        assert.deepEqual(list.json(), { detail: 'Acesso negado' });
        const respond = await post(ctx.app, respondUrl(1), { response: 'x', status: 'CLOSED' }, token);
        assert.equal(respond.statusCode, 403);
      }
      assert.equal((await getJson(ctx.app, ADMIN_LIST)).statusCode, 401);
      assert.equal((await post(ctx.app, respondUrl(1), { response: 'x' })).statusCode, 401);
    });
  });
});
