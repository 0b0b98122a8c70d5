import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type ErpFixture, startErpFixture } from '@fidelidade/erp-fixture';
import { eq, like } from 'drizzle-orm';
import * as s from '../../../db/schema/index.ts';
import { createErpIntegration } from '../../../services/erp-integration.ts';
import { insertErpTestRules } from '../../../test/erp-helpers.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../../test/helpers.ts';
import { balanceMismatches, balanceOf, batchMismatches } from '../../../test/loyalty-helpers.ts';

const API = '/api/v1/integrations/api';

/**
 * ERP cancellations (docs/api.md, ERP contract): a sale the ERP reports `cancelled` takes back the
 * points it gave; one never credited changes nothing. Driven through the fixture's /__cancel.
 */
describe('ERP cancellations', () => {
  let ctx: TestContext;
  let erp: ErpFixture;
  let admin = '';

  const sync = async (path: 'sync-all-erp/' | 'sync-services/' | 'sync-merchandise-purchase/') => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/${path}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.ok([200, 202].includes(res.statusCode), res.body);
    await ctx.app.integrations.idle();
    const [log] = (await getJson(ctx.app, `${API}/logs/latest/?limit=1`, admin)).json();
    return log as { status: string; records_created: number; records_updated: number };
  };
  const cancel = async (kind: 'services' | 'purchases', externalId: string) => {
    const res = await fetch(`${erp.url}/__cancel`, {
      method: 'POST',
      body: JSON.stringify({ kind, external_id: externalId }),
    });
    assert.equal(res.status, 200);
  };
  const batchOf = async (externalId: string) =>
    (await ctx.db.select().from(s.pointsBatches).where(eq(s.pointsBatches.externalId, externalId)))[0];

  before(async () => {
    erp = await startErpFixture({ customers: 10, services: 12, purchases: 6, pageSize: 5 });
    ctx = await createTestContext({ ERP_RETRY_BASE_MS: 5, ERP_TIMEOUT_MS: 2000 });
    await insertFixtures(ctx.db);
    await insertErpTestRules(ctx.db);
    await createErpIntegration(ctx.db, erp.url);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
  });
  after(async () => {
    await ctx?.close();
    await erp?.close();
  });

  test('a purchase cancelled before it was ever credited credits nothing and reverses nothing', async () => {
    const purchase = erp.dataset.purchases[0]?.external_id ?? '';
    await cancel('purchases', purchase);
    // The complete sync's last log is the merchandise one.
    const log = await sync('sync-all-erp/');
    assert.equal(log.status, 'success');
    assert.equal(log.records_created, erp.dataset.purchases.length - 1);
    assert.equal(log.records_updated, 0);
    assert.equal(await batchOf(`erp:merchandise:${purchase}`), undefined);
    const reversals = await ctx.db
      .select()
      .from(s.pointsLedger)
      .where(like(s.pointsLedger.externalId, 'reversal:%'));
    assert.deepEqual(reversals, []);
  });

  test('sync a service, cancel it in the ERP, sync again: its points are reversed, the log counts it as updated', async () => {
    const service = erp.dataset.services.find((r) => Number(r.amount) >= 100);
    assert.ok(service, 'a service worth points');
    const externalId = `erp:service:${service.external_id}`;
    const credited = await batchOf(externalId);
    assert.ok(credited?.releasedAt && credited.points > 0, 'credited and available by the first sync');
    const balance = await balanceOf(ctx.db, credited.userId);

    await cancel('services', service.external_id);
    const log = await sync('sync-services/');
    assert.equal(log.status, 'success');
    assert.equal(log.records_created, 0);
    assert.equal(log.records_updated, 1, 'the cancelled record counts as updated');

    const reversed = await batchOf(externalId);
    assert.ok(reversed?.reversedAt);
    assert.equal(reversed.remaining, 0);
    assert.equal(reversed.reversed, credited.points);
    const [entry] = await ctx.db
      .select()
      .from(s.pointsLedger)
      .where(eq(s.pointsLedger.externalId, `reversal:${credited.id}`));
    assert.equal(entry?.kind, 'REVERSAL');
    assert.equal(entry?.points, -credited.points);
    assert.equal(entry?.dealershipId, credited.dealershipId);
    assert.match(entry?.description ?? '', /^Crédito cancelado pelo ERP — Serviço realizado: /);
    assert.equal(await balanceOf(ctx.db, credited.userId), balance - credited.points);

    // The record stays at the high-water mark: the next run reads it again and reverses nothing more.
    const again = await sync('sync-services/');
    assert.equal(again.records_updated, 0);
    assert.equal(await balanceOf(ctx.db, credited.userId), balance - credited.points);
    assert.deepEqual(await balanceMismatches(ctx.db), []);
    assert.deepEqual(await batchMismatches(ctx.db), []);
  });
});
