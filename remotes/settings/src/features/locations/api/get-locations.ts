import type { Location } from '@fidelidade/contract';
import type { FilterSpec } from '@fidelidade/ui/use-client-table';
import { settingsKeys } from '../../../lib/query-keys';

/** Localizações' filters, under their URL names, and their defaults. */
export const locationFilters = { search: '', state: '', zip: '' };

const match: FilterSpec<Location, keyof typeof locationFilters>[] = [
  { key: 'search', kind: 'text', value: (item) => [item.address, item.city] },
  { key: 'state', kind: 'exact', value: (item) => item.state },
  { key: 'zip', kind: 'substring', value: (item) => item.zip_code ?? item.postal_code },
];

/** GET partnerships/locations/, read whole and filtered in the browser (useClientTable). */
export const locationsList = {
  list: 'partnerships/locations/' as const,
  queryKey: settingsKeys.locations,
  filters: locationFilters,
  match,
};
