import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the few secrets the API must read back (the TOTP secrets): a random 96-bit IV
 * per value and the GCM tag, stored as `v1.<iv>.<tag>.<ciphertext>` in base64url. `v1` names the
 * format so a later key rotation can tell old values from new ones.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value was not sealed with this key (or was altered). */
  open(sealed: string): string | null;
}

/** A 32-byte key written as 64 hex digits or base64/base64url (44 or 43 characters); else null. */
export function parseAesKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64url')
      : null;
  return key?.length === 32 ? key : null;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('AES-256 needs a 32-byte key');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
