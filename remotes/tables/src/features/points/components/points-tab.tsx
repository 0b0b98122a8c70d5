import type { PointsSummaryRow } from '@fidelidade/contract';
import { BulkActionBar, BulkActionModal, useBulkSelection } from '@fidelidade/ui/bulk-actions';
import { useTable } from '@fidelidade/ui/use-table';
import { pointsSummaryFilters, pointsSummaryParams, pointsSummaryPath } from '../api/get-points-summary';
import { PointsFilters } from './points-filters';
import { PointsTable } from './points-table';

/** Tabelas → Usuários: points per customer; rows ticked, or all matching, take a bulk action. */
export function PointsTab() {
  const table = useTable<PointsSummaryRow, typeof pointsSummaryFilters>({
    list: pointsSummaryPath,
    filters: pointsSummaryFilters,
    search: 'search',
    toParams: pointsSummaryParams,
    exportFileName: 'pontos.csv',
  });
  const { list, filters } = table;
  const bulk = useBulkSelection({
    list: 'points',
    listKey: pointsSummaryPath,
    filter: { search: filters.search, ...(filters.active_only === 'true' ? { active_only: true } : {}) },
    matching: list.count,
    // Past ten pages ahead the list stops counting ('mais de N registros'): the API counts for the bar.
    matchingIsExact: list.countIsExact,
    pageIds: list.rows.map((row) => row.user_id),
  });
  return (
    <>
      <PointsFilters table={table} />
      {bulk.enabled ? <BulkActionBar {...bulk.barProps} /> : null}
      <PointsTable table={table} rowSelection={bulk.rowSelection} />
      <BulkActionModal {...bulk.modalProps} />
    </>
  );
}
