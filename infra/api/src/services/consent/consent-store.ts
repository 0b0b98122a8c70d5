import type { ConsentPurpose, ConsentSource } from '@fidelidade/contract/enums';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertFromJson } from '../../db/json-insert.ts';
import { consentEvents, customerConsents } from '../../db/schema/index.ts';
import type { Tx } from '../jobs/job-types.ts';
import { rowsOf } from '../points/points-sql.ts';

type Queryable = Database | Tx;

/** One consent to record: what the source says now. */
export interface ConsentChange {
  userId: number;
  purpose: ConsentPurpose;
  granted: boolean;
  source: ConsentSource;
  actorId?: number | null;
  actorName?: string | null;
  note?: string | null;
}

export type ConsentRow = typeof customerConsents.$inferSelect;
export type ConsentEventRow = typeof consentEvents.$inferSelect;

/**
 * Records consents as the source states them: the current state changes, and a history row is
 * appended, only where it differs from what is stored (an import or a sync read twice changes
 * nothing). One statement per call whatever the count, so an import chunk costs two. Returns the
 * changes that took effect.
 */
export async function recordConsents(db: Queryable, changes: ConsentChange[], now = new Date()) {
  if (changes.length === 0) return [];
  const values = changes.map((c) => ({
    userId: c.userId,
    purpose: c.purpose,
    granted: c.granted,
    changedAt: now,
    source: c.source,
  }));
  // Each statement one JSON parameter (db/json-insert.ts): an import chunk's thousand consents.
  const changed = await rowsOf<{ user_id: number; purpose: string }>(
    db,
    sql`${insertFromJson(customerConsents, values)}
      on conflict ("user_id", "purpose") do update set "granted" = excluded."granted",
        "changed_at" = excluded."changed_at", "source" = excluded."source"
      where ${customerConsents.granted} is distinct from excluded."granted"
      returning "user_id", "purpose"`,
  );
  const key = (userId: number, purpose: string) => `${userId}:${purpose}`;
  const took = new Set(changed.map((c) => key(Number(c.user_id), c.purpose)));
  const effective = changes.filter((c) => took.has(key(c.userId, c.purpose)));
  if (effective.length > 0)
    await db.execute(
      insertFromJson(
        consentEvents,
        effective.map((c) => ({
          userId: c.userId,
          purpose: c.purpose,
          granted: c.granted,
          source: c.source,
          actorId: c.actorId ?? null,
          actorName: c.actorName ?? null,
          note: c.note ?? null,
          at: now,
        })),
      ),
    );
  return effective;
}

/** A customer's consents as they stand, and their history (newest first). */
export async function readConsents(db: Queryable, userId: number, withHistory: boolean) {
  const current = await db.select().from(customerConsents).where(eq(customerConsents.userId, userId));
  const history = withHistory
    ? await db
        .select()
        .from(consentEvents)
        .where(eq(consentEvents.userId, userId))
        .orderBy(desc(consentEvents.at), desc(consentEvents.id))
    : [];
  return { current, history };
}
