import { hasValidCnpjDigits, maskCep, maskCnpj } from './masks';

it('masks a CEP progressively as 00000-000, never longer than 9', () => {
  expect(maskCep('0131')).toBe('0131');
  expect(maskCep('013109')).toBe('01310-9');
  expect(maskCep('01310930')).toBe('01310-930');
  expect(maskCep('01310-93099')).toBe('01310-930');
  expect(maskCep('abc')).toBe('');
  expect(maskCep(null)).toBe('');
});

it('masks a CNPJ progressively as 00.000.000/0000-00', () => {
  expect(maskCnpj('123')).toBe('12.3');
  expect(maskCnpj('1234567800')).toBe('12.345.678/00');
  expect(maskCnpj('12345678000195')).toBe('12.345.678/0001-95');
  expect(maskCnpj('12.345.678/0001-959')).toBe('12.345.678/0001-95');
});

it('checks a CNPJ by its check digits, masked or not', () => {
  expect(hasValidCnpjDigits('11.222.333/0001-81')).toBe(true);
  expect(hasValidCnpjDigits('11222333000181')).toBe(true);
  expect(hasValidCnpjDigits('11.222.333/0001-80')).toBe(false);
  expect(hasValidCnpjDigits('00.000.000/0000-00')).toBe(false);
  expect(hasValidCnpjDigits('11.222.333/0001')).toBe(false);
  expect(hasValidCnpjDigits('')).toBe(false);
});
