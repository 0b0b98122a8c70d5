import { and, count, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  audienceMembers,
  feedbacks,
  loginEvents,
  notificationDeliveries,
  partnerCustomers,
  pointsLedger,
  redemptions,
  userSessions,
  users,
} from '../db/schema/index.ts';
import type { Scope } from '../domain/principal.ts';
import { recordConsents } from '../services/consent/consent-store.ts';
import { endUserSessions } from './refresh-tokens.ts';
import { userScope } from './scope-sql.ts';

export interface CustomerProfileRow {
  id: number;
  fullName: string;
  cpf: string;
  email: string | null;
  isActive: boolean;
  createdAt: Date;
  pointsBalance: number;
  pointsEarned: number;
  pointsSpent: number;
  lastActivityAt: Date | null;
  anonymizedAt: Date | null;
  vouchersCount: number;
  vouchersUsedCount: number;
}

/** What DELETE users/{id}/ did to a customer. */
export type CustomerRemoval = 'removed' | 'anonymized' | 'not-found';

/** The name an anonymised customer keeps in every list, voucher and report. */
export const ANONYMIZED_NAME = 'Cliente removido';

/**
 * Customers a back-office scope may open: exactly those Tabelas → Usuários lists for it
 * (points-summary-query.ts) — the dealership's customers (userScope), or for a PARCEIRO the
 * customers with activity at its stores (partner_customers).
 */
export function customerScope(db: Database, scope: Scope): SQL | undefined {
  if (scope.kind !== 'partner') return userScope(db, scope);
  return inArray(
    users.id,
    db
      .select({ id: partnerCustomers.userId })
      .from(partnerCustomers)
      .where(eq(partnerCustomers.partnerId, scope.partnerId)),
  );
}

const isCustomer = (id: number) => and(eq(users.id, id), eq(users.userType, 'CLIENTE'));

/** The customer page's header; undefined for a non-customer or a customer outside the scope. */
export async function customerProfile(
  db: Database,
  id: number,
  scope: Scope,
): Promise<CustomerProfileRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      cpf: users.cpf,
      email: users.email,
      isActive: users.isActive,
      createdAt: users.createdAt,
      // Kept by the points_ledger_totals trigger in the statement of every ledger insert.
      pointsBalance: users.pointsBalance,
      pointsEarned: users.pointsEarned,
      pointsSpent: users.pointsSpent,
      lastActivityAt: users.lastActivityAt,
      anonymizedAt: users.anonymizedAt,
    })
    .from(users)
    .where(and(isCustomer(id), customerScope(db, scope)))
    .limit(1);
  if (!row) return undefined;
  const [vouchers] = await db
    .select({
      total: count(),
      used: sql<number>`count(*) filter (where ${redemptions.isUsed})`.mapWith(Number),
    })
    .from(redemptions)
    .where(eq(redemptions.userId, id));
  return { ...row, vouchersCount: vouchers?.total ?? 0, vouchersUsedCount: vouchers?.used ?? 0 };
}

/**
 * Deletes a customer, keeping the books: one with history (ledger entries, vouchers, feedback,
 * notification deliveries) is anonymised — name, CPF, e-mail, phone, ERP id and password replaced
 * or cleared, deactivated, sessions ended — so its ledger, vouchers and every report total stay as
 * they were; one without history is removed. The row is locked first, so a ledger entry or a
 * voucher written meanwhile either waits and is then seen as history, or fails on the removed row.
 */
export async function removeCustomer(
  db: Database,
  id: number,
  options: { keepRow?: boolean } = {},
): Promise<CustomerRemoval> {
  return db.transaction(async (tx): Promise<CustomerRemoval> => {
    const [customer] = await tx.select({ id: users.id }).from(users).where(isCustomer(id)).for('update');
    if (!customer) return 'not-found';
    const [history] = await tx
      .select({
        any: sql<boolean>`${exists(tx.select({ one: sql`1` }).from(pointsLedger).where(eq(pointsLedger.userId, id)))}
          or ${exists(tx.select({ one: sql`1` }).from(redemptions).where(eq(redemptions.userId, id)))}
          or ${exists(tx.select({ one: sql`1` }).from(feedbacks).where(eq(feedbacks.userId, id)))}
          or ${exists(
            tx
              .select({ one: sql`1` })
              .from(notificationDeliveries)
              .where(eq(notificationDeliveries.userId, id)),
          )}`,
      })
      .from(users)
      .where(eq(users.id, id));
    // The data subject's own request (POST users/{id}/anonymize/) keeps the row: its request log
    // and consent history are the proof the request was answered.
    if (!history?.any && !options.keepRow) {
      await tx.delete(users).where(eq(users.id, id));
      return 'removed';
    }
    await tx
      .update(users)
      .set({
        fullName: ANONYMIZED_NAME,
        // Unique, and never a CPF or an address anyone could own (letters; the reserved .invalid).
        cpf: sql`'X' || lpad(${users.id}::text, 10, '0')`,
        email: sql`'cliente-removido-' || ${users.id} || '@anonimizado.invalid'`,
        phone: null,
        // The ERP's birth date, city and UF (the audiences' facts) are personal data as well.
        birthDate: null,
        city: null,
        state: null,
        externalId: null,
        passwordHash: null,
        isActive: false,
        anonymizedAt: sql`coalesce(${users.anonymizedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    await endUserSessions(tx, id);
    // Where and from what the customer signed in is personal data too; the counts stay.
    await tx.update(loginEvents).set({ ip: null, userAgent: null }).where(eq(loginEvents.userId, id));
    await tx.update(userSessions).set({ ip: null, userAgent: null }).where(eq(userSessions.userId, id));
    // Off every marketing list it was added to (an anonymised customer is no audience's member anyway).
    await tx.delete(audienceMembers).where(eq(audienceMembers.userId, id));
    await recordConsents(tx, [
      {
        userId: id,
        purpose: 'marketing_push',
        granted: false,
        source: 'back_office',
        note: 'Cliente anonimizado',
      },
    ]);
    return 'anonymized';
  });
}
