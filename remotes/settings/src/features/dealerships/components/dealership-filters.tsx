import { TextFilters } from '../../../lib/management/text-filters';
import type { ManagementFiltersProps } from '../../../lib/management/types';
import type { dealershipFilters } from '../api/get-dealerships';

const fields = [
  { key: 'name', label: 'Filtrar por nome' },
  { key: 'cnpj', label: 'Filtrar por CNPJ' },
  { key: 'external_name_ref', label: 'Filtrar por referência externa' },
] as const;

export function DealershipFilters(props: ManagementFiltersProps<typeof dealershipFilters>) {
  return <TextFilters {...props} fields={fields} />;
}
