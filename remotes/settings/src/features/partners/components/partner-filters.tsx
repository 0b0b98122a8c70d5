import { Select } from 'antd';
import type { FilterBarProps } from '../../../lib/management/types';
import { filterCategories } from '../../../lib/partner-categories';
import type { PartnerFilterKey } from '../hooks/use-partners-screen';

const options = [...filterCategories];

export function PartnerFilters(props: FilterBarProps<PartnerFilterKey>) {
  return (
    <Select
      aria-label="Filtrar por categoria"
      placeholder="Todas as categorias"
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 240 }}
      options={options}
      value={props.values.category || undefined}
      onChange={(value?: string) => props.onChange('category', value ?? '')}
    />
  );
}
