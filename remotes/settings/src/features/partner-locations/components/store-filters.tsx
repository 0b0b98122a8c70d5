import { TextFilters } from '../../../lib/management/text-filters';
import type { ManagementFiltersProps } from '../../../lib/management/types';
import type { storeFilters } from '../api/get-partner-locations';

const fields = [
  { key: 'store_name', label: 'Filtrar por nome da loja' },
  { key: 'partner', label: 'Filtrar por parceiro' },
  { key: 'city', label: 'Filtrar por cidade' },
] as const;

export function StoreFilters(props: ManagementFiltersProps<typeof storeFilters>) {
  return <TextFilters {...props} fields={fields} />;
}
