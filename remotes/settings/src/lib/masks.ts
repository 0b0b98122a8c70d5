import { formatCep } from '@brazilian-utils/brazilian-utils/format-cep';
import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';

// @brazilian-utils formats partial input progressively ('013109' → '01310-9'), which is what a mask
// needs while typing; onlyDigits first so pasted punctuation never shifts the digits.
const digits = (value: string) => value.replace(/\D/g, '');

/** CEP mask 00000-000 (max length 9, docs/product.md §9). */
export const maskCep = (value: string | null | undefined): string => formatCep(digits(value ?? ''));

/** CNPJ mask 00.000.000/0000-00. */
export const maskCnpj = (value: string | null | undefined): string => formatCnpj(digits(value ?? ''));

/** 14 digits whose check digits agree (the library also refuses repeated digits like 00.000.000/0000-00). */
export const hasValidCnpjDigits = (value: string | null | undefined): boolean => {
  const only = digits(value ?? '');
  return only.length === 14 && isValidCnpj(only);
};
