import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { useOfferActions } from '../hooks/use-offer-actions';
import { useOffersTab } from '../hooks/use-offers-tab';
import { OfferDetailsDrawer } from './offer-details-drawer';
import { OffersFilters } from './offers-filters';
import { OffersTable } from './offers-table';

export function OffersTab() {
  const { filterProps, exportProps, list, sort } = useOffersTab();
  const { handlers, details } = useOfferActions();
  return (
    <>
      <OffersFilters {...filterProps} actions={<ExportCsvButton {...exportProps} />} />
      <OffersTable list={list} sort={sort} actions={handlers} />
      <OfferDetailsDrawer {...details} />
    </>
  );
}
