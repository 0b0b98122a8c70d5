import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  audienceMembers,
  audiences,
  auditLog,
  consentEvents,
  customerConsents,
  dataSubjectRequests,
  dealerships,
  feedbacks,
  loginEvents,
  notificationDeliveries,
  notifications,
  offers,
  pointsBatches,
  pointsLedger,
  redemptions,
  userSessions,
  users,
  voucherReversals,
} from '../../db/schema/index.ts';

/** Every kind of record the export holds, in the order the bundle lists them. */
export const RECORD_KINDS = [
  'consents',
  'consent_history',
  'ledger',
  'points_batches',
  'redemptions',
  'vouchers',
  'feedback',
  'notifications',
  'audience_lists',
  'sign_ins',
  'sessions',
  'audit_entries',
  'data_requests',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export type Row = Record<string, unknown>;
export interface SubjectRecords {
  profile: Row;
  records: Record<RecordKind, Row[]>;
}

/**
 * Everything the system holds about one customer (LGPD art. 18, II), read as stored: its profile
 * (never a password hash or a second-factor secret), consents and their history, ledger, batches,
 * redemptions and vouchers (with burn values and reversals), feedback, the notifications delivered
 * to it, the audience lists it was added to (marketing), its sign-ins and sessions, the audit entries about it and its own requests. A customer's
 * records are at most thousands of rows, so they are read whole.
 */
export async function subjectRecords(db: Database, userId: number): Promise<SubjectRecords | undefined> {
  const [profile] = await db
    .select({
      id: users.id,
      full_name: users.fullName,
      cpf: users.cpf,
      email: users.email,
      phone: users.phone,
      birth_date: users.birthDate,
      city: users.city,
      state: users.state,
      erp_id: users.externalId,
      is_active: users.isActive,
      home_dealership: dealerships.name,
      points_balance: users.pointsBalance,
      points_earned: users.pointsEarned,
      points_spent: users.pointsSpent,
      points_expired: users.pointsExpired,
      points_pending: users.pointsPending,
      last_activity_at: users.lastActivityAt,
      last_login: users.lastLogin,
      created_at: users.createdAt,
      anonymized_at: users.anonymizedAt,
    })
    .from(users)
    .leftJoin(dealerships, eq(dealerships.id, users.dealershipId))
    .where(and(eq(users.id, userId), eq(users.userType, 'CLIENTE')));
  if (!profile) return undefined;
  const voucherRows = await db
    .select({
      id: redemptions.id,
      voucher_code: redemptions.voucherCode,
      offer: offers.title,
      points_spent: redemptions.pointsSpent,
      created_at: redemptions.createdAt,
      is_used: redemptions.isUsed,
      used_at: redemptions.usedAt,
      total_value_offer: redemptions.totalValueOffer,
      total_discount_applied: redemptions.totalDiscountApplied,
      total_value_spent_by_user: redemptions.totalValueSpentByUser,
      reference_code: redemptions.referenceCode,
      cancelled_at: redemptions.cancelledAt,
      cancel_reason: redemptions.cancelReason,
    })
    .from(redemptions)
    .innerJoin(offers, eq(offers.id, redemptions.offerId))
    .where(eq(redemptions.userId, userId))
    .orderBy(asc(redemptions.createdAt), asc(redemptions.id));
  const reversals = voucherRows.length
    ? await db
        .select({
          redemption_id: voucherReversals.redemptionId,
          reason: voucherReversals.reason,
          at: voucherReversals.createdAt,
        })
        .from(voucherReversals)
        .where(
          inArray(
            voucherReversals.redemptionId,
            voucherRows.map((v) => v.id),
          ),
        )
    : [];
  const lists = await db
    .select({ audience: audiences.name, added_at: audienceMembers.addedAt })
    .from(audienceMembers)
    .innerJoin(audiences, eq(audiences.id, audienceMembers.audienceId))
    .where(eq(audienceMembers.userId, userId))
    .orderBy(asc(audienceMembers.addedAt));
  const [consents, consentHistory, ledger, batches, feedback, delivered, signIns, sessions, audit, requests] =
    await Promise.all([
      db.select().from(customerConsents).where(eq(customerConsents.userId, userId)),
      db.select().from(consentEvents).where(eq(consentEvents.userId, userId)).orderBy(asc(consentEvents.at)),
      db
        .select({
          id: pointsLedger.id,
          created_at: pointsLedger.createdAt,
          kind: pointsLedger.kind,
          points: pointsLedger.points,
          description: pointsLedger.description,
          reason: pointsLedger.reason,
        })
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, userId))
        .orderBy(asc(pointsLedger.createdAt), asc(pointsLedger.id)),
      db
        .select({
          id: pointsBatches.id,
          source: pointsBatches.source,
          points: pointsBatches.points,
          remaining: pointsBatches.remaining,
          earned_at: pointsBatches.earnedAt,
          available_at: pointsBatches.availableAt,
          expires_at: pointsBatches.expiresAt,
          description: pointsBatches.description,
        })
        .from(pointsBatches)
        .where(eq(pointsBatches.userId, userId))
        .orderBy(asc(pointsBatches.earnedAt), asc(pointsBatches.id)),
      db
        .select({
          id: feedbacks.id,
          created_at: feedbacks.createdAt,
          subject: feedbacks.subject,
          message: feedbacks.message,
          feedback_type: feedbacks.feedbackType,
          status: feedbacks.status,
          admin_response: feedbacks.adminResponse,
        })
        .from(feedbacks)
        .where(eq(feedbacks.userId, userId))
        .orderBy(asc(feedbacks.createdAt)),
      db
        .select({
          notification_id: notifications.id,
          title: notifications.title,
          message: sql<string>`coalesce(${notificationDeliveries.message}, ${notifications.message})`,
          status: notificationDeliveries.status,
          delivered_at: notificationDeliveries.deliveredAt,
        })
        .from(notificationDeliveries)
        .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
        .where(eq(notificationDeliveries.userId, userId))
        .orderBy(asc(notificationDeliveries.createdAt)),
      db
        .select({
          at: loginEvents.createdAt,
          channel: loginEvents.channel,
          ip: loginEvents.ip,
          user_agent: loginEvents.userAgent,
        })
        .from(loginEvents)
        .where(eq(loginEvents.userId, userId))
        .orderBy(asc(loginEvents.createdAt)),
      db
        .select({
          signed_in_at: userSessions.createdAt,
          channel: userSessions.channel,
          ip: userSessions.ip,
          user_agent: userSessions.userAgent,
          last_used_at: userSessions.lastUsedAt,
          ended_at: userSessions.endedAt,
        })
        .from(userSessions)
        .where(eq(userSessions.userId, userId))
        .orderBy(asc(userSessions.createdAt)),
      db
        .select({
          at: auditLog.at,
          actor: auditLog.actorName,
          action: auditLog.action,
          changes: auditLog.changes,
        })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))))
        .orderBy(asc(auditLog.at), asc(auditLog.id)),
      db
        .select({
          id: dataSubjectRequests.id,
          kind: dataSubjectRequests.kind,
          received_at: dataSubjectRequests.receivedAt,
          due_at: dataSubjectRequests.dueAt,
          channel: dataSubjectRequests.channel,
          fulfilled_at: dataSubjectRequests.fulfilledAt,
        })
        .from(dataSubjectRequests)
        .where(eq(dataSubjectRequests.userId, userId))
        .orderBy(asc(dataSubjectRequests.receivedAt)),
    ]);
  return {
    profile,
    records: {
      consents: consents.map(({ userId: _u, ...c }) => c),
      consent_history: consentHistory.map(({ userId: _u, actorId: _a, ...c }) => c),
      ledger,
      points_batches: batches,
      redemptions: voucherRows.map((v) => ({
        id: v.id,
        offer: v.offer,
        points_spent: v.points_spent,
        created_at: v.created_at,
        status: v.cancelled_at ? 'cancelado' : v.is_used ? 'utilizado' : 'pendente',
      })),
      vouchers: voucherRows.map((v) => ({
        voucher_code: v.voucher_code,
        offer: v.offer,
        used_at: v.used_at,
        total_value_offer: v.total_value_offer,
        total_discount_applied: v.total_discount_applied,
        total_value_spent_by_user: v.total_value_spent_by_user,
        reference_code: v.reference_code,
        cancelled_at: v.cancelled_at,
        cancel_reason: v.cancel_reason,
        reversals: reversals
          .filter((r) => r.redemption_id === v.id)
          .map(({ reason, at }) => ({ reason, at })),
      })),
      feedback,
      notifications: delivered,
      audience_lists: lists,
      sign_ins: signIns,
      sessions,
      audit_entries: audit,
      data_requests: requests,
    },
  };
}
