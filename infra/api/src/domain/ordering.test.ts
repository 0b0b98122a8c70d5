import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FEEDBACK_TYPE_LABELS } from '@fidelidade/contract/enums';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { feedbacks, locations } from '../db/schema/index.ts';
import { HttpError } from './http-error.ts';
import { byLabel, enumOrder, orderBy, parseOrdering, sortableList } from './ordering.ts';

const LOCATIONS = sortableList(
  'partnerships/locations/',
  {
    created_at: locations.createdAt,
    address: locations.address,
    city: locations.city,
    state: locations.state,
    zip_code: locations.zipCode,
  },
  locations.id,
);

const render = (keys: SQL[]) => new PgDialect().sqlToQuery(sql.join(keys, sql`, `));
const orderText = (raw: string | undefined) => render(orderBy(raw, LOCATIONS)).sql;

function badRequest(run: () => unknown): unknown {
  try {
    run();
  } catch (err) {
    assert.ok(err instanceof HttpError);
    assert.equal(err.statusCode, 400);
    return err.body;
  }
  assert.fail('expected a 400');
}

describe('parseOrdering', () => {
  test('reads fields, descending marks and spaces around commas', () => {
    assert.deepEqual(parseOrdering('-city, address', 'partnerships/locations/'), [
      { field: 'city', descending: true },
      { field: 'address', descending: false },
    ]);
  });

  test('absent or blank means the list default', () => {
    const newestFirst = [{ field: 'created_at', descending: true }];
    assert.deepEqual(parseOrdering(undefined, 'partnerships/locations/'), newestFirst);
    assert.deepEqual(parseOrdering('  ', 'partnerships/locations/'), newestFirst);
  });

  test('an unknown field names it and the allowed ones, in allow-list order', () => {
    assert.deepEqual(
      badRequest(() => parseOrdering('-cep', 'partnerships/locations/')),
      {
        ordering: [
          'Campo de ordenação desconhecido: "cep". Use um destes: created_at, address, city, state, zip_code.',
        ],
      },
    );
  });

  test('an empty segment is an unknown field ""', () => {
    const expected = {
      ordering: ['Campo de ordenação desconhecido: "". Use um destes: created_at, brand_name, category.'],
    };
    assert.deepEqual(
      badRequest(() => parseOrdering(',', 'partnerships/partners/')),
      expected,
    );
    assert.deepEqual(
      badRequest(() => parseOrdering('brand_name,-', 'partnerships/partners/')),
      expected,
    );
  });
});

describe('orderBy', () => {
  test('appends the row id in the direction of the first field', () => {
    assert.equal(orderText('city'), '"locations"."city" asc, "locations"."id" asc');
    assert.equal(
      orderText('-city,address'),
      '"locations"."city" desc, "locations"."address" asc, "locations"."id" desc',
    );
  });

  test('the default is newest first with the id tie-breaker', () => {
    assert.equal(orderText(undefined), '"locations"."created_at" desc, "locations"."id" desc');
  });

  test('nullable columns sort their nulls as the lowest value', () => {
    assert.equal(orderText('zip_code'), '"locations"."zip_code" asc nulls first, "locations"."id" asc');
    assert.equal(orderText('-zip_code'), '"locations"."zip_code" desc nulls last, "locations"."id" desc');
  });

  test('no second id key when the id is already sorted on', () => {
    const byId = sortableList(
      'loyalty/admin/rules/pontuation/',
      {
        id: locations.id,
        name: locations.city,
        transaction_type_key: locations.city,
        weight: locations.city,
        is_active: locations.city,
      },
      locations.id,
    );
    assert.equal(render(orderBy('-id', byId)).sql, '"locations"."id" desc');
  });
});

describe('enum orders', () => {
  test('byLabel orders the values by their pt-BR label', () => {
    const ordered = byLabel(FEEDBACK_TYPE_LABELS);
    const labels = ordered.map((value) => FEEDBACK_TYPE_LABELS[value]);
    assert.deepEqual(
      labels,
      [...labels].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    );
    assert.equal(ordered.length, Object.keys(FEEDBACK_TYPE_LABELS).length);
  });

  test('enumOrder ranks by position in the given values', () => {
    const { sql: text, params } = render([enumOrder(feedbacks.status, ['PENDING', 'RESOLVED'])]);
    assert.equal(text, 'array_position(array[$1, $2]::text[], "feedbacks"."status"::text)');
    assert.deepEqual(params, ['PENDING', 'RESOLVED']);
  });
});
