import { TextFilters } from '../../../lib/management/text-filters';
import type { FilterBarProps } from '../../../lib/management/types';
import type { StoreFilterKey } from '../hooks/use-partner-locations-screen';

const fields: Array<{ key: StoreFilterKey; label: string }> = [
  { key: 'store_name', label: 'Filtrar por nome da loja' },
  { key: 'partner', label: 'Filtrar por parceiro' },
  { key: 'city', label: 'Filtrar por cidade' },
];

export function StoreFilters(props: FilterBarProps<StoreFilterKey>) {
  return <TextFilters {...props} fields={fields} />;
}
