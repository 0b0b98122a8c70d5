import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';

/** The issuer authenticator apps show next to the account. */
const ISSUER = 'Sistema de Fidelidade';
/** One step either side of now (30 s): a phone clock a little off still works (RFC 6238 §5.2). */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/l/i: a code read off paper is typed right. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new TOTP secret: 20 random bytes in base32 (otplib's default, RFC 4226's recommendation). */
export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, account: string): string {
  return generateURI({ issuer: ISSUER, label: account, secret });
}

/** The otpauth URL as an SVG QR code in a data: URL (the CSP allows data: images). */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step of a good six-digit code, or null. A step at or before `afterStep` (the last one
 * accepted) is refused, so an overheard code cannot be replayed.
 */
export function totpStep(secret: string, code: string, afterStep: number | null): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = verifySync({
    secret,
    token,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // verifySync also covers HOTP, whose result has no time step: read it only when present.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten recovery codes like 'k7m2q-x9fhd' (about 50 bits each), shown to the user once. */
export function newRecoveryCodes(): string[] {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** What is stored of a recovery code: SHA-256 of it lower-cased without separators (random, so no salt). */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}

/** Whether a typed code looks like a recovery code rather than six digits. */
export function looksLikeRecoveryCode(code: string): boolean {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '').length === 10;
}
