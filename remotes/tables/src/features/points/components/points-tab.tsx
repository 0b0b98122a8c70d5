import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { usePointsTab } from '../hooks/use-points-tab';
import { PointsFilters } from './points-filters';
import { PointsTable } from './points-table';

export function PointsTab() {
  const { filterProps, exportProps, list, sort } = usePointsTab();
  return (
    <>
      <PointsFilters {...filterProps} actions={<ExportCsvButton {...exportProps} />} />
      <PointsTable list={list} sort={sort} />
    </>
  );
}
