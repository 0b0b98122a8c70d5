import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRng, generateCpf, isValidCpf } from './data.ts';

test('known valid and invalid CPFs; repeated digits and masks are refused', () => {
  for (const cpf of ['52998224725', '11144477735', '12345678909']) assert.equal(isValidCpf(cpf), true, cpf);
  for (const cpf of ['52998224726', '12345678900', '529.982.247-25', '1234567890']) {
    assert.equal(isValidCpf(cpf), false, cpf);
  }
  for (let d = 0; d <= 9; d++) assert.equal(isValidCpf(String(d).repeat(11)), false);
});

test('generated CPFs are valid and the same for the same seed as before the library', () => {
  const rng = createRng(1);
  assert.deepEqual([generateCpf(rng), generateCpf(rng)], ['60599267461', '94414214050']);
  for (let i = 0; i < 500; i++) assert.ok(isValidCpf(generateCpf(rng)));
});
