import { Form, Input, Select } from 'antd';
import { FilterBar } from '../../../components/filter-bar';
import type { PointsHistoryFilterKey } from '../hooks/use-points-history-section';
import { ledgerKindOptions } from '../lib/ledger-kind';

interface PointsHistoryFiltersProps {
  filters: Record<PointsHistoryFilterKey, string>;
  onChange: (key: PointsHistoryFilterKey, value: string) => void;
  active: boolean;
  onClear: () => void;
}

/** Kind and period (days in Brasília time, as the API reads them); each change goes to the URL. */
export function PointsHistoryFilters(props: PointsHistoryFiltersProps) {
  const { filters, onChange } = props;
  return (
    <FilterBar label="Filtros do histórico de pontos" active={props.active} onClear={props.onClear}>
      <Form.Item label="Tipo" htmlFor="history-kind">
        <Select<string>
          id="history-kind"
          value={filters.kind}
          options={ledgerKindOptions}
          onChange={(value) => onChange('kind', value)}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item label="De" htmlFor="history-date-from">
        <Input
          id="history-date-from"
          type="date"
          value={filters.date_from}
          max={filters.date_to || undefined}
          onChange={(event) => onChange('date_from', event.target.value)}
        />
      </Form.Item>
      <Form.Item label="Até" htmlFor="history-date-to">
        <Input
          id="history-date-to"
          type="date"
          value={filters.date_to}
          min={filters.date_from || undefined}
          onChange={(event) => onChange('date_to', event.target.value)}
        />
      </Form.Item>
    </FilterBar>
  );
}
