import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';
import { loadOrCreateJwtSecret } from './jwt-secret.ts';
import { parseAesKey } from './secret-box.ts';

/**
 * The key of the TOTP secrets when TOTP_ENCRYPTION_KEY is not set: 32 random bytes generated on the
 * first start and kept in `app_secrets` beside the generated JWT secret (services/jwt-secret.ts says
 * why there). The row may predate the column (migration 0017): the first instance to fill it wins
 * and every instance reads the winner back.
 */
export async function loadOrCreateTotpKey(db: Database): Promise<Buffer> {
  await loadOrCreateJwtSecret(db);
  await db
    .update(appSecrets)
    .set({ totpKey: randomBytes(32).toString('base64url') })
    .where(and(eq(appSecrets.id, 1), isNull(appSecrets.totpKey)));
  const [row] = await db.select({ key: appSecrets.totpKey }).from(appSecrets).where(eq(appSecrets.id, 1));
  const key = row?.key ? parseAesKey(row.key) : null;
  if (!key) throw new Error('app_secrets.totp_key ausente ou inválida');
  return key;
}
