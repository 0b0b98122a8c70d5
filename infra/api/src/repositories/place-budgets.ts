import type { BudgetPeriod } from '@fidelidade/contract/enums';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { dealerships, partnerLocations, placeBudgets } from '../db/schema/index.ts';
import type { Scope } from '../domain/principal.ts';

/** A place budget with the current period's use (docs/architecture.md §5, "Budgets"). */
export interface PlaceBudgetListRow {
  id: number;
  dealershipId: number | null;
  partnerLocationId: number | null;
  placeName: string;
  period: BudgetPeriod;
  periodStart: string | null;
  maxRedemptions: number | null;
  maxPoints: number | null;
  maxCents: number | null;
  usedRedemptions: number;
  usedPoints: number;
  usedCents: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface PlaceBudgetValues {
  dealershipId: number | null;
  partnerLocationId: number | null;
  period: BudgetPeriod;
  maxRedemptions: number | null;
  maxPoints: number | null;
  maxCents: number | null;
}

const TZ = 'America/Sao_Paulo';
const currentStart = sql`(case when ${placeBudgets.period} = 'MONTH'
  then (date_trunc('month', now() at time zone ${TZ}))::date else '1970-01-01'::date end)`;

/** ADMIN every budget; a DEALERSHIP its dealership's; a PARCEIRO its stores'; a store's counter its store's. */
function scoped(db: Database, scope: Scope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'dealership') return eq(placeBudgets.dealershipId, scope.dealershipId);
  if (scope.kind === 'store') return eq(placeBudgets.partnerLocationId, scope.partnerLocationId);
  return inArray(
    placeBudgets.partnerLocationId,
    db
      .select({ id: partnerLocations.id })
      .from(partnerLocations)
      .where(eq(partnerLocations.partnerId, scope.partnerId)),
  );
}

export function createPlaceBudgetsRepository(db: Database) {
  const select = () =>
    db
      .select({
        id: placeBudgets.id,
        dealershipId: placeBudgets.dealershipId,
        partnerLocationId: placeBudgets.partnerLocationId,
        placeName: sql<string>`coalesce(${partnerLocations.storeName}, ${dealerships.name}, '')`,
        period: placeBudgets.period,
        periodStart: sql<
          string | null
        >`(case when ${placeBudgets.period} = 'MONTH' then ${currentStart}::text end)`,
        maxRedemptions: placeBudgets.maxRedemptions,
        maxPoints: placeBudgets.maxPoints,
        maxCents: placeBudgets.maxCents,
        usedRedemptions: sql<number>`coalesce(u."used_redemptions", 0)::int`,
        usedPoints: sql<number>`coalesce(u."used_points", 0)::float8`,
        usedCents: sql<number>`coalesce(u."used_cents", 0)::float8`,
        createdAt: placeBudgets.createdAt,
        updatedAt: placeBudgets.updatedAt,
      })
      .from(placeBudgets)
      .leftJoin(dealerships, eq(dealerships.id, placeBudgets.dealershipId))
      .leftJoin(partnerLocations, eq(partnerLocations.id, placeBudgets.partnerLocationId))
      .leftJoin(
        sql`"place_budget_usage" u`,
        sql`u."budget_id" = ${placeBudgets.id} and u."period_start" = ${currentStart}`,
      );
  const numbers = (row: PlaceBudgetListRow): PlaceBudgetListRow => ({
    ...row,
    maxPoints: row.maxPoints === null ? null : Number(row.maxPoints),
    maxCents: row.maxCents === null ? null : Number(row.maxCents),
    usedPoints: Number(row.usedPoints),
    usedCents: Number(row.usedCents),
  });

  return {
    async list(scope: Scope): Promise<PlaceBudgetListRow[]> {
      const rows = await select()
        .where(scoped(db, scope))
        .orderBy(desc(placeBudgets.createdAt), desc(placeBudgets.id));
      return rows.map(numbers);
    },
    async get(id: number): Promise<PlaceBudgetListRow | undefined> {
      const [row] = await select().where(eq(placeBudgets.id, id));
      return row ? numbers(row) : undefined;
    },
    /** The budget already set for this place, if any. */
    async ofPlace(
      values: Pick<PlaceBudgetValues, 'dealershipId' | 'partnerLocationId'>,
    ): Promise<number | null> {
      const [row] = await db
        .select({ id: placeBudgets.id })
        .from(placeBudgets)
        .where(
          values.partnerLocationId !== null
            ? eq(placeBudgets.partnerLocationId, values.partnerLocationId)
            : eq(placeBudgets.dealershipId, values.dealershipId ?? -1),
        );
      return row?.id ?? null;
    },
    async create(values: PlaceBudgetValues, createdById: number): Promise<number> {
      const [row] = await db
        .insert(placeBudgets)
        .values({ ...values, createdById })
        .returning({ id: placeBudgets.id });
      if (!row) throw new Error('insert place_budgets returned nothing');
      return row.id;
    },
    async update(id: number, values: PlaceBudgetValues): Promise<void> {
      await db
        .update(placeBudgets)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(placeBudgets.id, id)));
    },
    async delete(id: number): Promise<void> {
      await db.delete(placeBudgets).where(eq(placeBudgets.id, id));
    },
  };
}

export type PlaceBudgetsRepository = ReturnType<typeof createPlaceBudgetsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    placeBudgetsRepository: PlaceBudgetsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('placeBudgetsRepository', createPlaceBudgetsRepository(app.db));
  },
  { name: 'place-budgets-repository', dependencies: ['db'] },
);
