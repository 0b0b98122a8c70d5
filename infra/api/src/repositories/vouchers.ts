import type { RedemptionStatus } from '@fidelidade/contract/enums';
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Bind, placeholder } from '../db/bind.ts';
import type { Database } from '../db/client.ts';
import { PAGE, preparedPages } from '../db/prepared-pages.ts';
import { listShapeKey } from '../db/prepared-shapes.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import {
  dealerships,
  type OfferType,
  offers,
  partnerLocations,
  redemptions,
  users,
} from '../db/schema/index.ts';
import { HttpError } from '../domain/http-error.ts';
import { orderBy, sortableList } from '../domain/ordering.ts';
import { type Paging, searchPattern } from '../domain/pagination.ts';
import type { Scope } from '../domain/principal.ts';
import { ptNumber } from '../domain/pt-br-number.ts';
import { voucherCode } from '../domain/voucher-code.ts';
import { applyRedemptionLimits } from '../services/budgets/redemption-limits.ts';
import { markCodeTaken, takePooledCode } from '../services/budgets/voucher-pool.ts';
import { debitPoints, spendableBalance } from '../services/points/batch-debit.ts';
import { redemptionCostSql } from './offers.ts';
import { redemptionStatusWhere } from './redemption-status.ts';
import { rowScope, scopeIdOf, searchSql } from './scope-sql.ts';

export const REDEEM_MESSAGES = {
  offerNotFound: 'Oferta não encontrada.',
  offerUnavailable: 'Oferta indisponível ou fora do período de validade.',
  offerOutsideWindow: 'Oferta fora do horário ou dia da semana permitido.',
  insufficient: 'Saldo de pontos insuficiente.',
  limitReached: 'Limite de resgates desta oferta atingido.',
} as const;

export type VoucherStatus = RedemptionStatus;

/** Who sees which vouchers: a customer its own, a back-office user its scope. */
export type VoucherOwner = { kind: 'customer'; userId: number } | { kind: 'staff'; scope: Scope };

export interface VoucherFilter {
  owner: VoucherOwner;
  search?: string | undefined;
  status?: VoucherStatus | undefined;
  /** One customer's vouchers (still within the owner's scope). */
  userId?: number | undefined;
  /** Only the vouchers this back-office user burned (still within the owner's scope). */
  burnedById?: number | undefined;
  /** `?ordering=` as sent; absent: newest first. */
  ordering?: string | undefined;
}

/** `status` is is_used: pending before used. */
export const VOUCHER_ORDERING = sortableList(
  'loyalty/vouchers/',
  {
    created_at: redemptions.createdAt,
    voucher_code: redemptions.voucherCode,
    user_name: users.fullName,
    offer_title: offers.title,
    points_spent: redemptions.pointsSpent,
    status: redemptions.isUsed,
    used_at: redemptions.usedAt,
  },
  redemptions.id,
);

export interface VoucherRow {
  id: number;
  voucherCode: string;
  offerId: number;
  offerTitle: string;
  offerType: OfferType;
  pointsSpent: number;
  isUsed: boolean;
  cancelledAt: Date | null;
  usedAt: Date | null;
  createdAt: Date;
  userId: number;
  userName: string;
  dealershipId: number | null;
  partnerLocationId: number | null;
  totalValueOffer: string | null;
  totalDiscountApplied: string | null;
  totalValueSpentByUser: string | null;
  referenceCode: string | null;
  burnedById: number | null;
  burnedByName: string | null;
}

/** A voucher found by its code, with what the counter shows and whether the caller's scope holds it. */
export interface VoucherLookup extends VoucherRow {
  customerCpf: string;
  offerValidUntil: Date | null;
  offerLocationName: string | null;
  discountPercentage: string | null;
  inScope: boolean;
}

export interface BurnValues {
  totalValueOffer: string;
  totalDiscountApplied: string;
  totalValueSpentByUser: string;
  referenceCode: string | null;
}

const burner = alias(users, 'burner');

