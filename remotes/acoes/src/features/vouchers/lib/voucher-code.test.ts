import { codeFromQrText, normalizeVoucherCode } from './voucher-code';

describe('voucher codes as typed or scanned', () => {
  it('drops spaces and upper-cases what was typed', () => {
    expect(normalizeVoucherCode(' ab12 cd34\tef ')).toBe('AB12CD34EF');
  });

  it('never exceeds the API’s 32 characters', () => {
    expect(normalizeVoucherCode('x'.repeat(40))).toHaveLength(32);
  });

  it.each([
    ['ab12cd34ef', 'AB12CD34EF'],
    ['https://fidelidade.example/admin/acoes?tab=validar-voucher&codigo=ab12cd34ef', 'AB12CD34EF'],
    ['https://app.example/v?voucher_code=QQ11WW22EE', 'QQ11WW22EE'],
    ['http://app.example/v?code=ZZ00', 'ZZ00'],
    // A link without a known parameter is read as text (the API then says it is unknown).
    ['https://app.example/v', 'HTTPS://APP.EXAMPLE/V'],
  ])('reads %s as %s', (text, code) => {
    expect(codeFromQrText(text)).toBe(code);
  });
});
