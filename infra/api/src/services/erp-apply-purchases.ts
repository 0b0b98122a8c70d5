/**
 * One page of ERP services or merchandise purchases applied in the page's transaction: each credited
 * once (unique ledger external_id); balances follow from the entries (points_ledger_totals trigger).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pointsLedger, pointsRules, users } from '../db/schema/index.ts';
import { type PurchaseRecord, pointsFor, weightTenThousandths } from '../domain/erp-records.ts';
import { centsToNumeric, formatBrl } from '../domain/money.ts';
import { type BatchResult, emptyBatch } from './erp-apply-customers.ts';
import { dealerOf, loadDealers } from './erp-dealers.ts';
import { TASK_META } from './erp-tasks.ts';
import type { Tx } from './jobs/job-types.ts';

/** A run that cannot start (no active points rule): its message is the log's error. */
export class SyncSetupError extends Error {}

/** The active points rule's weight for `key` (ten-thousandths); SyncSetupError without one. */
export async function activeWeight(db: Database, key: string): Promise<number> {
  const [rule] = await db
    .select({ weight: pointsRules.weight })
    .from(pointsRules)
    .where(and(eq(pointsRules.transactionTypeKey, key), eq(pointsRules.isActive, true)));
  const weight = rule ? weightTenThousandths(rule.weight) : null;
  if (weight === null) throw new SyncSetupError(`Nenhuma regra de pontuação ativa para '${key}'.`);
  return weight;
}

export async function applyPurchases(
  tx: Tx,
  records: PurchaseRecord[],
  type: 'SERVICES' | 'MERCHANDISE',
  weight: number,
): Promise<BatchResult> {
  const out = emptyBatch();
  if (records.length === 0) return out;
  const dealers = await loadDealers(tx);
  const owners = await tx
    .select({ id: users.id, cpf: users.cpf, userType: users.userType })
    .from(users)
    .where(inArray(users.cpf, [...new Set(records.map((r) => r.cpf))]));
  const byCpf = new Map(owners.map((u) => [u.cpf, u]));
  const service = type === 'SERVICES';
  const rows = new Map<string, typeof pointsLedger.$inferInsert>();
  for (const r of records) {
    const user = byCpf.get(r.cpf);
    if (!user) {
      // Not lost: the pass's cursor stops at this record, so the next run fetches it again.
      out.warnings.push({
        external_id: r.externalId,
        reason: 'cliente não encontrado para o CPF (nova tentativa na próxima sincronização)',
      });
      if (!out.hold || r.updatedAt < out.hold) out.hold = r.updatedAt;
      continue;
    }
    if (user.userType !== 'CLIENTE') {
      out.warnings.push({ external_id: r.externalId, reason: 'CPF pertence a um usuário que não é cliente' });
      continue;
    }
    const what = r.description || (service ? 'Serviço' : 'Mercadoria');
    const externalId = `erp:${TASK_META[type].ledgerType}:${r.externalId}`;
    rows.set(externalId, {
      userId: user.id,
      points: pointsFor(r.cents, weight),
      kind: service ? 'SERVICE' : 'MERCHANDISE',
      description: `${service ? 'Serviço realizado' : 'Compra de mercadoria'}: ${what} (${formatBrl(r.cents)})`,
      amount: centsToNumeric(r.cents),
      externalId,
      dealershipId: dealerOf(dealers, r.dealershipCnpj, r.dealershipRef),
      createdAt: r.occurredAt,
    });
  }
  if (rows.size === 0) return out;
  const inserted = await tx
    .insert(pointsLedger)
    .values([...rows.values()])
    .onConflictDoNothing({ target: pointsLedger.externalId })
    .returning({ id: pointsLedger.id });
  out.created = inserted.length;
  out.unchanged = rows.size - inserted.length;
  return out;
}