const voucherColumns = {
  id: redemptions.id,
  voucherCode: redemptions.voucherCode,
  offerId: redemptions.offerId,
  offerTitle: offers.title,
  offerType: offers.offerType,
  pointsSpent: redemptions.pointsSpent,
  isUsed: redemptions.isUsed,
  cancelledAt: redemptions.cancelledAt,
  usedAt: redemptions.usedAt,
  createdAt: redemptions.createdAt,
  userId: redemptions.userId,
  userName: users.fullName,
  dealershipId: redemptions.dealershipId,
  partnerLocationId: redemptions.partnerLocationId,
  totalValueOffer: redemptions.totalValueOffer,
  totalDiscountApplied: redemptions.totalDiscountApplied,
  totalValueSpentByUser: redemptions.totalValueSpentByUser,
  referenceCode: redemptions.referenceCode,
  burnedById: redemptions.burnedById,
  burnedByName: burner.fullName,
};

/** What decides the page's SQL text: whose vouchers, which filters are present, the ordering. */
function shapeKey(filter: VoucherFilter): string {
  const { owner } = filter;
  const present = [
    searchPattern(filter.search),
    filter.userId !== undefined,
    filter.burnedById !== undefined,
  ];
  // The status is written into the SQL (redemptionStatusWhere): its value is part of the shape.
  const who = `${owner.kind === 'customer' ? 'customer' : owner.scope.kind}:${filter.status ?? ''}`;
  return listShapeKey(who, present, filter.ordering);
}

/** The values of the placeholders `pageWhere(filter, placeholder)` puts in its SQL. */
function shapeValues(filter: VoucherFilter): Record<string, unknown> {
  const { owner } = filter;
  return {
    ownerId: owner.kind === 'customer' ? owner.userId : undefined,
    scopeId: owner.kind === 'staff' ? scopeIdOf(owner.scope) : undefined,
    pattern: searchPattern(filter.search),
    status: filter.status,
    userId: filter.userId,
    burnedById: filter.burnedById,
  };
}

/** Local time in Brasília, for offers restricted to hours and weekdays. */
const localNow = sql`(now() at time zone 'America/Sao_Paulo')`;

