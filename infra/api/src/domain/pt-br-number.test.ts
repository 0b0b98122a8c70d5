import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ptNumber } from './pt-br-number.ts';

test('numbers in messages as the product writes them (1.500, 12,5)', () => {
  assert.equal(ptNumber(1500), '1.500');
  assert.equal(ptNumber(2_147_483_647), '2.147.483.647');
  assert.equal(ptNumber(-1234), '-1.234');
  assert.equal(ptNumber(12.5), '12,5');
  assert.equal(ptNumber('1000000'), '1.000.000');
  assert.equal(ptNumber(3), '3');
  assert.equal(ptNumber('abc'), 'abc');
  assert.equal(ptNumber(undefined), 'undefined');
});
