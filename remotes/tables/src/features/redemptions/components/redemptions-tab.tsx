import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { useRedemptionsTab } from '../hooks/use-redemptions-tab';
import { RedemptionsFilters } from './redemptions-filters';
import { RedemptionsTable } from './redemptions-table';

export function RedemptionsTab() {
  const { filterProps, exportProps, list, sort } = useRedemptionsTab();
  return (
    <>
      <RedemptionsFilters {...filterProps} actions={<ExportCsvButton {...exportProps} />} />
      <RedemptionsTable list={list} sort={sort} />
    </>
  );
}
