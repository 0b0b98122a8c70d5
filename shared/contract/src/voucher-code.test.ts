import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isImportableVoucherCode, normalizeVoucherCode } from './voucher-code.ts';

describe('voucher codes: one normalisation for the counter and the import', () => {
  test('spaces anywhere go, letters become capitals', () => {
    assert.equal(normalizeVoucherCode(' ab12 cd34\tef '), 'AB12CD34EF');
    assert.equal(normalizeVoucherCode('promo-2024-x'), 'PROMO-2024-X');
  });

  test('an imported code: 4 to 32 of A–Z, 0–9 and "-"', () => {
    for (const ok of ['ABCD', 'PROMO-2024-0001', 'X'.repeat(32)]) assert.ok(isImportableVoucherCode(ok), ok);
    for (const bad of ['ABC', 'X'.repeat(33), 'AÇÃO1', 'AB_12', 'AB/12', ''])
      assert.ok(!isImportableVoucherCode(bad), bad);
  });
});
