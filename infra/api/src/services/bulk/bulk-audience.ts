import { eq } from 'drizzle-orm';
import { audiences, type users } from '../../db/schema/index.ts';
import { addListedMembers, withinOwner } from '../../repositories/audience-members.ts';
import type { Tx } from '../jobs/job-types.ts';
import type { BulkChunk, ChunkOutcome } from './bulk-apply.ts';

export const AUDIENCE_SKIP = {
  notCustomer: 'Não é cliente: públicos são só de clientes.',
  anonymized: 'Cliente removido (anonimizado).',
  outside:
    'Fora do alcance do público: cliente de outra concessionária ou sem atividade nas lojas do parceiro.',
  already: 'Já estava na lista do público.',
  gone: 'O público não existe mais.',
} as const;

/**
 * One chunk of 'Adicionar a um público': the chunk's customers listed in the audience (docs/
 * architecture.md §5, "Audiences"). Skipped, with the reason: not a customer, anonymised, outside the
 * audience owner's scope (an ADMIN adding a dealership's customers to another dealership's audience:
 * they would never be members), already listed; every one when the audience was deleted meanwhile.
 */
export async function addToAudience(
  tx: Tx,
  rows: (typeof users.$inferSelect)[],
  skipped: ChunkOutcome['skipped'],
  c: BulkChunk,
): Promise<ChunkOutcome> {
  const [audience] =
    c.audienceId === null ? [] : await tx.select().from(audiences).where(eq(audiences.id, c.audienceId));
  if (!audience) {
    for (const u of rows) skipped.push({ user_id: u.id, reason: AUDIENCE_SKIP.gone });
    return { applied: 0, skipped };
  }
  const customers = rows.filter((u) => {
    const why =
      u.userType !== 'CLIENTE' ? AUDIENCE_SKIP.notCustomer : u.anonymizedAt ? AUDIENCE_SKIP.anonymized : null;
    if (why) skipped.push({ user_id: u.id, reason: why });
    return why === null;
  });
  const owner = { dealershipId: audience.dealershipId, partnerId: audience.partnerId };
  const inside = await withinOwner(
    tx,
    owner,
    customers.map((u) => u.id),
  );
  const eligible = customers.filter((u) => {
    if (!inside.has(u.id)) skipped.push({ user_id: u.id, reason: AUDIENCE_SKIP.outside });
    return inside.has(u.id);
  });
  const added = await addListedMembers(
    tx,
    audience.id,
    eligible.map((u) => u.id),
    c.by,
    c.now,
  );
  for (const u of eligible)
    if (!added.has(u.id)) skipped.push({ user_id: u.id, reason: AUDIENCE_SKIP.already });
  return { applied: added.size, skipped };
}
