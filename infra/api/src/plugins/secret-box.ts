import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { createSecretBox, parseAesKey, type SecretBox } from '../services/secret-box.ts';
import { loadOrCreateTotpKey } from '../services/totp-key.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens the TOTP secrets (AES-256-GCM; docs/security.md, two-factor sign-in). */
    secretBox: SecretBox;
  }
}

/** The key: TOTP_ENCRYPTION_KEY, else the one generated into app_secrets on the first start. */
async function secretBoxPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  const configured = opts.config.TOTP_ENCRYPTION_KEY;
  const key = configured ? parseAesKey(configured) : await loadOrCreateTotpKey(app.db);
  if (!key) throw new Error('TOTP_ENCRYPTION_KEY inválida');
  app.decorate('secretBox', createSecretBox(key));
}

export default fp(secretBoxPlugin, { name: 'secret-box', dependencies: ['db'] });
