import type { BulkSelection } from '@fidelidade/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Scope } from '../../domain/principal.ts';
import { pointsSummaryQuery } from '../../repositories/points-summary-query.ts';
import type { UserAdminRepository } from '../../repositories/user-admin.ts';

/**
 * The rows a bulk action works on, as ids: the ticked ids that the list shows the caller, or every
 * row of the list's own query with its filters (Tabelas → Usuários: the points summary in the
 * caller's scope; Configurações → Usuários: the users list). Fixed when the action is confirmed.
 */
export async function bulkTargets(
  db: Database,
  userAdmin: UserAdminRepository,
  scope: Scope,
  selection: BulkSelection,
): Promise<number[]> {
  const filter = selection.filter ?? {};
  const ticked = selection.ids;
  if (ticked !== undefined && ticked.length === 0) return [];
  if (selection.list === 'points') {
    const listed = pointsSummaryQuery(db, {
      scope,
      search: filter.search,
      activeOnly: filter.active_only,
    }).as('listed');
    const query = db.select({ id: listed.userId }).from(listed).$dynamic();
    const rows = await (ticked ? query.where(inArray(listed.userId, ticked)) : query).orderBy(
      asc(listed.userId),
    );
    return rows.map((r) => r.id);
  }
  const listed = userAdmin
    .listQuery({ search: filter.search, userType: filter.user_type || undefined, isActive: filter.is_active })
    .as('listed');
  const query = db.select({ id: listed.id }).from(listed).$dynamic();
  const rows = await (ticked ? query.where(inArray(listed.id, ticked)) : query).orderBy(asc(listed.id));
  return rows.map((r) => r.id);
}
