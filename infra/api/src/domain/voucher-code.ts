import { randomBytes } from 'node:crypto';

/** 32 symbols: A–Z and 2–9 without I and O (read aloud or typed without confusing 1/I, 0/O). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const VOUCHER_LENGTH = 10;

/** A random 10-character voucher code (50 bits); uniqueness is enforced by the database. */
export function voucherCode(): string {
  const bytes = randomBytes(VOUCHER_LENGTH);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return code;
}
