import type { Dealership } from '@fidelidade/contract';
import type { FilterSpec } from '@fidelidade/ui/use-client-table';
import { settingsKeys } from '../../../lib/query-keys';

/** Concessionárias' filters, under their URL names, and their defaults. */
export const dealershipFilters = { name: '', cnpj: '', external_name_ref: '' };

const match: FilterSpec<Dealership, keyof typeof dealershipFilters>[] = [
  { key: 'name', kind: 'text', value: (item) => item.name },
  { key: 'cnpj', kind: 'substring', value: (item) => item.cnpj },
  { key: 'external_name_ref', kind: 'text', value: (item) => item.external_name_ref },
];

/** GET partnerships/dealerships/, read whole and filtered in the browser (useClientTable). */
export const dealershipsList = {
  list: 'partnerships/dealerships/' as const,
  queryKey: settingsKeys.dealerships,
  filters: dealershipFilters,
  match,
};
