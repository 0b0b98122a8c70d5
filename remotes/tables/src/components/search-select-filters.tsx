import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { FilterBar } from './filter-bar';
import { SearchField } from './search-field';

/** What a filter row of a search and one select ('' = all) shows and sets. */
export interface SearchSelectState<T extends string> {
  search: string;
  onSearch: (value: string) => void;
  value: T | '';
  onChange: (value: T | '') => void;
  /** A filter is set: 'Limpar filtros' shows. */
  active: boolean;
  onClear: () => void;
}

/**
 * A tab's filter row of a search box and one select ('' = all): `id` names both fields
 * (`<id>-search`, `<id>-<selectKey>`).
 */
export function SearchSelectFilters<T extends string>(
  props: SearchSelectState<T> & {
    label: string;
    id: string;
    searchPlaceholder: string;
    selectKey: string;
    selectLabel: string;
    options: { value: T | ''; label: string }[];
    /** The list's actions at the row's end ('Exportar CSV'). */
    actions?: ReactNode;
  },
) {
  const selectId = `${props.id}-${props.selectKey}`;
  return (
    <FilterBar label={props.label} active={props.active} onClear={props.onClear} actions={props.actions}>
      <SearchField
        id={`${props.id}-search`}
        value={props.search}
        onSearch={props.onSearch}
        placeholder={props.searchPlaceholder}
      />
      <Form.Item label={props.selectLabel} htmlFor={selectId}>
        <Select<T | ''>
          id={selectId}
          value={props.value}
          options={props.options}
          onChange={props.onChange}
          style={{ width: 160 }}
        />
      </Form.Item>
    </FilterBar>
  );
}
