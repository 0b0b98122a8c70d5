import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';

/**
 * The JWT signing key when JWT_SECRET is not set: 48 random bytes generated on the first start and
 * kept in the database's one-row `app_secrets` table, so restarts keep sessions valid, every
 * instance on one database agrees, and a new database never signs with a key anyone else knows.
 * Two instances starting at once both insert; the first row wins and both read it back.
 */
export async function loadOrCreateJwtSecret(db: Database): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ id: 1, jwtSecret: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: appSecrets.jwtSecret })
    .from(appSecrets)
    .where(eq(appSecrets.id, 1));
  if (!row) throw new Error('app_secrets has no row after insert');
  return row.secret;
}
