import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import * as s from '../db/schema/index.ts';
import type { insertFixtures } from './fixtures.ts';
import { sessionAccess, type TestContext } from './helpers.ts';
import { voucherCodesFile } from './import-files.ts';
import { auth, credit } from './loyalty-helpers.ts';
import { multipart } from './multipart.ts';
import { dealershipOfferForm } from './offer-form.ts';

const API = '/api/v1';
type Fixtures = Awaited<ReturnType<typeof insertFixtures>>;

/** The calls the voucher-codes tests make: an offer, an upload of codes for it, its run, a redemption. */
export function voucherPoolCalls(ctx: TestContext, fx: Fixtures, admin: () => string) {
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin()) =>
    ctx.app.inject({ method, url: `${API}/${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
  const createOffer = async (title: string) => {
    const res = await call('POST', 'loyalty/admin/offers/', dealershipOfferForm(fx.d1.id, { title }));
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as { id: number; title: string };
  };
  const upload = (query: string, data: Buffer, token = admin()) => {
    const body = multipart({}, { file: { filename: 'codigos.csv', contentType: 'text/csv', data } });
    return ctx.app.inject({
      method: 'POST',
      url: `${API}/imports/?${query}`,
      headers: { ...auth(token), ...body.headers },
      payload: body.payload,
    });
  };
  const runImport = async (id: number, mapping: object) => {
    const started = await call('POST', `imports/${id}/start/`, { mapping });
    assert.equal(started.statusCode, 202, started.body);
    await ctx.app.jobs.idle();
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.idle();
    return (await call('GET', `imports/${id}/`)).json();
  };
  /** Uploads the codes for the offer and runs the import with the guessed mapping. */
  const importCodes = async (offerId: number, codes: string[]) => {
    const res = await upload(`kind=voucher_codes&offer_id=${offerId}`, voucherCodesFile(codes));
    assert.equal(res.statusCode, 201, res.body);
    return runImport(res.json().id, res.json().mapping);
  };
  const redeem = (offerId: number, token: string) =>
    call('POST', 'loyalty/offers/redeem/', { offer_id: offerId }, token);
  const adminOffer = async (id: number) => (await call('GET', `loyalty/admin/offers/${id}/`)).json();
  return { call, createOffer, upload, runImport, importCodes, redeem, adminOffer };
}

/** `n` customers of D1 with 1,000 points each (as batches) and a customer token each. */
export async function customersWithPoints(ctx: TestContext, fx: Fixtures, n: number, firstCpf: number) {
  const rows = await ctx.db
    .insert(s.users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        cpf: String(firstCpf + i),
        fullName: `Cliente Códigos ${i}`,
        dealershipId: fx.d1.id,
      })),
    )
    .returning({ id: s.users.id });
  const tokens: string[] = [];
  for (const row of rows) {
    await credit(ctx.db, row.id, 1000, fx.d1.id);
    tokens.push(await sessionAccess(ctx.app, { id: row.id, userType: 'CLIENTE', sessionVersion: 0 }));
  }
  await ctx.db.execute(sql`select points_open_batches()`);
  return tokens;
}
