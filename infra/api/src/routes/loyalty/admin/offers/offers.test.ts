import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as s from '../../../../db/schema/index.ts';
import { FIELD_MESSAGES } from '../../../../domain/form-fields.ts';
import { OFFER_MESSAGES } from '../../../../domain/offer-form.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../../../test/fixtures.ts';
import {
  accessToken,
  createTestContext,
  getJson,
  sessionAccess,
  type TestContext,
} from '../../../../test/helpers.ts';
import {
  assertImageUploadsRefused,
  GIF_1PX,
  JPEG_1PX,
  multipart,
  PNG_1PX,
} from '../../../../test/multipart.ts';

const ADMIN = '/api/v1/loyalty/admin/offers/';
const LIST = '/api/v1/loyalty/admin/offers/list/';
const TARGETS = '/api/v1/loyalty/admin/offers/available-partners/';
const PUBLIC = '/api/v1/loyalty/offers/';
const DAY = 86_400_000;

/** Wall clock and ISO weekday (1 = Monday) in São Paulo, now. */
function saoPauloNow(offsetMinutes = 0) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(new Date(Date.now() + offsetMinutes * 60_000));
  const get = (type: string) => parts.find((p) => p.type === type)?.value as string;
  const isoDay = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return { time: `${get('hour')}:${get('minute')}`, isoDay };
}

