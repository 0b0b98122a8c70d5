import { BulkActionBar, BulkActionModal, useBulkSelection } from '@fidelidade/ui/bulk-actions';
import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { pointsSummaryPath } from '../api/get-points-summary';
import { usePointsTab } from '../hooks/use-points-tab';
import { PointsFilters } from './points-filters';
import { PointsTable } from './points-table';

/** Tabelas → Usuários: points per customer; rows ticked, or all matching, take a bulk action. */
export function PointsTab() {
  const { filterProps, exportProps, list, sort } = usePointsTab();
  const bulk = useBulkSelection({
    list: 'points',
    listKey: pointsSummaryPath,
    filter: { search: filterProps.search, ...(filterProps.activeOnly ? { active_only: true } : {}) },
    matching: list.count,
    // Past ten pages ahead the list stops counting ('mais de N registros'): the API counts for the bar.
    matchingIsExact: list.countIsExact,
    pageIds: list.rows.map((row) => row.user_id),
  });
  return (
    <>
      <PointsFilters {...filterProps} actions={<ExportCsvButton {...exportProps} />} />
      {bulk.enabled ? <BulkActionBar {...bulk.barProps} /> : null}
      <PointsTable list={list} sort={sort} rowSelection={bulk.rowSelection} />
      <BulkActionModal {...bulk.modalProps} />
    </>
  );
}
