import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cpfWithCheckDigits, isValidCpf } from './cpf.ts';

test('known valid and invalid CPFs', () => {
  for (const cpf of ['52998224725', '11144477735', '12345678909', '28001238938', '00000000191']) {
    assert.equal(isValidCpf(cpf), true, cpf);
  }
  for (const cpf of ['52998224726', '12345678900', '11144477736', '1234567890', '123456789091']) {
    assert.equal(isValidCpf(cpf), false, cpf);
  }
});

test('repeated digits are refused although their check digits add up', () => {
  for (let d = 0; d <= 9; d++) assert.equal(isValidCpf(String(d).repeat(11)), false);
});

test('only digits as stored: masks and spaces are refused here', () => {
  assert.equal(isValidCpf('529.982.247-25'), false);
  assert.equal(isValidCpf(' 52998224725'), false);
});

test('cpfWithCheckDigits completes any 9 digits with the one valid ending', () => {
  assert.equal(cpfWithCheckDigits('529982247'), '52998224725');
  assert.equal(cpfWithCheckDigits('280012389'), '28001238938');
  assert.equal(cpfWithCheckDigits('000000001'), '00000000191');
  assert.throws(() => cpfWithCheckDigits('111111111'));
  assert.throws(() => cpfWithCheckDigits('12345'));
});
