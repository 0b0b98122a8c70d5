import { useActivitiesTab } from '../hooks/use-activities-tab';
import { ActivitiesFilters } from './activities-filters';
import { ActivitiesTable } from './activities-table';

export function ActivitiesTab() {
  const { filterProps, list } = useActivitiesTab();
  return (
    <>
      <ActivitiesFilters {...filterProps} />
      <ActivitiesTable list={list} />
    </>
  );
}
