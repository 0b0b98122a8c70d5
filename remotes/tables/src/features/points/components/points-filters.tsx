import { Checkbox, Form } from 'antd';
import type { ReactNode } from 'react';
import { FilterBar } from '../../../components/filter-bar';
import { SearchField } from '../../../components/search-field';

interface PointsFiltersProps {
  search: string;
  activeOnly: boolean;
  onSearch: (value: string) => void;
  onActiveOnly: (checked: boolean) => void;
  active: boolean;
  onClear: () => void;
  /** The list's actions at the row's end ('Exportar CSV'). */
  actions?: ReactNode;
}

export function PointsFilters(props: PointsFiltersProps) {
  return (
    <FilterBar
      label="Filtros de usuários"
      active={props.active}
      onClear={props.onClear}
      actions={props.actions}
    >
      <SearchField
        id="points-search"
        value={props.search}
        onSearch={props.onSearch}
        placeholder="Nome ou CPF"
      />
      <Form.Item>
        <Checkbox checked={props.activeOnly} onChange={(event) => props.onActiveOnly(event.target.checked)}>
          Apenas ativos
        </Checkbox>
      </Form.Item>
    </FilterBar>
  );
}