describe('offers endpoints', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-offers-media-'));
  const tokens = { admin: '', staff: '', partner: '', client: '' };
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const window = () => ({
    valid_from: new Date(Date.now() - DAY).toISOString(),
    valid_until: new Date(Date.now() + DAY).toISOString(),
  });
  const gift = (extra: Record<string, unknown> = {}) => ({
    title: 'Brinde teste',
    offer_type: 'GIFT',
    points_cost: 10,
    ...window(),
    dealership: fx.d1.id,
    ...extra,
  });

  before(async () => {
    ctx = await createTestContext({ MEDIA_DIR: mediaDir });
    fx = await insertFixtures(ctx.db);
    tokens.admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    tokens.staff = await accessToken(ctx.app, EMAILS.staff, PASSWORD);
    tokens.partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    const [client] = await ctx.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.email, EMAILS.client));
    tokens.client = await sessionAccess(ctx.app, {
      id: client?.id as number,
      userType: 'CLIENTE',
      sessionVersion: 0,
    });
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  describe('POST loyalty/admin/offers/', () => {
    test('anonymous 401; CLIENTE 403', async () => {
      assert.equal((await ctx.app.inject({ method: 'POST', url: ADMIN, payload: gift() })).statusCode, 401);
      assert.equal((await send('POST', ADMIN, tokens.client, gift())).statusCode, 403);
    });

    test('multipart with images: defaults, generated keys, client file names ignored', async () => {
      const form = multipart(
        {
          title: 'Lavagem premium',
          description: 'Lavagem completa',
          offer_type: 'CUPOM_DESCONTO',
          points_cost: 150,
          ...window(),
          location_type: 'dealership',
          dealership: fx.d1.id,
          discount_percentage: '12.5',
          gasoline_price: '5.00',
        },
        {
          display_logo: { filename: '../../evil.png', contentType: 'image/png', data: PNG_1PX },
          item_image: { filename: 'item.jpg', contentType: 'application/octet-stream', data: GIF_1PX },
        },
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: ADMIN,
        headers: { ...auth(tokens.admin), ...form.headers },
        payload: form.payload,
      });
      assert.equal(res.statusCode, 201, res.body);
      const offer = res.json();
      assert.equal(offer.title, 'Lavagem premium');
      assert.equal(offer.discount_percentage, '12.50');
      assert.equal(offer.gasoline_price, null, 'fields of other types are dropped');
      assert.equal(offer.is_active, true);
      assert.equal(offer.auto_notify, true);
      assert.equal(offer.max_redemptions, 1);
      assert.equal(offer.is_valid_now, true);
      assert.equal(offer.location_type, 'dealership');
      assert.equal(offer.dealership_name, 'Concessionária Um');
      assert.match(offer.display_logo, /^\/media\/[0-9a-f-]{36}\.png$/);
      assert.match(offer.item_image, /^\/media\/[0-9a-f-]{36}\.gif$/, 'type from magic bytes, not the name');
      assert.equal(fs.readdirSync(mediaDir).length, 2);
      const img = await ctx.app.inject({ method: 'GET', url: offer.item_image });
      assert.equal(img.headers['content-type'], 'image/gif');

      // PUT with a new display_logo replaces the file; item_image absent → kept.
      const form2 = multipart(
        {
          title: 'Lavagem premium 2',
          offer_type: 'GIFT',
          points_cost: 0,
          ...window(),
          dealership: fx.d1.id,
          max_redemptions: '',
        },
        { display_logo: { filename: 'a.jpg', contentType: 'image/jpeg', data: JPEG_1PX } },
      );
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `${ADMIN}${offer.id}/`,
        headers: { ...auth(tokens.admin), ...form2.headers },
        payload: form2.payload,
      });
      assert.equal(put.statusCode, 200, put.body);
      const updated = put.json();
      assert.equal(updated.discount_percentage, null);
      assert.equal(updated.max_redemptions, null, 'blank max_redemptions = no limit');
      assert.match(updated.display_logo, /\.jpg$/);
      assert.equal(updated.item_image, offer.item_image);
      assert.equal((await ctx.app.inject({ method: 'GET', url: offer.display_logo })).statusCode, 404);
      assert.equal(fs.readdirSync(mediaDir).length, 2);

      assert.equal((await send('DELETE', `${ADMIN}${offer.id}/`, tokens.admin)).statusCode, 204);
      assert.equal(fs.readdirSync(mediaDir).length, 0, 'deleting the offer deletes its images');
    });

    test('disguised image 415 and oversize 413 store nothing', async () => {
      const fields = { title: 'X', offer_type: 'GIFT', points_cost: 1, ...window(), dealership: fx.d1.id };
      await assertImageUploadsRefused(ctx.app, {
        url: ADMIN,
        token: tokens.admin,
        fields,
        disguised: 'display_logo',
        oversize: 'item_image',
      });
      assert.deepEqual(fs.readdirSync(mediaDir), []);
      const count = (await getJson(ctx.app, `${LIST}?search=X`, tokens.admin)).json().count;
      assert.equal(count, 0);
    });

    test('required fields and their messages', async () => {
      const res = await send('POST', ADMIN, tokens.admin, {});
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), {
        title: [OFFER_MESSAGES.title],
        offer_type: ['Este campo é obrigatório.'],
        points_cost: [OFFER_MESSAGES.pointsCost],
        valid_from: [OFFER_MESSAGES.validFrom],
        valid_until: [OFFER_MESSAGES.validUntil],
        location: [OFFER_MESSAGES.target],
      });
      const order = await send('POST', ADMIN, tokens.admin, {
        ...gift(),
        points_cost: -1,
        valid_from: '2026-05-02T10:00',
        valid_until: '2026-05-01T10:00',
      });
      assert.deepEqual(order.json(), {
        points_cost: [OFFER_MESSAGES.pointsCost],
        valid_until: [OFFER_MESSAGES.validOrder],
      });
      const badType = await send(
        'POST',
        ADMIN,
        tokens.admin,
        gift({ offer_type: 'OUTRO', valid_from: 'ontem' }),
      );
      assert.deepEqual(Object.keys(badType.json()).sort(), ['offer_type', 'valid_from']);
    });

    test('type-specific rules: gasoline, discount, time restriction, limits', async () => {
      const gas = await send(
        'POST',
        ADMIN,
        tokens.admin,
        gift({ offer_type: 'GASOLINE_SPECIAL', max_liters: 0 }),
      );
      assert.deepEqual(gas.json(), {
        gasoline_price: [OFFER_MESSAGES.gasolinePrice],
        gasoline_type: [OFFER_MESSAGES.gasolineType],
        max_liters: [OFFER_MESSAGES.maxLiters],
      });
      const gas2 = await send(
        'POST',
        ADMIN,
        tokens.admin,
        gift({ offer_type: 'GASOLINE_SPECIAL', gasoline_price: '0', gasoline_type: 'Querosene' }),
      );
      assert.deepEqual(gas2.json(), {
        gasoline_price: [OFFER_MESSAGES.gasolinePrice],
        gasoline_type: [OFFER_MESSAGES.gasolineTypeInvalid],
      });
      // More places than the column keeps is refused, never rounded (5,499 is not 5,50).
      const gasPlaces = await send(
        'POST',
        ADMIN,
        tokens.admin,
        gift({
          offer_type: 'GASOLINE_SPECIAL',
          gasoline_price: 5.499,
          gasoline_type: 'Etanol',
          max_liters: '40.555',
        }),
      );
      assert.deepEqual(gasPlaces.json(), {
        gasoline_price: [FIELD_MESSAGES.places(2)],
        max_liters: [FIELD_MESSAGES.places(2)],
      });
      const gasOk = await send(
        'POST',
        ADMIN,
        tokens.admin,
        gift({
          offer_type: 'GASOLINE_SPECIAL',
          gasoline_price: '5.49',
          gasoline_type: 'Diesel S-10',
          max_liters: '40.5',
        }),
      );
      assert.equal(gasOk.statusCode, 201, gasOk.body);
      assert.equal(gasOk.json().gasoline_price, '5.49');
      assert.equal(gasOk.json().max_liters, 40.5, 'fractional litres are kept');
      const tooMuch = await send(
        'POST',
        ADMIN,
        tokens.admin,
        gift({ offer_type: 'CUPOM_DESCONTO', discount_percentage: '15.555' }),
      );
      assert.deepEqual(tooMuch.json(), { discount_percentage: [FIELD_MESSAGES.places(2)] });
      for (const type of ['CUPOM_DESCONTO', 'VOUCHER_RELAMPAGO', 'PARTNER_DISCOUNT']) {
        for (const pct of [undefined, 0, '100.01', 'abc']) {
          const res = await send(
            'POST',
            ADMIN,
            tokens.admin,
            gift({ offer_type: type, discount_percentage: pct }),
          );
          assert.deepEqual(res.json(), { discount_percentage: [OFFER_MESSAGES.discount] }, `${type} ${pct}`);
        }
      }
      const hundred = await send(
        'POST',
        ADMIN,
        tokens.admin,
        gift({ offer_type: 'CUPOM_DESCONTO', discount_percentage: 100 }),
      );
      assert.equal(hundred.json().discount_percentage, '100.00');
      const timeless = await send('POST', ADMIN, tokens.admin, gift({ time_restricted: 'true' }));
      assert.deepEqual(timeless.json(), {
        start_time: [OFFER_MESSAGES.startTime],
        end_time: [OFFER_MESSAGES.endTime],
        valid_days: [OFFER_MESSAGES.validDays],
      });
      const badDays = await send(
        'POST',
        ADMIN,
        tokens.admin,
        gift({ time_restricted: true, start_time: '25:00', end_time: '10:00', valid_days: '1,8' }),
      );
      assert.deepEqual(badDays.json(), {
        start_time: ['Formato de horário inválido. Use HH:MM.'],
        valid_days: [OFFER_MESSAGES.validDaysInvalid],
      });
      const limits = await send(
        'POST',
        ADMIN,
        tokens.admin,
        gift({ max_redemptions: 0, is_active: 'talvez' }),
      );
      assert.deepEqual(limits.json(), {
        max_redemptions: ['Certifique-se de que este valor seja maior ou igual a 1.'],
        is_active: ['Deve ser um valor booleano válido.'],
      });
      const timed = await send(
        'POST',
        ADMIN,
        tokens.admin,
        gift({
          time_restricted: true,
          start_time: '08:00',
          end_time: '12:30:00',
          valid_days: '5,1,1',
          max_redemptions: 3,
        }),
      );
      assert.equal(timed.statusCode, 201, timed.body);
      const t = timed.json();
      assert.deepEqual(
        { start: t.start_time, end: t.end_time, days: t.valid_days, max: t.max_redemptions },
        { start: '08:00', end: '12:30', days: '1,5', max: 3 },
      );
      const unknown = await send('POST', ADMIN, tokens.admin, gift({ dealership: 99999 }));
      assert.deepEqual(unknown.json(), { dealership: ['Concessionária não encontrada.'] });
      const unknownStore = await send(
        'POST',
        ADMIN,
        tokens.admin,
        gift({ dealership: undefined, partner_location: 99999 }),
      );
      assert.deepEqual(unknownStore.json(), { partner_location: ['Loja de parceiro não encontrada.'] });
    });

    test('roles: DEALERSHIP only its dealership, PARCEIRO only its stores', async () => {
      assert.equal((await send('POST', ADMIN, tokens.staff, gift({ dealership: fx.d2.id }))).statusCode, 403);
      assert.equal(
        (await send('POST', ADMIN, tokens.staff, gift({ dealership: undefined, partner_location: fx.s1.id })))
          .statusCode,
        403,
      );
      assert.equal((await send('POST', ADMIN, tokens.staff, gift({ title: 'Da conc' }))).statusCode, 201);
      const store = (id: number) => gift({ dealership: undefined, partner_location: id, title: 'Da loja' });
      assert.equal((await send('POST', ADMIN, tokens.partner, store(fx.s2.id))).statusCode, 403);
      assert.equal((await send('POST', ADMIN, tokens.partner, gift())).statusCode, 403);
      const ok = await send('POST', ADMIN, tokens.partner, store(fx.s1.id));
      assert.equal(ok.statusCode, 201);
      assert.equal(ok.json().partner_location_name, 'Loja Um');
      assert.equal(ok.json().location_type, 'partner');
    });
  });

  describe('PUT/DELETE loyalty/admin/offers/{id}/', () => {
    test('object-level scope: another dealership’s offer is 404, moving to it is 403', async () => {
      const other = (
        await send('POST', ADMIN, tokens.admin, gift({ dealership: fx.d2.id, title: 'Outra' }))
      ).json();
      const own = (await send('POST', ADMIN, tokens.staff, gift({ title: 'Própria' }))).json();
      assert.equal((await send('PUT', `${ADMIN}${other.id}/`, tokens.staff, gift())).statusCode, 404);
      assert.equal((await send('DELETE', `${ADMIN}${other.id}/`, tokens.staff)).statusCode, 404);
      assert.equal(
        (await send('PUT', `${ADMIN}${own.id}/`, tokens.staff, gift({ dealership: fx.d2.id }))).statusCode,
        403,
      );
      assert.equal((await send('PUT', `${ADMIN}${own.id}/`, tokens.partner, gift())).statusCode, 404);
      const put = await send(
        'PUT',
        `${ADMIN}${own.id}/`,
        tokens.staff,
        gift({ title: 'Própria 2', is_active: false }),
      );
      assert.equal(put.statusCode, 200);
      assert.deepEqual([put.json().title, put.json().is_active], ['Própria 2', false]);
      const invalid = await send('PUT', `${ADMIN}${own.id}/`, tokens.staff, gift({ title: '' }));
      assert.deepEqual(invalid.json(), { title: [OFFER_MESSAGES.title] });
      assert.equal((await send('PUT', `${ADMIN}99999/`, tokens.admin, gift())).statusCode, 404);
      assert.equal((await send('DELETE', `${ADMIN}99999/`, tokens.admin)).statusCode, 404);
      assert.equal((await send('DELETE', `${ADMIN}${own.id}/`, tokens.staff)).statusCode, 204);
      assert.equal((await send('DELETE', `${ADMIN}${other.id}/`, tokens.admin)).statusCode, 204);
    });

    test('an offer with redemptions cannot be deleted (400, deactivate it instead)', async () => {
      const [redeemed] = await ctx.db.select({ id: s.redemptions.offerId }).from(s.redemptions).limit(1);
      const res = await send('DELETE', `${ADMIN}${redeemed?.id}/`, tokens.admin);
      assert.equal(res.statusCode, 400);
      assert.match(res.json().detail, /possui resgates e não pode ser excluída/);
    });
  });

  describe('GET available-partners', () => {
    test('scoped by role, with location labels', async () => {
      assert.equal((await getJson(ctx.app, TARGETS)).statusCode, 401);
      const admin = (await getJson(ctx.app, TARGETS, tokens.admin)).json();
      assert.equal(admin.partner_locations.length, 2);
      assert.equal(admin.dealerships.length, 2);
      assert.deepEqual(
        admin.dealerships.find((d: { id: number }) => d.id === fx.d1.id),
        {
          id: fx.d1.id,
          name: 'Concessionária Um',
          location: 'Rua A, 1 - São Paulo - SP',
        },
      );
      const staff = (await getJson(ctx.app, TARGETS, tokens.staff)).json();
      assert.deepEqual(
        [staff.partner_locations.length, staff.dealerships.map((d: { id: number }) => d.id)],
        [0, [fx.d1.id]],
      );
      const partner = (await getJson(ctx.app, TARGETS, tokens.partner)).json();
      assert.deepEqual(
        [partner.partner_locations.map((d: { id: number }) => d.id), partner.dealerships.length],
        [[fx.s1.id], 0],
      );
      // A store names its partner: the offers list's place filter offers partners too.
      assert.deepEqual(partner.partner_locations[0], {
        id: fx.s1.id,
        name: 'Loja Um',
        location: 'Rua A, 1 - São Paulo - SP',
        partner_id: fx.p1.id,
        partner_name: 'Parceiro Um',
      });
    });
  });

  describe('GET list and is_valid_now', () => {
    const ids: Record<string, number> = {};
    before(async () => {
      const now = saoPauloNow();
      const hhmm = (min: number) => saoPauloNow(min).time;
      const make = async (key: string, extra: Record<string, unknown>) => {
        const res = await send('POST', ADMIN, tokens.admin, gift({ title: `Janela ${key}`, ...extra }));
        assert.equal(res.statusCode, 201, res.body);
        ids[key] = res.json().id;
      };
      await make('aberta', {});
      await make('futura', {
        valid_from: new Date(Date.now() + DAY).toISOString(),
        valid_until: new Date(Date.now() + 2 * DAY).toISOString(),
      });
      await make('expirada', {
        valid_from: new Date(Date.now() - 2 * DAY).toISOString(),
        valid_until: new Date(Date.now() - DAY).toISOString(),
      });
      const allDays = '1,2,3,4,5,6,7';
      await make('horario', {
        time_restricted: true,
        start_time: hhmm(-60),
        end_time: hhmm(60),
        valid_days: allDays,
      });
      await make('fora', {
        time_restricted: true,
        start_time: hhmm(120),
        end_time: hhmm(180),
        valid_days: allDays,
      });
      const otherDays = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== now.isoDay).join(',');
      await make('hoje', {
        time_restricted: true,
        start_time: '00:00',
        end_time: '23:59',
        valid_days: String(now.isoDay),
      });
      await make('outro-dia', {
        time_restricted: true,
        start_time: '00:00',
        end_time: '23:59',
        valid_days: otherDays,
      });
      await make('inativa', { is_active: false });
    });

    test('is_valid_now: window, time restriction and weekday in São Paulo time', async () => {
      const body = (await getJson(ctx.app, `${LIST}?search=Janela&page_size=100`, tokens.admin)).json();
      const valid = Object.fromEntries(
        body.results.map((o: { title: string; is_valid_now: boolean }) => [o.title.slice(7), o.is_valid_now]),
      );
      assert.deepEqual(valid, {
        aberta: true,
        futura: false,
        expirada: false,
        horario: true,
        fora: false,
        hoje: true,
        'outro-dia': false,
        inativa: true,
      });
    });

    test('the weekday and the hour are read on the São Paulo clock, not UTC', async () => {
      const res = await send(
        'POST',
        ADMIN,
        tokens.admin,
        gift({
          title: 'Domingo à noite',
          valid_from: '2025-01-01T00:00:00-03:00',
          valid_until: '2030-01-01T00:00:00-03:00',
          time_restricted: true,
          start_time: '22:00',
          end_time: '23:00',
          valid_days: '7',
        }),
      );
      const id = res.json().id;
      const at = async (iso: string) =>
        (await ctx.app.offersRepository.get(id, { audience: { kind: 'all' } }, new Date(iso)))?.isValidNow;
      // Sunday 22:30 in São Paulo is Monday 01:30 UTC.
      assert.equal(await at('2026-01-05T01:30:00Z'), true);
      // Sunday 22:30 UTC is 19:30 in São Paulo: outside the time window.
      assert.equal(await at('2026-01-04T22:30:00Z'), false);
      // Monday 22:30 in São Paulo: wrong weekday.
      assert.equal(await at('2026-01-06T01:30:00Z'), false);
      // Overnight window 22:00–02:00: 01:00 is inside.
      await send('PUT', `${ADMIN}${id}/`, tokens.admin, {
        ...gift({ valid_from: '2025-01-01T00:00:00Z', valid_until: '2030-01-01T00:00:00Z' }),
        time_restricted: true,
        start_time: '22:00',
        end_time: '02:00',
        valid_days: '1,2,3,4,5,6,7',
      });
      assert.equal(await at('2026-01-05T04:00:00Z'), true);
      assert.equal(await at('2026-01-05T06:00:00Z'), false);
      assert.equal((await send('DELETE', `${ADMIN}${id}/`, tokens.admin)).statusCode, 204);
    });

    test('filters valid_only (in SQL, paging right), active_only, type, search; default page 10', async () => {
      const q = async (query: string, token = tokens.admin) =>
        (await getJson(ctx.app, `${LIST}?${query}`, token)).json();
      const validOnly = await q('search=Janela&valid_only=true&page_size=2');
      assert.equal(validOnly.count, 4);
      assert.equal(validOnly.total_pages, 2);
      assert.equal(
        (await q('search=Janela&valid_only=true&active_only=true')).count,
        3,
        'the inactive one is valid but not active',
      );
      assert.equal((await q('search=Janela&active_only=true')).count, 7);
      assert.equal((await q('type=GASOLINE_SPECIAL')).count, 1);
      assert.equal((await q('type=NOPE')).count, undefined);
      const all = await q('');
      assert.equal(all.results.length, 10);
      assert.ok(all.count > 10);
      assert.deepEqual(Object.keys(all.results[0]).sort(), [
        'audience_id',
        'audience_name',
        'auto_notify',
        'awaiting_approval',
        'budget_amount',
        'budget_points',
        'budget_redemptions',
        'created_at',
        'customer_limit',
        'customer_limit_period',
        'dealership_id',
        'dealership_name',
        'description',
        'discount_percentage',
        'display_logo',
        'end_time',
        'gasoline_price',
        'gasoline_type',
        'gift_description',
        'id',
        'is_active',
        'is_valid_now',
        'item_image',
        'location_type',
        'max_liters',
        'max_redemptions',
        'notification_message',
        'offer_type',
        'partner_id',
        'partner_location_id',
        'partner_location_name',
        'partner_name',
        'points_cost',
        'redemption_cost',
        'remaining_amount',
        'remaining_points',
        'remaining_redemptions',
        'sold_out',
        'start_time',
        'time_restricted',
        'title',
        'updated_at',
        'used_amount',
        'used_points',
        'used_redemptions',
        'valid_days',
        'valid_from',
        'valid_until',
        'voucher_codes_free',
        'voucher_codes_total',
      ]);
      const partner = await q('page_size=100', tokens.partner);
      assert.ok(
        partner.results.every((o: { partner_location_id: number }) => o.partner_location_id === fx.s1.id),
      );
      const staff = await q('page_size=100', tokens.staff);
      assert.ok(staff.results.every((o: { dealership_id: number }) => o.dealership_id === fx.d1.id));
      assert.equal((await getJson(ctx.app, LIST)).statusCode, 401);
    });

    test('customer GET loyalty/offers/: any valid token, active and valid only, own dealership', async () => {
      assert.equal((await getJson(ctx.app, PUBLIC)).statusCode, 401);
      assert.equal((await getJson(ctx.app, PUBLIC, 'not-a-token')).statusCode, 401);
      const d2Offer = (
        await send('POST', ADMIN, tokens.admin, gift({ dealership: fx.d2.id, title: 'Só D2' }))
      ).json();
      const list = (await getJson(ctx.app, `${PUBLIC}?page_size=100`, tokens.client)).json();
      const titles = list.results.map((o: { title: string }) => o.title);
      assert.ok(titles.includes('Só D2'));
      assert.ok(titles.includes('Café grátis'), 'partner-store offers are for everyone');
      assert.ok(!titles.includes('Kit de limpeza'), 'another dealership’s offer is hidden');
      assert.ok(!titles.some((t: string) => ['Janela futura', 'Janela inativa', 'Janela fora'].includes(t)));
      assert.ok(
        list.results.every(
          (o: { is_valid_now: boolean; is_active: boolean }) => o.is_valid_now && o.is_active,
        ),
      );
      assert.equal((await getJson(ctx.app, `${PUBLIC}${d2Offer.id}/`, tokens.client)).statusCode, 200);
      assert.equal((await getJson(ctx.app, `${PUBLIC}${ids.inativa}/`, tokens.client)).statusCode, 404);
      assert.equal((await getJson(ctx.app, `${PUBLIC}${ids.futura}/`, tokens.client)).statusCode, 404);
      assert.equal((await getJson(ctx.app, `${PUBLIC}99999/`, tokens.client)).statusCode, 404);
      assert.equal(
        (await getJson(ctx.app, `${PUBLIC}${ids.aberta}/`, tokens.client)).statusCode,
        404,
        'D1 offer',
      );
      assert.equal((await getJson(ctx.app, `${PUBLIC}${ids.aberta}/`, tokens.admin)).statusCode, 200);
    });
  });
});
