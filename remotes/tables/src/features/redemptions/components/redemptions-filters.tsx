import {
  REDEMPTION_STATUS_LABELS,
  REDEMPTION_STATUSES,
  type RedemptionStatus,
} from '@fidelidade/contract/enums';
import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { FilterBar } from '../../../components/filter-bar';
import { SearchField } from '../../../components/search-field';

interface RedemptionsFiltersProps {
  search: string;
  status: RedemptionStatus | '';
  onSearch: (value: string) => void;
  onStatus: (value: RedemptionStatus | '') => void;
  active: boolean;
  onClear: () => void;
  /** The list's actions at the row's end ('Exportar CSV'). */
  actions?: ReactNode;
}

const options = [
  { value: '', label: 'Todos' },
  ...REDEMPTION_STATUSES.map((value) => ({ value, label: REDEMPTION_STATUS_LABELS[value] })),
];

export function RedemptionsFilters(props: RedemptionsFiltersProps) {
  return (
    <FilterBar
      label="Filtros de resgates"
      active={props.active}
      onClear={props.onClear}
      actions={props.actions}
    >
      <SearchField
        id="redemptions-search"
        value={props.search}
        onSearch={props.onSearch}
        placeholder="Usuário ou oferta"
      />
      <Form.Item label="Status" htmlFor="redemptions-status">
        <Select<RedemptionStatus | ''>
          id="redemptions-status"
          value={props.status}
          options={options}
          onChange={props.onStatus}
          style={{ width: 160 }}
        />
      </Form.Item>
    </FilterBar>
  );
}
