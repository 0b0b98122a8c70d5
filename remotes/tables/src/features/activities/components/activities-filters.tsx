import { ACTIVITY_TYPES, type ActivityType } from '@fidelidade/contract/enums';
import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { FilterBar } from '../../../components/filter-bar';
import { SearchField } from '../../../components/search-field';

interface ActivitiesFiltersProps {
  search: string;
  activityType: ActivityType | '';
  onSearch: (value: string) => void;
  onActivityType: (value: ActivityType | '') => void;
  active: boolean;
  onClear: () => void;
  /** The list's actions at the row's end ('Exportar CSV'). */
  actions?: ReactNode;
}

const options = [
  { value: '', label: 'Todos' },
  ...ACTIVITY_TYPES.map((type) => ({ value: type, label: type })),
];

export function ActivitiesFilters(props: ActivitiesFiltersProps) {
  return (
    <FilterBar
      label="Filtros de atividades"
      active={props.active}
      onClear={props.onClear}
      actions={props.actions}
    >
      <SearchField
        id="activities-search"
        value={props.search}
        onSearch={props.onSearch}
        placeholder="Usuário ou descrição"
      />
      <Form.Item label="Tipo de atividade" htmlFor="activities-type">
        <Select<ActivityType | ''>
          id="activities-type"
          value={props.activityType}
          options={options}
          onChange={props.onActivityType}
          style={{ width: 160 }}
        />
      </Form.Item>
    </FilterBar>
  );
}
