import { FilterBar } from '@fidelidade/ui/filter-bar';
import type { TableFilters } from '@fidelidade/ui/use-table';
import { Form, Input, Select } from 'antd';
import type { pointsHistoryFilters } from '../api/get-points-history';
import { ledgerKindOptions } from '../lib/ledger-kind';

/** Kind and period (days in Brasília time, as the API reads them); each change goes to the URL. */
export function PointsHistoryFilters(props: { table: TableFilters<typeof pointsHistoryFilters> }) {
  const { filters, setFilter: onChange } = props.table;
  return (
    <FilterBar label="Filtros do histórico de pontos" {...props.table.filterProps}>
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
