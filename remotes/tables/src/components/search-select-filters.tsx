import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { FilterBar } from '@fidelidade/ui/filter-bar';
import { SearchField } from '@fidelidade/ui/search-field';
import type { TableFilters } from '@fidelidade/ui/use-table';
import { Form, Select } from 'antd';
import { knownValue } from './search-select-query';

/**
 * A tab's filter row of a search box, one select ('' = all) and 'Exportar CSV': `id` names both
 * fields (`<id>-search`, `<id>-<select.id>`).
 */
export function SearchSelectFilters<T extends string, K extends string>(props: {
  table: TableFilters<Record<'search' | K, string>>;
  label: string;
  id: string;
  searchPlaceholder: string;
  select: {
    key: K;
    id: string;
    label: string;
    values: readonly T[];
    options: { value: T | ''; label: string }[];
  };
}) {
  const { table, select } = props;
  const selectId = `${props.id}-${select.id}`;
  const value = knownValue(select.values, table.filters[select.key]);
  return (
    <FilterBar
      label={props.label}
      active={table.filters.search !== '' || value !== ''}
      onClear={table.filterProps.onClear}
      actions={<ExportCsvButton {...table.exportProps} />}
    >
      <SearchField id={`${props.id}-search`} {...table.searchProps} placeholder={props.searchPlaceholder} />
      <Form.Item label={select.label} htmlFor={selectId}>
        <Select<T | ''>
          id={selectId}
          value={value}
          options={select.options}
          onChange={(next) => table.setFilter(select.key, next)}
          style={{ width: 160 }}
        />
      </Form.Item>
    </FilterBar>
  );
}
