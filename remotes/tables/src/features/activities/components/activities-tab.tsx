import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { useActivitiesTab } from '../hooks/use-activities-tab';
import { ActivitiesFilters } from './activities-filters';
import { ActivitiesTable } from './activities-table';

export function ActivitiesTab() {
  const { filterProps, exportProps, list, sort } = useActivitiesTab();
  return (
    <>
      <ActivitiesFilters {...filterProps} actions={<ExportCsvButton {...exportProps} />} />
      <ActivitiesTable list={list} sort={sort} />
    </>
  );
}
