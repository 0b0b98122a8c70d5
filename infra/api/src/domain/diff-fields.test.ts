import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { diffFields, isSecretField, withoutSecrets } from './diff-fields.ts';

describe('diffFields', () => {
  test('only the fields that changed, with their values before and after', () => {
    const before = { id: 3, brand_name: 'Loja A', category: 'varejo', tags: ['a'] };
    const after = { id: 3, brand_name: 'Loja B', category: 'varejo', tags: ['a', 'b'] };
    assert.deepEqual(diffFields(before, after), {
      brand_name: { before: 'Loja A', after: 'Loja B' },
      tags: { before: ['a'], after: ['a', 'b'] },
    });
  });

  test('a create has no before and a delete no after: every field, against null', () => {
    assert.deepEqual(diffFields(null, { id: 7, name: 'X', cnpj: null }), {
      id: { before: null, after: 7 },
      name: { before: null, after: 'X' },
    });
    assert.deepEqual(diffFields({ id: 7, name: 'X' }, null), {
      id: { before: 7, after: null },
      name: { before: 'X', after: null },
    });
  });

  test('nested objects compare by value', () => {
    const location = { id: 1, city: 'Natal' };
    assert.deepEqual(diffFields({ location }, { location: { ...location } }), {});
    assert.deepEqual(diffFields({ location }, { location: { id: 1, city: 'Recife' } }), {
      location: { before: location, after: { id: 1, city: 'Recife' } },
    });
  });

  test('secrets never appear, changed or not, at any depth', () => {
    const changes = diffFields(
      { password_hash: 'h1', token: 'a', config: { api_key: 'k1', name: 'ERP' } },
      {
        password: 'segredo1',
        password_confirm: 'segredo1',
        password_hash: 'h2',
        refresh: 'r',
        config: { api_key: 'k2', client_secret: 's', name: 'ERP 2' },
      },
    );
    assert.deepEqual(changes, {
      config: { before: { name: 'ERP' }, after: { name: 'ERP 2' } },
    });
    assert.doesNotMatch(JSON.stringify(changes), /segredo1|h2|k2|"s"/);
  });

  test('credentials inside a URL are masked', () => {
    assert.deepEqual(
      diffFields({ base_url: 'https://erp.local/api' }, { base_url: 'https://joao:s3nha@erp.local/api' }),
      { base_url: { before: 'https://erp.local/api', after: 'https://***@erp.local/api' } },
    );
  });

  test('timestamps that change on every write are left out; dates become ISO strings', () => {
    const at = new Date('2026-05-01T12:00:00.000Z');
    assert.deepEqual(
      diffFields({ updated_at: 'x', valid_until: null }, { updated_at: 'y', valid_until: at }),
      { valid_until: { before: null, after: '2026-05-01T12:00:00.000Z' } },
    );
  });
});

describe('isSecretField / withoutSecrets', () => {
  test('names of secrets', () => {
    for (const name of [
      'password',
      'password_confirm',
      'passwordHash',
      'senha',
      'api_key',
      'apiKey',
      'token',
    ])
      assert.ok(isSecretField(name), name);
    for (const name of ['full_name', 'email', 'is_active', 'base_url', 'account_for_qr_code_burn'])
      assert.ok(!isSecretField(name), name);
  });

  test('arrays and scalars pass through', () => {
    assert.deepEqual(withoutSecrets([{ token: 't', id: 1 }, 2, 'três']), [{ id: 1 }, 2, 'três']);
    assert.equal(withoutSecrets(undefined), null);
  });
});
