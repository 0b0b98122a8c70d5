import { useRedemptionsTab } from '../hooks/use-redemptions-tab';
import { RedemptionsFilters } from './redemptions-filters';
import { RedemptionsTable } from './redemptions-table';

export function RedemptionsTab() {
  const { filterProps, list } = useRedemptionsTab();
  return (
    <>
      <RedemptionsFilters {...filterProps} />
      <RedemptionsTable list={list} />
    </>
  );
}
