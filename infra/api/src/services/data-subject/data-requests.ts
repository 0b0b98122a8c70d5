import type { DataRequest } from '@fidelidade/contract';
import type { DataRequestChannel, DataRequestKind } from '@fidelidade/contract/enums';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dataSubjectRequests } from '../../db/schema/index.ts';
import type { Tx } from '../jobs/job-types.ts';

type Queryable = Database | Tx;
export type DataRequestRow = typeof dataSubjectRequests.$inferSelect;

/** LGPD art. 19, II: a complete answer within 15 days of the request. */
export const ANSWER_DAYS = 15;
const DAY_MS = 86_400_000;

export interface Actor {
  id: number;
  fullName: string;
}

export async function registerRequest(
  db: Queryable,
  input: {
    userId: number;
    kind: DataRequestKind;
    receivedAt: Date;
    channel: DataRequestChannel | null;
    note: string | null;
    by: Actor;
  },
): Promise<DataRequestRow> {
  const [row] = await db
    .insert(dataSubjectRequests)
    .values({
      userId: input.userId,
      kind: input.kind,
      receivedAt: input.receivedAt,
      dueAt: new Date(input.receivedAt.getTime() + ANSWER_DAYS * DAY_MS),
      channel: input.channel,
      note: input.note,
      registeredById: input.by.id,
      registeredByName: input.by.fullName,
    })
    .returning();
  return row as DataRequestRow;
}

/**
 * Marks the oldest open request of `kind` answered with `delivery`; without one (the admin acted
 * on a request made on the spot) a request received now is recorded, answered at once.
 */
export async function fulfilRequest(
  db: Queryable,
  input: { userId: number; kind: DataRequestKind; by: Actor; delivery: Record<string, unknown> },
  now = new Date(),
): Promise<DataRequestRow> {
  const [open] = await db
    .select()
    .from(dataSubjectRequests)
    .where(
      and(
        eq(dataSubjectRequests.userId, input.userId),
        eq(dataSubjectRequests.kind, input.kind),
        isNull(dataSubjectRequests.fulfilledAt),
      ),
    )
    .orderBy(asc(dataSubjectRequests.receivedAt), asc(dataSubjectRequests.id))
    .limit(1);
  const request =
    open ?? (await registerRequest(db, { ...input, receivedAt: now, channel: null, note: null }));
  const [row] = await db
    .update(dataSubjectRequests)
    .set({
      fulfilledAt: now,
      fulfilledById: input.by.id,
      fulfilledByName: input.by.fullName,
      delivery: input.delivery,
    })
    .where(eq(dataSubjectRequests.id, request.id))
    .returning();
  return row as DataRequestRow;
}

export const listRequests = (db: Queryable, userId: number, limit = 100) =>
  db
    .select()
    .from(dataSubjectRequests)
    .where(eq(dataSubjectRequests.userId, userId))
    .orderBy(desc(dataSubjectRequests.receivedAt), desc(dataSubjectRequests.id))
    .limit(limit);

export function dataRequestBody(row: DataRequestRow): DataRequest {
  return {
    id: row.id,
    kind: row.kind,
    received_at: row.receivedAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    channel: row.channel,
    note: row.note,
    registered_by: row.registeredByName,
    fulfilled_at: row.fulfilledAt?.toISOString() ?? null,
    fulfilled_by: row.fulfilledByName,
    delivery: row.delivery,
  };
}
