import type { Partner } from '@fidelidade/contract';
import type { FilterSpec } from '@fidelidade/ui/use-client-table';
import { settingsKeys } from '../../../lib/query-keys';

/** Parceiros' filters, under their URL names, and their defaults. */
export const partnerFilters = { search: '', category: '' };

const match: FilterSpec<Partner, keyof typeof partnerFilters>[] = [
  { key: 'category', kind: 'exact', value: (item) => item.category },
];
// The name search is the API's (`search`, brand name contains the text); the category stays in the browser.
const serverFilters: (keyof typeof partnerFilters)[] = ['search'];

/** GET partnerships/partners/, read whole and filtered in the browser (useClientTable). */
export const partnersList = {
  list: 'partnerships/partners/' as const,
  queryKey: settingsKeys.partners,
  filters: partnerFilters,
  match,
  search: 'search' as const,
  serverFilters,
};
