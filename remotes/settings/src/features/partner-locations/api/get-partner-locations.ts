import type { PartnerLocation } from '@fidelidade/contract';
import type { FilterSpec } from '@fidelidade/ui/use-client-table';
import { settingsKeys } from '../../../lib/query-keys';

/** Lojas de Parceiros' filters, under their URL names, and their defaults. */
export const storeFilters = { store_name: '', partner: '', city: '' };

const match: FilterSpec<PartnerLocation, keyof typeof storeFilters>[] = [
  { key: 'store_name', kind: 'text', value: (item) => item.store_name },
  { key: 'partner', kind: 'text', value: (item) => item.partner?.brand_name },
  { key: 'city', kind: 'text', value: (item) => item.location?.city },
];

/** GET partnerships/partner-locations/, read whole and filtered in the browser (useClientTable). */
export const partnerLocationsList = {
  list: 'partnerships/partner-locations/' as const,
  queryKey: settingsKeys.partnerLocations,
  filters: storeFilters,
  match,
};
