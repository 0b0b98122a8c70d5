import type { BulkActionBody } from '@fidelidade/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bulkActions } from '../../db/schema/index.ts';
import type { Principal } from '../../domain/principal.ts';
import type { JobEngine } from '../jobs/job-engine.ts';
import { BULK_TASK, type BulkRow } from './bulk-run.ts';

const REASON_MIN = 3;

export const BULK_MESSAGES = {
  none: 'Nenhum usuário selecionado.',
  changed: (now: number, seen: number) =>
    `A lista mudou: agora são ${now.toLocaleString('pt-BR')} usuários, não ${seen.toLocaleString('pt-BR')}. Confira e confirme de novo.`,
  points: 'Informe a quantidade de pontos (número inteiro maior que zero).',
  reason: `Informe o motivo (mínimo de ${REASON_MIN} caracteres).`,
  denied: 'Seu perfil não permite esta ação.',
  audience: 'Escolha o público.',
  // A bulk credit or debit is never a way around the second pair of eyes (approvals/).
  overThreshold: (threshold: number | string) =>
    `Ajustes de mais de ${typeof threshold === 'number' ? threshold.toLocaleString('pt-BR') : threshold} pontos precisam da aprovação de outro administrador: faça-os um a um, na página do cliente.`,
} as const;

/**
 * The body's own rules, all reported together as field errors. `approvalThreshold` is the
 * programme's (null: none): points above it per customer are refused, as one customer's adjustment
 * above it would wait for another ADMIN.
 */
export function bulkFieldErrors(
  body: BulkActionBody,
  approvalThreshold: number | null,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (body.action === 'credit' || body.action === 'debit') {
    if (!body.points) errors.points = [BULK_MESSAGES.points];
    else if (approvalThreshold !== null && body.points > approvalThreshold)
      errors.points = [BULK_MESSAGES.overThreshold(approvalThreshold)];
    if ((body.reason?.trim() ?? '').length < REASON_MIN) errors.reason = [BULK_MESSAGES.reason];
  }
  if (body.action === 'audience' && body.audience_id === undefined)
    errors.audience_id = [BULK_MESSAGES.audience];
  return errors;
}

/**
 * Records a confirmed bulk action with its fixed targets and enqueues its job in the same
 * transaction (so a crash leaves either nothing or a row the engine will run), then starts it.
 */
export async function startBulk(
  db: Database,
  engine: JobEngine,
  input: {
    body: BulkActionBody;
    targetIds: number[];
    by: Principal;
    /** 'audience': the audience, already checked to be the caller's. */
    audience: { id: number; name: string } | null;
  },
): Promise<BulkRow> {
  const { body } = input;
  const points = body.action === 'credit' || body.action === 'debit' ? (body.points ?? null) : null;
  const reason = points === null ? null : (body.reason?.trim() ?? null);
  const row = await db.transaction(async (tx) => {
    const [bulk] = await tx
      .insert(bulkActions)
      .values({
        list: body.selection.list,
        action: body.action,
        points,
        reason,
        audienceId: input.audience?.id ?? null,
        audienceName: input.audience?.name ?? null,
        targetIds: input.targetIds,
        createdById: input.by.id,
        createdByName: input.by.fullName,
      })
      .returning();
    if (!bulk) throw new Error('insert bulk_actions returned nothing');
    const { job } = await engine.enqueue(
      BULK_TASK,
      { bulkId: bulk.id },
      { tx, dedupeKey: `bulk:${bulk.id}`, reserveSeconds: engine.settings.leaseSeconds },
    );
    const [withJob] = await tx
      .update(bulkActions)
      .set({ jobId: job.id })
      .where(eq(bulkActions.id, bulk.id))
      .returning();
    return withJob ?? bulk;
  });
  if (row.jobId) await engine.runNow(row.jobId);
  return row;
}
