import { useOfferActions } from '../hooks/use-offer-actions';
import { useOffersTab } from '../hooks/use-offers-tab';
import { OfferDetailsDrawer } from './offer-details-drawer';
import { OffersFilters } from './offers-filters';
import { OffersTable } from './offers-table';

export function OffersTab() {
  const { filterProps, list } = useOffersTab();
  const { handlers, details } = useOfferActions();
  return (
    <>
      <OffersFilters {...filterProps} />
      <OffersTable list={list} actions={handlers} />
      <OfferDetailsDrawer {...details} />
    </>
  );
}
