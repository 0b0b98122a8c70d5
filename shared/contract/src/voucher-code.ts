/**
 * Voucher codes as the counter reads them (Ações → Validar Voucher, GET loyalty/vouchers/code/…):
 * one normalisation for what a clerk types, what a QR carries and what a CSV import stores, so a
 * code imported for an offer is found by exactly the text printed on the customer's voucher. No
 * TypeBox here: the UI imports this module at run time.
 */

/** redemptions.voucher_code is varchar(32); the counter's schemas take at most 32 characters. */
export const VOUCHER_CODE_MAX_LENGTH = 32;
/** Shorter imported codes are too easy to guess at the counter. */
export const VOUCHER_CODE_MIN_LENGTH = 4;

/** A typed, scanned or imported code as stored: no spaces anywhere, upper case. */
export function normalizeVoucherCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * What an imported code may hold once normalised: letters A–Z, digits and '-' (typed on any
 * keyboard, safe in the counter's URL `?codigo=`), 4 to 32 of them.
 */
const IMPORTED_CODE = new RegExp(`^[A-Z0-9-]{${VOUCHER_CODE_MIN_LENGTH},${VOUCHER_CODE_MAX_LENGTH}}$`);

export function isImportableVoucherCode(normalized: string): boolean {
  return IMPORTED_CODE.test(normalized);
}
