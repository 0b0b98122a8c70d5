import type { BulkActionKind } from '@fidelidade/contract/enums';
import { USER_TYPE_LABELS } from '@fidelidade/contract/enums';
import { asc, inArray } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { csvLine } from '../../domain/csv.ts';
import { listCpf } from '../../domain/list-cpf.ts';
import { isAdmin } from '../../domain/principal.ts';
import { adjustmentDescription } from '../../repositories/customer-ledger.ts';
import { endUserSessions } from '../../repositories/refresh-tokens.ts';
import type { Tx } from '../jobs/job-types.ts';
import { creditPoints } from '../points/batch-credit.ts';
import { debitPoints, spendableBalance } from '../points/batch-debit.ts';
import { lockCustomers } from '../points/points-sql.ts';
import { readProgrammeSettings } from '../points/programme-settings.ts';
import { addToAudience } from './bulk-audience.ts';

export const BULK_SKIP = {
  notCustomer: 'Não é cliente: pontos só para clientes.',
  anonymized: 'Cliente removido (anonimizado).',
  admin: 'Administradores não são alterados por ações em massa.',
  gone: 'Usuário não existe mais.',
  balance: (balance: number) => `Saldo insuficiente (saldo: ${balance.toLocaleString('pt-BR')} pontos).`,
  already: (active: boolean) => (active ? 'Já estava ativo.' : 'Já estava inativo.'),
} as const;

export interface BulkChunk {
  bulkId: number;
  action: BulkActionKind;
  points: number | null;
  reason: string | null;
  /** 'audience': where the customers go (null: it was deleted since). */
  audienceId: number | null;
  by: number | null;
  now: Date;
}

export interface ChunkOutcome {
  applied: number;
  skipped: { user_id: number; reason: string }[];
  /** An export's lines for this chunk. */
  csv?: string;
}

export const EXPORT_HEADER = csvLine(['Nome', 'CPF', 'E-mail', 'Tipo', 'Saldo', 'Status']);

/** One chunk of targets (≤ 1000 ids): applied in the step's transaction, what was skipped and why. */
export async function applyChunk(tx: Tx, ids: number[], c: BulkChunk): Promise<ChunkOutcome> {
  const rows = await tx.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id));
  const skipped: ChunkOutcome['skipped'] = [];
  const found = new Set(rows.map((r) => r.id));
  for (const id of ids) if (!found.has(id)) skipped.push({ user_id: id, reason: BULK_SKIP.gone });
  if (c.action === 'export') {
    const csv = rows
      .map((u) =>
        csvLine([
          u.fullName,
          listCpf(u.cpf),
          u.email,
          USER_TYPE_LABELS[u.userType],
          u.pointsBalance,
          u.anonymizedAt ? 'Anonimizado' : u.isActive ? 'Ativo' : 'Inativo',
        ]),
      )
      .join('');
    return { applied: rows.length, skipped, csv };
  }
  if (c.action === 'audience') return addToAudience(tx, rows, skipped, c);
  if (c.action === 'activate' || c.action === 'deactivate') {
    const active = c.action === 'activate';
    const targets = rows.filter((u) => {
      const why = isAdmin(u)
        ? BULK_SKIP.admin
        : u.anonymizedAt
          ? BULK_SKIP.anonymized
          : u.isActive === active
            ? BULK_SKIP.already(active)
            : null;
      if (why) skipped.push({ user_id: u.id, reason: why });
      return why === null;
    });
    if (targets.length > 0)
      await tx
        .update(users)
        .set({ isActive: active, updatedAt: c.now })
        .where(
          inArray(
            users.id,
            targets.map((u) => u.id),
          ),
        );
    // Deactivation ends the user's sessions at once, as the single toggle does.
    if (!active) for (const u of targets) await endUserSessions(tx, u.id);
    return { applied: targets.length, skipped };
  }
  const customers = rows.filter((u) => {
    const why =
      u.userType !== 'CLIENTE' ? BULK_SKIP.notCustomer : u.anonymizedAt ? BULK_SKIP.anonymized : null;
    if (why) skipped.push({ user_id: u.id, reason: why });
    return why === null;
  });
  const points = c.points ?? 0;
  await lockCustomers(
    tx,
    customers.map((u) => u.id),
  );
  const common = (u: (typeof customers)[number]) => ({
    userId: u.id,
    reason: c.reason,
    createdById: c.by,
    dealershipId: u.dealershipId,
  });
  if (c.action === 'credit') {
    await creditPoints(
      tx,
      customers.map((u) => ({
        ...common(u),
        source: 'ADJUSTMENT' as const,
        points,
        earnedAt: c.now,
        description: adjustmentDescription(points),
        externalId: `bulk:${c.bulkId}:${u.id}`,
      })),
      await readProgrammeSettings(tx),
      c.now,
    );
    return { applied: customers.length, skipped };
  }
  let applied = 0;
  for (const u of customers) {
    const balance = await spendableBalance(tx, u.id, c.now);
    if (balance < points) {
      skipped.push({ user_id: u.id, reason: BULK_SKIP.balance(balance) });
      continue;
    }
    await debitPoints(
      tx,
      { ...common(u), points, kind: 'ADJUSTMENT', description: adjustmentDescription(-points) },
      c.now,
    );
    applied++;
  }
  return { applied, skipped };
}
