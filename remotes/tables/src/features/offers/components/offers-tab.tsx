import type { Offer } from '@fidelidade/contract';
import { useTable } from '@fidelidade/ui/use-table';
import { offersListFilters, offersListParams, offersListPath } from '../api/get-offers-list';
import { useOfferActions } from '../hooks/use-offer-actions';
import { OfferDetailsDrawer } from './offer-details-drawer';
import { OffersFilters } from './offers-filters';
import { OffersTable } from './offers-table';

export function OffersTab() {
  const table = useTable<Offer, typeof offersListFilters>({
    list: offersListPath,
    filters: offersListFilters,
    search: 'search',
    toParams: offersListParams,
    exportFileName: 'ofertas.csv',
  });
  const { handlers, details } = useOfferActions();
  return (
    <>
      <OffersFilters table={table} />
      <OffersTable table={table} actions={handlers} />
      <OfferDetailsDrawer {...details} />
    </>
  );
}
