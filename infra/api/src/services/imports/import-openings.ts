import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { pointsBatches, users } from '../../db/schema/index.ts';
import { mappedValues, openingRow } from '../../domain/import-values.ts';
import type { Tx } from '../jobs/job-types.ts';
import { type CreditInput, creditPoints } from '../points/batch-credit.ts';
import { lockCustomers } from '../points/points-sql.ts';
import { readProgrammeSettings } from '../points/programme-settings.ts';
import type { ChunkContext, RowResult, StoredRow } from './import-chunk.ts';

export const OPENING_IMPORT_MESSAGES = {
  noCustomer: 'Cliente não encontrado: importe o cliente antes do saldo.',
  anonymized: 'Este cliente foi removido e não pode receber pontos.',
  description: 'Saldo inicial importado',
} as const;

/**
 * The batch's external id: the customer and the row's content. The same row imported again (the
 * same file, or a file that repeats it) finds its batch and credits nothing.
 */
function openingKey(userId: number, points: number, expiresAt: Date | null, reason: string): string {
  const day = expiresAt ? expiresAt.toISOString().slice(0, 10) : 'sem-validade';
  const digest = createHash('sha256').update(reason).digest('hex').slice(0, 12);
  return `import-opening:${userId}:${points}:${day}:${digest}`;
}

/**
 * A chunk of an opening-balances import: each row an OPENING batch through the points lifecycle
 * (creditPoints: available at once, its expiry the file's or else the programme's validity).
 */
export async function openingsChunk(tx: Tx, rows: StoredRow[], ctx: ChunkContext): Promise<RowResult[]> {
  const parsed = rows.map((r) => {
    const values = mappedValues('opening_balances', ctx.mapping, ctx.header, r.fields);
    return { line: r.line, values, ...openingRow(values, ctx.now) };
  });
  const cpfs = [...new Set(parsed.filter((p) => p.errors.length === 0).map((p) => p.row.cpf))];
  const customers = cpfs.length
    ? await tx
        .select({
          id: users.id,
          cpf: users.cpf,
          anonymizedAt: users.anonymizedAt,
          dealershipId: users.dealershipId,
        })
        .from(users)
        .where(and(inArray(users.cpf, cpfs), eq(users.userType, 'CLIENTE')))
    : [];
  const byCpf = new Map(customers.map((c) => [c.cpf, c]));
  const keyed = parsed.map((p) => {
    const customer = byCpf.get(p.row.cpf);
    const errors = [...p.errors];
    if (errors.length === 0 && !customer) errors.push(OPENING_IMPORT_MESSAGES.noCustomer);
    if (errors.length === 0 && customer?.anonymizedAt) errors.push(OPENING_IMPORT_MESSAGES.anonymized);
    const key =
      customer && errors.length === 0
        ? openingKey(customer.id, p.row.points, p.row.expiresAt, p.row.reason)
        : null;
    return { ...p, errors, customer, key };
  });
  const keys = keyed.map((k) => k.key).filter((k): k is string => k !== null);
  const stored = keys.length
    ? new Set(
        (
          await tx
            .select({ key: pointsBatches.externalId })
            .from(pointsBatches)
            .where(inArray(pointsBatches.externalId, keys))
        ).map((r) => r.key),
      )
    : new Set<string | null>();
  const credits = new Map<string, CreditInput>();
  const results: RowResult[] = keyed.map((k) => {
    if (k.errors.length > 0 || !k.key || !k.customer)
      return { line: k.line, values: k.values, errors: k.errors, outcome: 'failed' };
    if (stored.has(k.key) || credits.has(k.key))
      return { line: k.line, values: k.values, errors: [], outcome: 'unchanged' };
    credits.set(k.key, {
      userId: k.customer.id,
      source: 'OPENING',
      points: k.row.points,
      earnedAt: ctx.now,
      description: OPENING_IMPORT_MESSAGES.description,
      reason: k.row.reason,
      externalId: k.key,
      dealershipId: k.customer.dealershipId,
      createdById: ctx.by.id,
      ...(k.row.expiresAt ? { expiresAt: k.row.expiresAt } : {}),
    });
    return { line: k.line, values: k.values, errors: [], outcome: 'created' };
  });
  if (ctx.write && credits.size > 0) {
    const inputs = [...credits.values()];
    await lockCustomers(
      tx,
      inputs.map((c) => c.userId),
    );
    await creditPoints(tx, inputs, await readProgrammeSettings(tx), ctx.now);
  }
  return results;
}
