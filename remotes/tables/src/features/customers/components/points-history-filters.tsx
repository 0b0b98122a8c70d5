import { FilterBar } from '@fidelidade/ui/filter-bar';
import { PeriodFilter } from '@fidelidade/ui/filter-fields';
import type { TableFilters } from '@fidelidade/ui/use-table';
import { Form, Select } from 'antd';
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
      <PeriodFilter id="history" filters={filters} setFilter={onChange} />
    </FilterBar>
  );
}
