import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_ORDERING, ORDERING_FIELDS, type OrderedList } from '@fidelidade/contract/ordering';
import { EMAILS, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { accessToken, createTestContext, getJson, type TestContext } from '../test/helpers.ts';
import { insertOrderingFixtures } from '../test/ordering-fixtures.ts';

type Row = Record<string, unknown>;

/** How to walk one sortable list: a field to sort by, its value in a row, and the row's id. */
interface ListCase {
  url: string;
  field: string;
  value: (row: Row) => number | string;
  id?: (row: Row) => unknown;
  /** false: the fixtures hold no equal values in `field`. */
  ties?: false;
}

const num = (key: string) => (row: Row) => Number(row[key]);
const text = (key: string) => (row: Row) => String(row[key] ?? '');

describe('?ordering= on every sortable list', () => {
  let ctx: TestContext;
  let admin = '';
  let partner = '';
  let cases: Record<OrderedList, ListCase>;

  before(async () => {
    ctx = await createTestContext();
    const fx = await insertFixtures(ctx.db);
    await insertOrderingFixtures(ctx.db, fx);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
    partner = await accessToken(ctx.app, EMAILS.partner, PASSWORD);
    // The name of each row's brand is ASCII (and the dates ISO), so JavaScript compares like SQL.
    cases = {
      'loyalty/admin/points/summary/': {
        url: '',
        field: 'is_active',
        value: (r) => Number(r.is_active),
        id: (r) => r.user_id,
      },
      'loyalty/admin/activities/recent/': {
        url: '',
        field: 'created_at',
        value: text('created_at'),
        ties: false,
      },
      'loyalty/admin/redemptions/recent/': { url: '', field: 'points_spent', value: num('points_spent') },
      'loyalty/admin/offers/list/': { url: '', field: 'points_cost', value: num('points_cost') },
      'loyalty/admin/rules/pontuation/': { url: '', field: 'weight', value: num('weight') },
      'communications/admin/feedback/list/': { url: '', field: 'priority', value: num('priority') },
      'communications/admin/notifications/list/': {
        url: '',
        field: 'scheduled_for',
        value: text('scheduled_for'),
      },
      'partnerships/locations/': { url: '', field: 'state', value: text('state') },
      'partnerships/partners/': { url: '', field: 'brand_name', value: text('brand_name'), ties: false },
      'partnerships/dealerships/': { url: '', field: 'cnpj', value: text('cnpj'), ties: false },
      'partnerships/partner-locations/': {
        url: '',
        field: 'partner',
        value: (r) => String((r.partner as { brand_name: string }).brand_name),
      },
      'users/admin/list/': { url: '', field: 'is_active', value: (r) => Number(r.is_active) },
      'audit/': { url: '', field: 'at', value: text('at') },
      'loyalty/vouchers/': { url: '', field: 'points_spent', value: num('points_spent') },
      'users/{id}/points-history/': { url: '', field: 'points', value: num('points') },
    };
    for (const list of Object.keys(cases) as OrderedList[])
      cases[list].url = `/api/v1/${list.replace('{id}', String(fx.c1))}`;
  });
  after(() => ctx.close());

  const get = (url: string, query: string, token = admin) =>
    getJson(ctx.app, `${url}${url.includes('?') ? '&' : '?'}${query}`, token);

  /** Every row of the list in the given order, two per page. */
  async function allPages(url: string, ordering: string): Promise<Row[]> {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const res = await get(url, `ordering=${encodeURIComponent(ordering)}&page_size=2&page=${page}`);
      assert.equal(res.statusCode, 200, `${url} ${ordering} page ${page}: ${res.body}`);
      const body = res.json<{ results: Row[]; next: string | null; count: number }>();
      rows.push(...body.results);
      if (!body.next) {
        assert.equal(rows.length, body.count, `${url} ${ordering}`);
        return rows;
      }
    }
  }

  test('ascending and descending are reversed and hold across pages (no repeats)', async () => {
    for (const [list, c] of Object.entries(cases)) {
      const idOf = c.id ?? ((row: Row) => row.id);
      const ascending = await allPages(c.url, c.field);
      const descending = await allPages(c.url, `-${c.field}`);
      const ids = ascending.map(idOf);
      assert.ok(ids.length > 2, `${list}: more than one page`);
      assert.equal(new Set(ids).size, ids.length, `${list}: no row twice`);
      assert.deepEqual(descending.map(idOf), [...ids].reverse(), list);
      const values = ascending.map(c.value);
      for (let i = 1; i < values.length; i++)
        assert.ok((values[i - 1] as number | string) <= (values[i] as number | string), `${list} at ${i}`);
      if (c.ties !== false) assert.ok(new Set(values).size < values.length, `${list}: a tie the id breaks`);
    }
  });

  test('without ordering each list keeps its default order', async () => {
    for (const [list, c] of Object.entries(cases)) {
      const ids = async (query: string) =>
        (await get(c.url, query)).json<{ results: Row[] }>().results.map(c.id ?? ((row) => row.id));
      const ordering = DEFAULT_ORDERING[list as OrderedList];
      assert.deepEqual(await ids('page_size=100'), await ids(`page_size=100&ordering=${ordering}`), list);
    }
  });

  test('nulls sort as the lowest value: first ascending, last descending', async () => {
    const url = cases['communications/admin/notifications/list/'].url;
    const scheduled = async (ordering: string) =>
      (await allPages(url, ordering)).map((row) => row.scheduled_for === null);
    assert.deepEqual(await scheduled('scheduled_for'), [true, true, false, false]);
    assert.deepEqual(await scheduled('-scheduled_for'), [false, false, true, true]);
  });

  test('several fields: the second breaks ties of the first', async () => {
    const rows = await allPages(cases['communications/admin/feedback/list/'].url, '-priority,subject');
    assert.deepEqual(
      rows.map((row) => row.subject),
      ['Assunto 4', 'Assunto 2', 'Assunto 3', 'Assunto 1'],
    );
  });

  test('every allowed field of every list answers 200, both ways (and a PARCEIRO summary)', async () => {
    for (const list of Object.keys(ORDERING_FIELDS) as OrderedList[]) {
      for (const field of ORDERING_FIELDS[list]) {
        for (const ordering of [field, `-${field}`]) {
          const res = await get(cases[list].url, `ordering=${ordering}`);
          assert.equal(res.statusCode, 200, `${list} ${ordering}: ${res.body}`);
        }
        if (list === 'loyalty/admin/points/summary/') {
          const res = await get(cases[list].url, `ordering=-${field}`, partner);
          assert.equal(res.statusCode, 200, `PARCEIRO ${list} ${field}: ${res.body}`);
        }
      }
    }
  });

  test('an unknown field is a 400 naming it and the allowed fields', async () => {
    for (const list of Object.keys(ORDERING_FIELDS) as OrderedList[]) {
      const res = await get(cases[list].url, 'ordering=-desconhecido');
      assert.equal(res.statusCode, 400, list);
      const allowed = ORDERING_FIELDS[list].join(', ');
      assert.deepEqual(
        res.json(),
        { ordering: [`Campo de ordenação desconhecido: "desconhecido". Use um destes: ${allowed}.`] },
        list,
      );
    }
    const partners = await get(cases['partnerships/partners/'].url, 'ordering=,');
    assert.deepEqual(partners.json(), {
      ordering: ['Campo de ordenação desconhecido: "". Use um destes: created_at, brand_name, category.'],
    });
  });
});
