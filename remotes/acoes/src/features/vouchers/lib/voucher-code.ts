import {
  normalizeVoucherCode as normalized,
  VOUCHER_CODE_MAX_LENGTH,
} from '@fidelidade/contract/voucher-code';

/** The API's voucher codes are at most 32 characters (VoucherUseBody.voucher_code). */
export const voucherCodeMaxLength = VOUCHER_CODE_MAX_LENGTH;

/** A typed or scanned code as the API stores it (the contract's rule), cut to what the API takes. */
export function normalizeVoucherCode(text: string): string {
  return normalized(text).slice(0, voucherCodeMaxLength);
}

/** Query names a QR link may carry the code in (our own `?codigo=` first). */
const codeParams = ['codigo', 'voucher_code', 'code'];

/**
 * The code inside a scanned QR text: the customer app may encode the bare code or a link that
 * carries it (e.g. …/admin/acoes?tab=validar-voucher&codigo=AB12CD34EF).
 */
export function codeFromQrText(text: string): string {
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      const params = new URL(trimmed).searchParams;
      for (const name of codeParams) {
        const value = params.get(name);
        if (value) return normalizeVoucherCode(value);
      }
    } catch {
      // Not a URL after all: read it as a bare code below.
    }
  }
  return normalizeVoucherCode(trimmed);
}
