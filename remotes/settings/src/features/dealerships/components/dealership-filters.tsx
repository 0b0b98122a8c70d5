import { TextFilters } from '../../../lib/management/text-filters';
import type { FilterBarProps } from '../../../lib/management/types';
import type { DealershipFilterKey } from '../hooks/use-dealerships-screen';

const fields: Array<{ key: DealershipFilterKey; label: string }> = [
  { key: 'name', label: 'Filtrar por nome' },
  { key: 'cnpj', label: 'Filtrar por CNPJ' },
  { key: 'external_name_ref', label: 'Filtrar por referência externa' },
];

export function DealershipFilters(props: FilterBarProps<DealershipFilterKey>) {
  return <TextFilters {...props} fields={fields} />;
}
