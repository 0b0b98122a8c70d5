// How a CPF is shown where the whole number is not needed (docs/security.md, LGPD): every list and
// export masks it; the customer page and a search by the full number show it. One rule for the API
// (lists, exports, the voucher counter, the logs) and the apps. No TypeBox here: the UI imports it.

/** The fully masked form: an anonymised customer's placeholder, or anything that is not a CPF. */
export const FULLY_MASKED_CPF = '***.***.***-**';

/**
 * '***.456.789-**': the middle six digits, enough to compare with the customer's document without
 * showing the whole CPF. Anything that is not 11 digits (an anonymised customer's placeholder
 * 'X0000000042') is fully masked.
 */
export function maskCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11 || /[^\d.\-\s]/.test(cpf)) return FULLY_MASKED_CPF;
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** True for what maskCpf writes. */
export function isMaskedCpf(value: string): boolean {
  return /^\*\*\*\.(\d{3}|\*{3})\.(\d{3}|\*{3})-\*\*$/.test(value);
}

/** The digits of a search term when it is a whole CPF (any punctuation), else null. */
export function wholeCpfOf(term: string | null | undefined): string | null {
  const digits = (term ?? '').trim().replace(/[.\-\s]/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/**
 * Standalone CPFs in free text (11 digits, or 000.000.000-00), masked: what the API's log lines go
 * through, so no log holds a whole CPF. Only a run standing on its own counts: longer digit runs
 * (timestamps) and digits inside a word (a hex trace id such as `fd0d91879398190aa5…`) are left
 * alone; a percent-escape before it (`%2012345678909`, an encoded space) still counts as a border.
 */
export function maskCpfsInText(text: string): string {
  return text.replace(
    /(?<=^|[^\w.]|%[0-9A-Fa-f]{2})(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})(?!\w)/g,
    '***.$2.$3-**',
  );
}
