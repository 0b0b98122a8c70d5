/**
 * One page of ERP services or merchandise purchases applied in the page's transaction: each record
 * becomes one batch of points (unique external id, so a page read twice credits nothing more),
 * weighed by the points rule in force at the sale's date and dated from the sale
 * (docs/architecture.md §5, points lifecycle). A record the ERP now reports cancelled reverses the
 * points it gave. Balances follow from the ledger (points_ledger_totals trigger).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pointsLedger, pointsRules, pointsRuleVersions, users } from '../db/schema/index.ts';
import { type PurchaseRecord, pointsFor, weightTenThousandths } from '../domain/erp-records.ts';
import { centsToNumeric, formatBrl } from '../domain/money.ts';
import { type BatchResult, emptyBatch } from './erp-apply-customers.ts';
import { dealerOf, loadDealers } from './erp-dealers.ts';
import { reverseErpCredits } from './erp-reverse.ts';
import { TASK_META } from './erp-tasks.ts';
import type { Tx } from './jobs/job-types.ts';
import { type CreditInput, creditPoints } from './points/batch-credit.ts';
import { readProgrammeSettings } from './points/programme-settings.ts';

/** A run that cannot start (no points rule ever active): its message is the log's error. */
export class SyncSetupError extends Error {}

export interface RuleVersion {
  effectiveFrom: Date;
  isActive: boolean;
  /** Ten-thousandths (0.1000 = 1000). */
  weight: number;
}

/** The versions of the rule for `key`, oldest first; SyncSetupError when it was never active. */
export async function ruleVersions(db: Database, key: string): Promise<RuleVersion[]> {
  const rows = await db
    .select({
      effectiveFrom: pointsRuleVersions.effectiveFrom,
      isActive: pointsRuleVersions.isActive,
      weight: pointsRuleVersions.weight,
    })
    .from(pointsRuleVersions)
    .innerJoin(pointsRules, eq(pointsRules.id, pointsRuleVersions.ruleId))
    .where(eq(pointsRules.transactionTypeKey, key))
    .orderBy(asc(pointsRuleVersions.effectiveFrom));
  const versions = rows.map((row) => ({ ...row, weight: weightTenThousandths(row.weight) ?? 0 }));
  if (!versions.some((v) => v.isActive))
    throw new SyncSetupError(`Nenhuma regra de pontuação ativa para '${key}'.`);
  return versions;
}

/** The version in force at `at`: the last one effective on or before it. */
export function ruleAt(versions: RuleVersion[], at: Date): RuleVersion | undefined {
  let found: RuleVersion | undefined;
  for (const v of versions) if (v.effectiveFrom.getTime() <= at.getTime()) found = v;
  return found;
}

const saleDay = (at: Date) => at.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

export async function applyPurchases(
  tx: Tx,
  records: PurchaseRecord[],
  type: 'SERVICES' | 'MERCHANDISE',
  versions: RuleVersion[],
  now: Date = new Date(),
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
  const externalIdOf = (r: PurchaseRecord) => `erp:${TASK_META[type].ledgerType}:${r.externalId}`;
  // Credited before points had batches: such a record is already in the ledger as it is.
  const legacy = new Set(
    (
      await tx
        .select({ externalId: pointsLedger.externalId })
        .from(pointsLedger)
        .where(inArray(pointsLedger.externalId, records.map(externalIdOf)))
    ).map((row) => row.externalId),
  );
  const credits = new Map<string, CreditInput>();
  const cancelled: PurchaseRecord[] = [];
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
    if (r.cancelled) {
      cancelled.push(r);
      continue;
    }
    const rule = ruleAt(versions, r.occurredAt);
    if (!rule?.isActive) {
      out.warnings.push({
        external_id: r.externalId,
        reason: `nenhuma regra de pontuação ativa na data da venda (${saleDay(r.occurredAt)})`,
      });
      continue;
    }
    const externalId = externalIdOf(r);
    if (legacy.has(externalId)) continue;
    const what = r.description || (service ? 'Serviço' : 'Mercadoria');
    credits.set(externalId, {
      userId: user.id,
      source: service ? 'SERVICE' : 'MERCHANDISE',
      points: pointsFor(r.cents, rule.weight),
      earnedAt: r.occurredAt,
      description: `${service ? 'Serviço realizado' : 'Compra de mercadoria'}: ${what} (${formatBrl(r.cents)})`,
      amount: centsToNumeric(r.cents),
      externalId,
      dealershipId: dealerOf(dealers, r.dealershipCnpj, r.dealershipRef),
    });
  }
  // A sale worth less than one point credits nothing.
  const positive = [...credits.values()].filter((c) => c.points > 0);
  const settings = await readProgrammeSettings(tx);
  const created = await creditPoints(tx, positive, settings, now);
  out.created = created.length;
  out.unchanged = credits.size - created.length;
  const reversed = await reverseErpCredits(tx, cancelled.map(externalIdOf), now);
  out.updated = reversed;
  out.unchanged += cancelled.length - reversed;
  return out;
}
