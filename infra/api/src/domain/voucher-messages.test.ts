import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { maskCpf } from '@fidelidade/contract/cpf';
import { voucherUsedMessage } from './voucher-messages.ts';

describe('voucher counter messages', () => {
  test('used: date and time on the São Paulo clock (UTC−3), then who', () => {
    assert.equal(
      voucherUsedMessage(new Date('2026-03-05T17:07:00Z'), 'Carlos Menezes'),
      'Este voucher já foi utilizado em 05/03/2026 às 14:07 por Carlos Menezes.',
    );
    // 01:30 UTC is still the previous day in São Paulo; hours are 00–23.
    assert.equal(
      voucherUsedMessage(new Date('2026-01-01T03:05:00Z'), 'Ana'),
      'Este voucher já foi utilizado em 01/01/2026 às 00:05 por Ana.',
    );
    assert.equal(
      voucherUsedMessage(new Date('2026-01-01T01:30:00Z'), 'Ana'),
      'Este voucher já foi utilizado em 31/12/2025 às 22:30 por Ana.',
    );
  });

  test('used without a known burner or date', () => {
    assert.equal(
      voucherUsedMessage(new Date('2026-03-05T17:07:00Z'), null),
      'Este voucher já foi utilizado em 05/03/2026 às 14:07 por outro usuário.',
    );
    assert.equal(voucherUsedMessage(null, null), 'Este voucher já foi utilizado por outro usuário.');
  });

  test('CPF masked to its middle six digits; anything else fully masked', () => {
    assert.equal(maskCpf('12345678909'), '***.456.789-**');
    assert.equal(maskCpf('123.456.789-09'), '***.456.789-**');
    assert.equal(maskCpf('removido-42'), '***.***.***-**');
  });
});
