import { useOffersTab } from '../hooks/use-offers-tab';
import { OffersFilters } from './offers-filters';
import { OffersTable } from './offers-table';

export function OffersTab() {
  const { filterProps, list } = useOffersTab();
  return (
    <>
      <OffersFilters {...filterProps} />
      <OffersTable list={list} />
    </>
  );
}
