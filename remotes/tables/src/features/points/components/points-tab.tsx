import { usePointsTab } from '../hooks/use-points-tab';
import { PointsFilters } from './points-filters';
import { PointsTable } from './points-table';

export function PointsTab() {
  const { filterProps, list } = usePointsTab();
  return (
    <>
      <PointsFilters {...filterProps} />
      <PointsTable list={list} />
    </>
  );
}
