import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AuditAction, AuditTargetType } from '@fidelidade/contract/enums';
import { type ErpFixture, startErpFixture } from '@fidelidade/erp-fixture';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as s from '../../db/schema/index.ts';
import { createErpIntegration } from '../../services/erp-integration.ts';
import { type AuditRecord, auditRowsAfter, lastAuditId } from '../../test/audit-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../../test/helpers.ts';
import { credit } from '../../test/loyalty-helpers.ts';

const API = '/api/v1';
const CLIENT_IP = '203.0.113.7';
const HOUR = 3_600_000;
const SECRET = 'segredo-que-nao-se-grava';

describe('audit log: one row per back-office write', () => {
  let ctx: TestContext;
  let erp: ErpFixture;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  let admin = '';
  let adminId = 0;
  let seq = 0;

  before(async () => {
    erp = await startErpFixture({ customers: 3, services: 2, purchases: 2, pageSize: 20 });
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    const [row] = await ctx.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.email, EMAILS.admin));
    adminId = row?.id as number;
  });
  after(async () => {
    await ctx?.app.integrations.idle();
    await ctx?.close();
    await erp?.close();
  });

  /** One request as `token`, from CLIENT_IP with its own request id. */
  async function call(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) {
    const requestId = `audit-test-${++seq}`;
    const res = await ctx.app.inject({
      method,
      url: `${API}/${url}`,
      headers: { authorization: `Bearer ${token}`, 'x-request-id': requestId },
      remoteAddress: CLIENT_IP,
      ...(payload ? { payload } : {}),
    });
    return { res, requestId };
  }

  /** Makes the write and returns its one audit row, after checking who, from where and which request. */
  async function audited(
    expected: { action: AuditAction; targetType: AuditTargetType; status: number },
    write: () => Promise<{ res: LightMyRequestResponse; requestId: string }>,
    actor = { id: adminId, name: 'Admin Teste', role: 'ADMIN' },
  ): Promise<{ row: AuditRecord; body: Record<string, unknown> }> {
    const before = await lastAuditId(ctx.db);
    const { res, requestId } = await write();
    assert.equal(res.statusCode, expected.status, res.body);
    const rows = await auditRowsAfter(ctx.db, before);
    assert.equal(rows.length, 1, `${expected.action} ${expected.targetType}: ${JSON.stringify(rows)}`);
    const row = rows[0] as AuditRecord;
    assert.equal(row.action, expected.action);
    assert.equal(row.targetType, expected.targetType);
    assert.equal(row.actorId, actor.id);
    assert.equal(row.actorName, actor.name);
    assert.equal(row.actorRole, actor.role);
    assert.equal(row.clientIp, CLIENT_IP);
    assert.equal(row.requestId, requestId);
    assert.ok(Date.now() - row.at.getTime() < 60_000);
    assert.doesNotMatch(JSON.stringify(row.changes), /password|senha|segredo|hash|token/i);
    return { row, body: res.body ? (res.json() as Record<string, unknown>) : {} };
  }

  const userForm = (extra: Record<string, unknown> = {}) => ({
    full_name: 'Operadora Auditada',
    email: `operadora${seq}@teste.com.br`,
    cpf: '52998224725',
    user_type: 'DEALERSHIP',
    is_staff: true,
    is_active: true,
    dealership_associated: fx.d1.id,
    password: SECRET,
    password_confirm: SECRET,
    ...extra,
  });

  test('users: create, update (a diff without the password), deactivate, activate, delete', async () => {
    const created = await audited({ action: 'create', targetType: 'user', status: 201 }, () =>
      call('POST', 'users/create/', admin, userForm()),
    );
    const id = created.body.id as number;
    assert.equal(created.row.targetId, String(id));
    assert.deepEqual(created.row.changes.full_name, { before: null, after: 'Operadora Auditada' });

    const updated = await audited({ action: 'update', targetType: 'user', status: 200 }, () =>
      call(
        'PUT',
        `users/${id}/`,
        admin,
        userForm({ full_name: 'Operadora Renomeada', email: created.body.email }),
      ),
    );
    assert.equal(updated.row.targetId, String(id));
    assert.deepEqual(updated.row.changes, {
      full_name: { before: 'Operadora Auditada', after: 'Operadora Renomeada' },
    });

    const off = await audited({ action: 'deactivate', targetType: 'user', status: 200 }, () =>
      call('PATCH', `users/${id}/toggle-status/`, admin, { is_active: false }),
    );
    assert.deepEqual(off.row.changes, { is_active: { before: true, after: false } });
    await audited({ action: 'activate', targetType: 'user', status: 200 }, () =>
      call('PATCH', `users/${id}/toggle-status/`, admin, { is_active: true }),
    );

    // The user writes something, then is deleted: the log does not block the delete, keeps the row.
    const own = await accessToken(ctx.app, created.body.email as string, SECRET);
    const offer = await audited(
      { action: 'create', targetType: 'offer', status: 201 },
      () => call('POST', 'loyalty/admin/offers/', own, offerForm()),
      { id, name: 'Operadora Renomeada', role: 'DEALERSHIP' },
    );
    const deleted = await audited({ action: 'delete', targetType: 'user', status: 204 }, () =>
      call('DELETE', `users/${id}/`, admin),
    );
    assert.deepEqual(deleted.row.changes, {
      full_name: { before: 'Operadora Renomeada', after: null },
      user_type: { before: 'DEALERSHIP', after: null },
    });
    const kept = (await auditRowsAfter(ctx.db, offer.row.id - 1))[0];
    assert.equal(kept?.actorId, id);
    assert.equal(kept?.actorName, 'Operadora Renomeada');
  });

  const offerForm = (extra: Record<string, unknown> = {}) => ({
    title: 'Oferta auditada',
    offer_type: 'GIFT',
    points_cost: 10,
    valid_from: new Date(Date.now() - HOUR).toISOString(),
    valid_until: new Date(Date.now() + 48 * HOUR).toISOString(),
    gift_description: 'Brinde',
    location_type: 'dealership',
    dealership: fx.d1.id,
    ...extra,
  });

  test('offers: create, update with the changed fields, delete with what was deleted', async () => {
    const created = await audited({ action: 'create', targetType: 'offer', status: 201 }, () =>
      call('POST', 'loyalty/admin/offers/', admin, offerForm()),
    );
    const id = created.body.id as number;
    assert.equal(created.row.targetId, String(id));
    assert.deepEqual(created.row.changes.title, { before: null, after: 'Oferta auditada' });
    const updated = await audited({ action: 'update', targetType: 'offer', status: 200 }, () =>
      call(
        'PUT',
        `loyalty/admin/offers/${id}/`,
        admin,
        offerForm({ title: 'Oferta revista', points_cost: 12 }),
      ),
    );
    assert.deepEqual(updated.row.changes.title, { before: 'Oferta auditada', after: 'Oferta revista' });
    assert.deepEqual(updated.row.changes.points_cost, { before: 10, after: 12 });
    assert.equal(updated.row.changes.description, undefined, 'unchanged fields are left out');
    const deleted = await audited({ action: 'delete', targetType: 'offer', status: 204 }, () =>
      call('DELETE', `loyalty/admin/offers/${id}/`, admin),
    );
    assert.deepEqual(deleted.row.changes.title, { before: 'Oferta revista', after: null });
  });

  test('partnerships: create, update and delete of each settings resource', async () => {
    const location = await audited({ action: 'create', targetType: 'location', status: 201 }, () =>
      call('POST', 'partnerships/locations/', admin, {
        address: 'Rua Auditada, 1',
        city: 'Natal',
        state: 'RN',
      }),
    );
    const locationId = location.body.id as number;
    const moved = await audited({ action: 'update', targetType: 'location', status: 200 }, () =>
      call('PUT', `partnerships/locations/${locationId}/`, admin, {
        address: 'Rua Auditada, 1',
        city: 'Mossoró',
        state: 'RN',
      }),
    );
    assert.deepEqual(moved.row.changes, { city: { before: 'Natal', after: 'Mossoró' } });

    const partner = await audited({ action: 'create', targetType: 'partner', status: 201 }, () =>
      call('POST', 'partnerships/partners/', admin, { brand_name: 'Marca Auditada', category: 'varejo' }),
    );
    const partnerId = partner.body.id as number;
    const renamed = await audited({ action: 'update', targetType: 'partner', status: 200 }, () =>
      call('PUT', `partnerships/partners/${partnerId}/`, admin, {
        brand_name: 'Marca Nova',
        category: 'varejo',
      }),
    );
    assert.deepEqual(renamed.row.changes, { brand_name: { before: 'Marca Auditada', after: 'Marca Nova' } });

    const dealership = await audited({ action: 'create', targetType: 'dealership', status: 201 }, () =>
      call('POST', 'partnerships/dealerships/', admin, {
        name: 'Concessionária Auditada',
        cnpj: '44.444.444/0001-44',
        location_id: locationId,
      }),
    );
    const store = await audited({ action: 'create', targetType: 'partner_location', status: 201 }, () =>
      call('POST', 'partnerships/partner-locations/', admin, {
        store_name: 'Loja Auditada',
        partner_id: partnerId,
        location_id: locationId,
      }),
    );
    for (const [path, id, targetType] of [
      ['partner-locations', store.body.id, 'partner_location'],
      ['dealerships', dealership.body.id, 'dealership'],
      ['partners', partnerId, 'partner'],
      ['locations', locationId, 'location'],
    ] as const) {
      const deleted = await audited({ action: 'delete', targetType, status: 204 }, () =>
        call('DELETE', `partnerships/${path}/${id}/`, admin),
      );
      assert.equal(deleted.row.targetId, String(id));
      assert.notDeepEqual(deleted.row.changes, {});
    }
  });

  test('voucher burn, feedback answer and notification send', async () => {
    const [offer] = await ctx.db
      .select({ id: s.offers.id })
      .from(s.offers)
      .where(eq(s.offers.dealershipId, fx.d1.id));
    const [voucher] = await ctx.db
      .insert(s.redemptions)
      .values({
        userId: fx.c1,
        offerId: offer?.id as number,
        pointsSpent: 100,
        voucherCode: 'AUD-1',
        dealershipId: fx.d1.id,
      })
      .returning();
    const burn = await audited({ action: 'burn', targetType: 'voucher', status: 200 }, () =>
      call('POST', 'loyalty/vouchers/use/', admin, { voucher_code: 'AUD-1', reference_code: 'NF-77' }),
    );
    assert.equal(burn.row.targetId, String(voucher?.id));
    assert.deepEqual(burn.row.changes.is_used, { before: false, after: true });
    assert.deepEqual(burn.row.changes.reference_code, { before: null, after: 'NF-77' });

    const [feedback] = await ctx.db
      .insert(s.feedbacks)
      .values({ userId: fx.c1, subject: 'Atendimento', message: 'Demorou' })
      .returning();
    const answer = await audited({ action: 'answer', targetType: 'feedback', status: 200 }, () =>
      call('POST', `communications/admin/feedback/${feedback?.id}/respond/`, admin, {
        response: 'Obrigado!',
      }),
    );
    assert.deepEqual(answer.row.changes.status, { before: 'PENDING', after: 'RESOLVED' });
    assert.deepEqual(answer.row.changes.admin_response, { before: null, after: 'Obrigado!' });

    const push = await audited({ action: 'send', targetType: 'notification', status: 201 }, () =>
      call('POST', 'communications/admin/send-push-notification/', admin, { title: 'Oi', message: 'Aviso' }),
    );
    const notification = push.body.notification as { id: number };
    assert.equal(push.row.targetId, String(notification.id));
  });

  test('ERP: sync starts and API config (de)activation', async () => {
    const { config, tasks } = await createErpIntegration(ctx.db, erp.url);
    const task = tasks.find((t) => t.taskType === 'CUSTOMERS');
    const all = await audited({ action: 'sync_start', targetType: 'integration_task', status: 200 }, () =>
      call('POST', 'integrations/api/sync-all-erp/', admin),
    );
    assert.equal(all.row.targetId, 'CUSTOMERS,SERVICES,MERCHANDISE');
    const one = await audited({ action: 'sync_start', targetType: 'integration_task', status: 202 }, () =>
      call('POST', 'integrations/api/sync-customers/', admin),
    );
    assert.equal(one.row.targetId, 'CUSTOMERS');
    await ctx.app.integrations.idle();
    const execute = await audited({ action: 'sync_start', targetType: 'integration_task', status: 202 }, () =>
      call('POST', `integrations/api/tasks/${task?.id}/execute/`, admin),
    );
    assert.equal(execute.row.targetId, String(task?.id));
    await ctx.app.integrations.idle();

    const off = await audited({ action: 'deactivate', targetType: 'api_config', status: 200 }, () =>
      call('POST', `integrations/api/api-configs/${config.id}/disable/`, admin),
    );
    assert.equal(off.row.targetId, String(config.id));
    await audited({ action: 'activate', targetType: 'api_config', status: 200 }, () =>
      call('POST', `integrations/api/api-configs/${config.id}/enable/`, admin),
    );
  });

  test('nothing is recorded for refused writes, reads, customer-app writes and sign-ins', async () => {
    const before = await lastAuditId(ctx.db);
    const staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    assert.equal(
      (await call('POST', 'partnerships/partners/', staff, { brand_name: 'X', category: 'y' })).res
        .statusCode,
      403,
    );
    assert.equal(
      (await call('PUT', 'partnerships/partners/999999/', admin, { brand_name: 'X', category: 'varejo' })).res
        .statusCode,
      404,
    );
    assert.equal((await call('POST', 'users/create/', admin, userForm({ cpf: '123' }))).res.statusCode, 400);

    const [client] = await ctx.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.email, EMAILS.client));
    await credit(ctx.db, client?.id as number, 500, fx.d2.id);
    const [offer] = await ctx.db
      .insert(s.offers)
      .values({
        title: 'Resgate do cliente',
        offerType: 'GIFT',
        pointsCost: 1,
        dealershipId: fx.d2.id,
        validFrom: new Date(Date.now() - HOUR),
        validUntil: new Date(Date.now() + HOUR),
      })
      .returning();
    const login = await ctx.app.inject({
      method: 'POST',
      url: `${API}/users/auth/login/`,
      payload: { email: EMAILS.client, password: PASSWORD },
    });
    assert.equal(login.statusCode, 200, login.body);
    const customer = login.json<{ access: string }>().access;
    assert.equal(
      (await call('POST', 'loyalty/offers/redeem/', customer, { offer_id: offer?.id })).res.statusCode,
      201,
    );
    const feedback = await call('POST', 'communications/feedbacks/', customer, {
      subject: 'Oi',
      message: 'Tudo bem',
    });
    assert.equal(feedback.res.statusCode, 201);
    assert.deepEqual(await auditRowsAfter(ctx.db, before), []);
  });
});
