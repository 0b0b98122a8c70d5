import type { ErpFixture } from '@fidelidade/erp-fixture';
import { count, eq, isNotNull, like, sum } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pointsLedger, pointsRules, users } from '../db/schema/index.ts';
import { parseCents } from '../domain/money.ts';

/** The points rules the ERP tests sync with: services 10 %, merchandise 5 %. */
export const ERP_TEST_RULES = [
  { name: 'Serviços', transactionTypeKey: 'SERVICE', weight: '0.1000' },
  { name: 'Mercadorias', transactionTypeKey: 'MERCHANDISE', weight: '0.0500' },
] as const;

export async function insertErpTestRules(db: Database): Promise<void> {
  await db.insert(pointsRules).values([...ERP_TEST_RULES]);
}

/** What one clean run of the whole dataset must produce under ERP_TEST_RULES, from the fixture's own data. */
export interface ExpectedErpRun {
  customers: number;
  entries: number;
  /** CPF → points credited by ERP entries. */
  points: Map<string, number>;
}

/**
 * Computed independently of the engine: floor(cents × weight in ten-thousandths / 10⁶) per purchase,
 * summed per CPF (10 % = 1000, 5 % = 500).
 */
export function expectedErpRun(dataset: ErpFixture['dataset']): ExpectedErpRun {
  const points = new Map<string, number>();
  const add = (cpf: string, amount: string, weight: number) => {
    const credited = Math.floor(((parseCents(amount) as number) * weight) / 1_000_000);
    points.set(cpf, (points.get(cpf) ?? 0) + credited);
  };
  for (const r of dataset.services) add(r.cpf, r.amount, 1000);
  for (const r of dataset.purchases) add(r.cpf, r.amount, 500);
  return {
    customers: dataset.customers.length,
    entries: dataset.services.length + dataset.purchases.length,
    points,
  };
}

/** Users imported from the ERP (they carry its external_id). */
export async function erpUserCount(db: Database): Promise<number> {
  return (await db.select({ n: count() }).from(users).where(isNotNull(users.externalId)))[0]?.n ?? 0;
}

/** Ledger entries written by the ERP sync ('erp:<type>:<id>'). */
export async function erpEntryCount(db: Database): Promise<number> {
  return (
    (await db.select({ n: count() }).from(pointsLedger).where(like(pointsLedger.externalId, 'erp:%')))[0]
      ?.n ?? 0
  );
}

/** CPF → points credited by ERP ledger entries. */
export async function erpCreditedByCpf(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ cpf: users.cpf, points: sum(pointsLedger.points) })
    .from(pointsLedger)
    .innerJoin(users, eq(users.id, pointsLedger.userId))
    .where(like(pointsLedger.externalId, 'erp:%'))
    .groupBy(users.cpf);
  return new Map(rows.map((r) => [r.cpf, Number(r.points)]));
}