export function createVouchersRepository(db: Database) {
  const base = () =>
    db
      .select(voucherColumns)
      .from(redemptions)
      .innerJoin(users, eq(users.id, redemptions.userId))
      .innerJoin(offers, eq(offers.id, redemptions.offerId))
      .leftJoin(burner, eq(burner.id, redemptions.burnedById));

  function ownerCondition(owner: VoucherOwner, bind: Bind): SQL | undefined {
    return owner.kind === 'customer'
      ? eq(redemptions.userId, bind('ownerId', owner.userId))
      : rowScope(db, owner.scope, redemptions, bind);
  }

  /** `filter` as SQL; with `bind = placeholder`, the same SQL for every filter of its shape. */
  function pageWhere(filter: VoucherFilter, bind: Bind): SQL | undefined {
    return and(
      ownerCondition(filter.owner, bind),
      searchSql(filter.search, [redemptions.voucherCode, offers.title, users.fullName], bind),
      redemptionStatusWhere(filter.status, bind),
      filter.userId !== undefined ? eq(redemptions.userId, bind('userId', filter.userId)) : undefined,
      filter.burnedById !== undefined
        ? eq(redemptions.burnedById, bind('burnedById', filter.burnedById))
        : undefined,
    );
  }

  // The page and its count, prepared once per shape of filter (db/prepared-pages.ts).
  const pages = preparedPages({
    prefix: 'vouchers',
    keyOf: shapeKey,
    rows: (filter: VoucherFilter) =>
      base()
        .where(pageWhere(filter, placeholder))
        .orderBy(...orderBy(filter.ordering, VOUCHER_ORDERING))
        .limit(PAGE.limit)
        .offset(PAGE.offset),
    count: (filter: VoucherFilter) =>
      db
        .select({ value: count() })
        .from(redemptions)
        .innerJoin(users, eq(users.id, redemptions.userId))
        .innerJoin(offers, eq(offers.id, redemptions.offerId))
        .where(pageWhere(filter, placeholder)),
  });

  async function byId(id: number): Promise<VoucherRow> {
    const [row] = await base().where(eq(redemptions.id, id)).limit(1);
    if (!row) throw new Error(`redemption ${id} vanished`);
    return row;
  }

  return {
    /**
     * Redeems an offer for a customer in one transaction: locks the customer row (serialises the
     * customer's redemptions, so the balance and the per-customer limits hold under concurrency) and
     * the offer row (no concurrent deactivation or budget change), checks its audience and takes from
     * its budgets, takes a free imported code when the offer has a pool (services/budgets/voucher-
     * pool.ts), then writes the voucher, the ledger debit and the new cached balance together.
     * Throws HttpError 404/400 without writing anything.
     */
    async redeem(userId: number, offerId: number): Promise<{ voucher: VoucherRow; balance: number }> {
      // Concurrent redemptions meet on the ledger's rollup rows: a deadlock's loser runs again.
      const redemptionId = await retryTransaction(() =>
        db.transaction(async (tx) => {
          const now = new Date();
          const [customer] = await tx
            .select({ id: users.id, dealershipId: users.dealershipId })
            .from(users)
            .where(eq(users.id, userId))
            .for('update');
          if (!customer) throw new HttpError(404, { detail: REDEEM_MESSAGES.offerNotFound });
          // Points expired by now are written off first: they are never spent (docs/architecture.md §5).
          const balance = await spendableBalance(tx, userId, now);
          const [offer] = await tx
            .select({
              id: offers.id,
              title: offers.title,
              pointsCost: offers.pointsCost,
              maxRedemptions: offers.maxRedemptions,
              dealershipId: offers.dealershipId,
              partnerLocationId: offers.partnerLocationId,
              audienceId: offers.audienceId,
              customerLimit: offers.customerLimit,
              customerLimitPeriod: offers.customerLimitPeriod,
              budgetRedemptions: offers.budgetRedemptions,
              budgetPoints: offers.budgetPoints,
              budgetCents: offers.budgetCents,
              costCents: sql<number>`(${redemptionCostSql})::int`,
              validNow: sql<boolean>`(${offers.isActive} and ${offers.validFrom} <= now() and ${offers.validUntil} > now())`,
              inWindow: sql<boolean>`(not ${offers.timeRestricted} or (
              (${offers.startTime} is null or ${localNow}::time >= ${offers.startTime})
              and (${offers.endTime} is null or ${localNow}::time <= ${offers.endTime})
              and (coalesce(cardinality(${offers.validDays}), 0) = 0
                   or extract(isodow from ${localNow})::smallint = any(${offers.validDays}))))`,
            })
            .from(offers)
            .where(eq(offers.id, offerId))
            .for('share');
          // Same audience as the customer's offer list: partner-store offers and its own dealership's.
          if (!offer || (offer.dealershipId !== null && offer.dealershipId !== customer.dealershipId))
            throw new HttpError(404, { detail: REDEEM_MESSAGES.offerNotFound });
          if (!offer.validNow) throw new HttpError(400, { detail: REDEEM_MESSAGES.offerUnavailable });
          if (!offer.inWindow) throw new HttpError(400, { detail: REDEEM_MESSAGES.offerOutsideWindow });
          if (balance < offer.pointsCost) throw new HttpError(400, { detail: REDEEM_MESSAGES.insufficient });
          if (offer.maxRedemptions !== null) {
            // A cancelled redemption gave its points back: it no longer counts against the limit.
            const [used] = await tx
              .select({ n: count() })
              .from(redemptions)
              .where(
                and(
                  eq(redemptions.userId, userId),
                  eq(redemptions.offerId, offer.id),
                  isNull(redemptions.cancelledAt),
                ),
              );
            if ((used?.n ?? 0) >= offer.maxRedemptions)
              throw new HttpError(400, { detail: REDEEM_MESSAGES.limitReached });
          }
          // Its audience, the cap per period, then its budget and its place's (exact under concurrency).
          await applyRedemptionLimits(tx, userId, offer, now, REDEEM_MESSAGES.offerNotFound);

          // An offer with imported codes hands out the next free one; otherwise a generated code.
          let inserted: { id: number } | undefined;
          for (let attempt = 0; !inserted && attempt < 5; attempt++) {
            const pooled = await takePooledCode(tx, offer.id);
            [inserted] = await tx
              .insert(redemptions)
              .values({
                userId,
                offerId: offer.id,
                pointsSpent: offer.pointsCost,
                costCents: offer.costCents,
                voucherCode: pooled?.code ?? voucherCode(),
                dealershipId: offer.dealershipId,
                partnerLocationId: offer.partnerLocationId,
              })
              .onConflictDoNothing({ target: redemptions.voucherCode })
              .returning({ id: redemptions.id });
            // A pooled code some generated voucher already carries can never be issued: set it aside.
            if (pooled) await markCodeTaken(tx, pooled, inserted?.id ?? null, now);
          }
          if (!inserted) throw new Error('could not generate a unique voucher code');
          // Paid by the customer's batches (a free offer's entry is 0 points and takes none).
          await debitPoints(
            tx,
            {
              userId,
              points: offer.pointsCost,
              kind: 'REDEMPTION',
              description: `Resgate de oferta: ${offer.title} (${ptNumber(offer.pointsCost)} pontos)`,
              offerId: offer.id,
              redemptionId: inserted.id,
              dealershipId: offer.dealershipId,
              partnerLocationId: offer.partnerLocationId,
            },
            now,
          );
          // The balance follows from the ledger entry (points_ledger_totals trigger).
          return inserted.id;
        }),
      );
      const voucher = await byId(redemptionId);
      const [row] = await db.select({ balance: users.pointsBalance }).from(users).where(eq(users.id, userId));
      return { voucher, balance: row?.balance ?? 0 };
    },

    async page(filter: VoucherFilter, p: Paging): Promise<{ count: number; rows: VoucherRow[] }> {
      const { counted, rows } = await pages.execute(filter, shapeValues(filter), p);
      return { count: counted[0]?.value ?? 0, rows };
    },

    /**
     * A voucher by its exact code, wherever it is: `inScope` says whether the caller's scope holds
     * it, so the counter can tell "unknown" (404) from "another store's" (403).
     */
    async findByCode(code: string, scope: Scope): Promise<VoucherLookup | undefined> {
      const scoped = rowScope(db, scope, redemptions);
      const [row] = await db
        .select({
          ...voucherColumns,
          customerCpf: users.cpf,
          offerValidUntil: offers.validUntil,
          offerLocationName: sql<string | null>`coalesce(${partnerLocations.storeName}, ${dealerships.name})`,
          discountPercentage: offers.discountPercentage,
          inScope: scoped ? sql<boolean>`(case when ${scoped} then true else false end)` : sql<boolean>`true`,
        })
        .from(redemptions)
        .innerJoin(users, eq(users.id, redemptions.userId))
        .innerJoin(offers, eq(offers.id, redemptions.offerId))
        .leftJoin(burner, eq(burner.id, redemptions.burnedById))
        .leftJoin(dealerships, eq(dealerships.id, offers.dealershipId))
        .leftJoin(partnerLocations, eq(partnerLocations.id, offers.partnerLocationId))
        .where(eq(redemptions.voucherCode, code))
        .limit(1);
      return row;
    },

    /**
     * Marks a voucher used exactly once: the is_used = false guard makes concurrent burns safe.
     * Undefined when another burn got there first.
     */
    async burn(id: number, burnedById: number, values: BurnValues): Promise<VoucherRow | undefined> {
      const rows = await db
        .update(redemptions)
        .set({ isUsed: true, usedAt: sql`now()`, burnedById, ...values })
        .where(and(eq(redemptions.id, id), eq(redemptions.isUsed, false), isNull(redemptions.cancelledAt)))
        .returning({ id: redemptions.id });
      return rows.length === 1 ? byId(id) : undefined;
    },
  };
}

export type VouchersRepository = ReturnType<typeof createVouchersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    vouchersRepository: VouchersRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('vouchersRepository', createVouchersRepository(app.db));
  },
  { name: 'vouchers-repository', dependencies: ['db'] },
);
