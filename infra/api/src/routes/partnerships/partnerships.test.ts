import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../../test/helpers.ts';
import { assertImageUploadsRefused, GIF_1PX, multipart, PNG_1PX } from '../../test/multipart.ts';

const BASE = '/api/v1/partnerships';

describe('partnerships endpoints', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-media-'));
  const tokens = { admin: '', staff: '', partner: '' };
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

  before(async () => {
    ctx = await createTestContext({ MEDIA_DIR: mediaDir });
    fx = await insertFixtures(ctx.db);
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  describe('locations', () => {
    test('anonymous 401; list is a DRF page of 100 by default with postal_code = zip_code', async () => {
      assert.equal((await getJson(ctx.app, `${BASE}/locations/`)).statusCode, 401);
      const res = await getJson(ctx.app, `${BASE}/locations/`, tokens.admin);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), [
        'count',
        'count_is_exact',
        'next',
        'previous',
        'results',
        'total_pages',
      ]);
      assert.equal(body.count, 2);
      assert.deepEqual(Object.keys(body.results[0]).sort(), [
        'address',
        'city',
        'country',
        'created_at',
        'id',
        'latitude',
        'longitude',
        'postal_code',
        'state',
        'updated_at',
        'zip_code',
      ]);
    });

    test('create rounds coordinates to 9 decimals (number or string), defaults country', async () => {
      const res = await send('POST', `${BASE}/locations/`, tokens.admin, {
        address: 'Av. Boa Viagem, 100',
        city: 'Recife',
        state: 'PE',
        zip_code: '51011-000',
        latitude: -8.1234567891234,
        longitude: '-34.9',
      });
      assert.equal(res.statusCode, 201, res.body);
      const loc = res.json();
      assert.equal(loc.latitude, '-8.123456789');
      assert.equal(loc.longitude, '-34.900000000');
      assert.equal(loc.country, 'Brasil');
      assert.equal(loc.postal_code, '51011-000');
      const got = await getJson(ctx.app, `${BASE}/locations/${loc.id}/`, tokens.admin);
      assert.equal(got.json().latitude, '-8.123456789');
    });

    test('filters: search and city case-insensitive substring, state exact, zip_code substring', async () => {
      const q = async (query: string) =>
        (await getJson(ctx.app, `${BASE}/locations/?${query}`, tokens.admin)).json().count;
      assert.equal(await q('city=recife'), 2);
      assert.equal(await q('city=RECI'), 2);
      assert.equal(await q('state=PE'), 2);
      assert.equal(await q('state=P'), 0, 'state is exact');
      assert.equal(await q('zip_code=1011'), 1);
      assert.equal(await q('search=viagem'), 1);
      assert.equal(await q('search=%25'), 0);
    });

    test('validation: UF code, zip max 9, required fields, coordinate range', async () => {
      const res = await send('POST', `${BASE}/locations/`, tokens.admin, {
        address: 'Rua X',
        city: 'Cidade',
        state: 'XX',
        zip_code: '1234567890',
      });
      assert.equal(res.statusCode, 400);
      const body = res.json();
      assert.ok(body.state, res.body);
      assert.ok(body.zip_code, res.body);
      const missing = await send('POST', `${BASE}/locations/`, tokens.admin, { state: 'SP' });
      assert.deepEqual(missing.json(), {
        address: ['Este campo é obrigatório.'],
        city: ['Este campo é obrigatório.'],
      });
      const range = await send('POST', `${BASE}/locations/`, tokens.admin, {
        address: 'Rua X',
        city: 'Cidade',
        state: 'SP',
        latitude: '91',
        longitude: 'abc',
      });
      assert.deepEqual(range.json(), {
        latitude: ['Latitude deve estar entre -90 e 90.'],
        longitude: ['Um número válido é necessário.'],
      });
    });

    test('writes are ADMIN-only; reads are scoped to the own dealership/partner', async () => {
      const body = { address: 'Rua Y', city: 'Natal', state: 'RN' };
      assert.equal((await send('POST', `${BASE}/locations/`, tokens.staff, body)).statusCode, 403);
      assert.equal((await send('POST', `${BASE}/locations/`, tokens.partner, body)).statusCode, 403);
      assert.equal((await send('DELETE', `${BASE}/locations/1/`, tokens.partner)).statusCode, 403);
      const staff = (await getJson(ctx.app, `${BASE}/locations/`, tokens.staff)).json();
      assert.deepEqual(
        staff.results.map((l: { city: string }) => l.city),
        ['São Paulo'],
      );
      const [, l2] = (await getJson(ctx.app, `${BASE}/locations/?page_size=2`, tokens.admin)).json().results;
      const other = l2.city === 'São Paulo' ? 1 : l2.id;
      assert.equal((await getJson(ctx.app, `${BASE}/locations/${other}/`, tokens.staff)).statusCode, 404);
    });

    test('update, unknown id 404, delete in use 400, delete free 204', async () => {
      const created = (
        await send('POST', `${BASE}/locations/`, tokens.admin, {
          address: 'Rua Z',
          city: 'Belém',
          state: 'PA',
        })
      ).json();
      const put = await send('PUT', `${BASE}/locations/${created.id}/`, tokens.admin, {
        address: 'Rua Z, 2',
        city: 'Belém',
        state: 'PA',
        latitude: null,
      });
      assert.equal(put.statusCode, 200);
      assert.equal(put.json().address, 'Rua Z, 2');
      assert.equal((await getJson(ctx.app, `${BASE}/locations/99999/`, tokens.admin)).statusCode, 404);
      assert.equal(
        (
          await send('PUT', `${BASE}/locations/99999/`, tokens.admin, {
            address: 'a',
            city: 'b',
            state: 'SP',
          })
        ).statusCode,
        404,
      );
      assert.equal((await send('DELETE', `${BASE}/locations/99999/`, tokens.admin)).statusCode, 404);
      const used = fx.d1.locationId as number;
      const inUse = await send('DELETE', `${BASE}/locations/${used}/`, tokens.admin);
      assert.equal(inUse.statusCode, 400);
      assert.match(inUse.json().detail, /em uso/);
      assert.equal((await send('DELETE', `${BASE}/locations/${created.id}/`, tokens.admin)).statusCode, 204);
      assert.equal(
        (await getJson(ctx.app, `${BASE}/locations/${created.id}/`, tokens.admin)).statusCode,
        404,
      );
    });
  });

  describe('partners', () => {
    test('CRUD with category validation; category filter; PARCEIRO reads only its own', async () => {
      const bad = await send('POST', `${BASE}/partners/`, tokens.admin, { brand_name: '', category: 'xyz' });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(Object.keys(bad.json()).sort(), ['brand_name', 'category']);
      const res = await send('POST', `${BASE}/partners/`, tokens.admin, {
        brand_name: 'Padaria Pão',
        category: 'alimentacao',
      });
      assert.equal(res.statusCode, 201);
      const partner = res.json();
      assert.deepEqual(Object.keys(partner).sort(), [
        'brand_name',
        'category',
        'created_at',
        'id',
        'updated_at',
      ]);
      const filtered = (
        await getJson(ctx.app, `${BASE}/partners/?category=alimentacao`, tokens.admin)
      ).json();
      assert.deepEqual(
        filtered.results.map((p: { brand_name: string }) => p.brand_name),
        ['Padaria Pão'],
      );
      const put = await send('PUT', `${BASE}/partners/${partner.id}/`, tokens.admin, {
        brand_name: 'Padaria Pão Quente',
        category: 'varejo',
      });
      assert.equal(put.json().category, 'varejo');
      assert.equal(
        (
          await send('PUT', `${BASE}/partners/${partner.id}/`, tokens.staff, {
            brand_name: 'x',
            category: 'casa',
          })
        ).statusCode,
        403,
      );
      const own = (await getJson(ctx.app, `${BASE}/partners/`, tokens.partner)).json();
      assert.deepEqual(
        own.results.map((p: { id: number }) => p.id),
        [fx.p1.id],
      );
      assert.equal((await getJson(ctx.app, `${BASE}/partners/${fx.p2.id}/`, tokens.partner)).statusCode, 404);
      assert.equal((await getJson(ctx.app, `${BASE}/partners/`, tokens.staff)).json().count, 0);
      const inUse = await send('DELETE', `${BASE}/partners/${fx.p1.id}/`, tokens.admin);
      assert.equal(inUse.statusCode, 400);
      assert.match(inUse.json().detail, /em uso/);
      assert.equal((await send('DELETE', `${BASE}/partners/${partner.id}/`, tokens.admin)).statusCode, 204);
      assert.equal((await send('DELETE', `${BASE}/partners/${partner.id}/`, tokens.admin)).statusCode, 404);
    });

    test('search matches part of the brand name, any case, wildcards literally', async () => {
      const names = async (query: string) =>
        (await getJson(ctx.app, `${BASE}/partners/?${query}`, tokens.admin))
          .json()
          .results.map((p: { brand_name: string }) => p.brand_name);
      assert.deepEqual(await names('search=RO%20d'), ['Parceiro Dois']);
      assert.deepEqual(await names('search=parceiro&ordering=brand_name'), ['Parceiro Dois', 'Parceiro Um']);
      assert.deepEqual(await names('search=%25'), []);
    });
  });

  describe('dealerships', () => {
    test('create with location_id, nested location on read, unknown location 400', async () => {
      const missing = await send('POST', `${BASE}/dealerships/`, tokens.admin, {
        name: 'Nova',
        cnpj: '33.333.333/0001-33',
        location_id: 99999,
      });
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json(), { location_id: ['Localização não encontrada.'] });
      const res = await send('POST', `${BASE}/dealerships/`, tokens.admin, {
        name: 'Nova Motors',
        cnpj: '33.333.333/0001-33',
        location_id: fx.d2.locationId,
      });
      assert.equal(res.statusCode, 201, res.body);
      const d = res.json();
      assert.equal(d.external_name_ref, null);
      assert.equal(d.location.city, 'Recife');
      assert.equal(d.location.postal_code, null);
      assert.equal(d.location_id, fx.d2.locationId);
      const put = await send('PUT', `${BASE}/dealerships/${d.id}/`, tokens.admin, {
        name: 'Nova Motors',
        cnpj: '33.333.333/0001-33',
        external_name_ref: 'NOVA',
        location_id: fx.d1.locationId,
      });
      assert.equal(put.json().location.city, 'São Paulo');
      const q = async (query: string) =>
        (await getJson(ctx.app, `${BASE}/dealerships/?${query}`, tokens.admin)).json().count;
      assert.equal(await q('name=nova'), 1);
      assert.equal(await q('cnpj=333.333'), 1);
      assert.equal(await q('external_name_ref=nov'), 1);
      assert.equal(await q(''), 3);
      assert.equal((await send('DELETE', `${BASE}/dealerships/${d.id}/`, tokens.admin)).statusCode, 204);
    });

    test('DEALERSHIP reads only its own; writes 403; in-use delete 400', async () => {
      const own = (await getJson(ctx.app, `${BASE}/dealerships/`, tokens.staff)).json();
      assert.deepEqual(
        own.results.map((d: { id: number }) => d.id),
        [fx.d1.id],
      );
      assert.equal(
        (await getJson(ctx.app, `${BASE}/dealerships/${fx.d2.id}/`, tokens.staff)).statusCode,
        404,
      );
      assert.equal(
        (await getJson(ctx.app, `${BASE}/dealerships/${fx.d1.id}/`, tokens.staff)).statusCode,
        200,
      );
      assert.equal((await getJson(ctx.app, `${BASE}/dealerships/`, tokens.partner)).json().count, 0);
      assert.equal((await send('DELETE', `${BASE}/dealerships/${fx.d1.id}/`, tokens.staff)).statusCode, 403);
      const inUse = await send('DELETE', `${BASE}/dealerships/${fx.d1.id}/`, tokens.admin);
      assert.equal(inUse.statusCode, 400);
      assert.match(inUse.json().detail, /em uso/);
      assert.equal(
        (await send('POST', `${BASE}/dealerships/`, tokens.admin, { name: 'x', cnpj: 'y', location_id: 'z' }))
          .statusCode,
        400,
      );
    });
  });

  describe('partner-locations', () => {
    const STORES = `${BASE}/partner-locations/`;

    test('multipart create with a logo: generated key, served under /media with its type', async () => {
      const form = multipart(
        { store_name: 'Loja Nova', partner_id: fx.p1.id, location_id: fx.d2.locationId as number },
        { store_logo: { filename: '../../../etc/passwd.png', contentType: 'image/png', data: PNG_1PX } },
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: STORES,
        headers: { ...auth(tokens.admin), ...form.headers },
        payload: form.payload,
      });
      assert.equal(res.statusCode, 201, res.body);
      const store = res.json();
      assert.match(store.logo, /^\/media\/[0-9a-f-]{36}\.png$/);
      assert.ok(!store.logo.includes('passwd'), 'the client file name is ignored');
      assert.deepEqual(store.partner, { id: fx.p1.id, brand_name: 'Parceiro Um', category: 'Alimentação' });
      assert.deepEqual(Object.keys(store.location).sort(), [
        'address',
        'city',
        'country',
        'id',
        'postal_code',
        'state',
      ]);
      assert.deepEqual(fs.readdirSync(mediaDir), [store.logo.slice('/media/'.length)]);
      const img = await ctx.app.inject({ method: 'GET', url: store.logo });
      assert.equal(img.statusCode, 200);
      assert.equal(img.headers['content-type'], 'image/png');
      // The stored file is the upload re-encoded (pixels only): a PNG, the one on disk.
      assert.deepEqual(img.rawPayload.subarray(0, 8), PNG_1PX.subarray(0, 8));
      assert.deepEqual(
        img.rawPayload,
        fs.readFileSync(path.join(mediaDir, store.logo.slice('/media/'.length))),
      );

      // Replacing the logo removes the old file; other fields are kept when omitted.
      const form2 = multipart(
        { store_name: 'Loja Nova 2' },
        { store_logo: { filename: 'x.gif', contentType: 'image/gif', data: GIF_1PX } },
      );
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `${STORES}${store.id}/`,
        headers: { ...auth(tokens.admin), ...form2.headers },
        payload: form2.payload,
      });
      assert.equal(put.statusCode, 200, put.body);
      assert.equal(put.json().store_name, 'Loja Nova 2');
      assert.equal(put.json().partner_id, fx.p1.id);
      assert.match(put.json().logo, /\.gif$/);
      assert.deepEqual(fs.readdirSync(mediaDir), [put.json().logo.slice('/media/'.length)]);
      assert.equal((await ctx.app.inject({ method: 'GET', url: store.logo })).statusCode, 404);

      assert.equal((await send('DELETE', `${STORES}${store.id}/`, tokens.admin)).statusCode, 204);
      assert.deepEqual(fs.readdirSync(mediaDir), [], 'deleting the store deletes its logo');
    });

    test('media: traversal and unknown keys are 404', async () => {
      for (const url of [
        '/media/../package.json',
        '/media/%2e%2e/%2e%2e/package.json',
        '/media/..%2f..%2fpackage.json',
        '/media/00000000-0000-0000-0000-000000000000.png',
        '/media/',
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 404, url);
      }
    });

    test('disguised upload (text named .png) 415, oversize 413, nothing stored', async () => {
      const fields = { store_name: 'Loja X', partner_id: fx.p1.id, location_id: fx.d2.locationId as number };
      await assertImageUploadsRefused(ctx.app, {
        url: STORES,
        token: tokens.admin,
        fields,
        disguised: 'store_logo',
        oversize: 'store_logo',
      });
      assert.deepEqual(fs.readdirSync(mediaDir), []);
      assert.equal((await getJson(ctx.app, `${STORES}?store_name=Loja%20X`, tokens.admin)).json().count, 0);
    });

    test('validation, JSON body, filters, scope, in-use delete', async () => {
      const bad = await send('POST', STORES, tokens.admin, { store_name: ' ', partner_id: 99999 });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(bad.json(), {
        store_name: ['Este campo é obrigatório.'],
        location_id: ['Este campo é obrigatório.'],
        partner_id: ['Parceiro não encontrado.'],
      });
      const res = await send('POST', STORES, tokens.admin, {
        store_name: 'Quiosque Centro',
        partner_id: fx.p2.id,
        location_id: fx.d1.locationId,
      });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().logo, null);
      const q = async (query: string, token = tokens.admin) =>
        (await getJson(ctx.app, `${STORES}?${query}`, token)).json().count;
      assert.equal(await q(''), 3);
      assert.equal(await q('partner=dois'), 2);
      assert.equal(await q(`partner=${fx.p1.id}`), 1);
      assert.equal(await q('city=são paulo'), 2);
      assert.equal(await q('store_name=QUIOSQUE'), 1);
      assert.equal(await q('', tokens.partner), 1);
      assert.equal(await q('', tokens.staff), 0);
      assert.equal((await getJson(ctx.app, `${STORES}${fx.s2.id}/`, tokens.partner)).statusCode, 404);
      assert.equal((await getJson(ctx.app, `${STORES}${fx.s1.id}/`, tokens.partner)).statusCode, 200);
      assert.equal((await send('POST', STORES, tokens.partner, { store_name: 'x' })).statusCode, 403);
      assert.equal((await send('PUT', `${STORES}99999/`, tokens.admin, { store_name: 'x' })).statusCode, 404);
      const inUse = await send('DELETE', `${STORES}${fx.s1.id}/`, tokens.admin);
      assert.equal(inUse.statusCode, 400);
      assert.match(inUse.json().detail, /em uso/);
      assert.equal((await send('DELETE', `${STORES}${res.json().id}/`, tokens.admin)).statusCode, 204);
    });
  });
});
