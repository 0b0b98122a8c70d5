import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { FilterBar } from '@fidelidade/ui/filter-bar';
import { SearchField } from '@fidelidade/ui/search-field';
import type { TableFilters } from '@fidelidade/ui/use-table';
import { Checkbox, Form } from 'antd';
import type { pointsSummaryFilters } from '../api/get-points-summary';

export function PointsFilters(props: { table: TableFilters<typeof pointsSummaryFilters> }) {
  const { table } = props;
  return (
    <FilterBar
      label="Filtros de usuários"
      {...table.filterProps}
      actions={<ExportCsvButton {...table.exportProps} />}
    >
      <SearchField id="points-search" {...table.searchProps} placeholder="Nome ou CPF" />
      <Form.Item>
        <Checkbox
          checked={table.filters.active_only === 'true'}
          onChange={(event) => table.setFilter('active_only', event.target.checked ? 'true' : '')}
        >
          Apenas ativos
        </Checkbox>
      </Form.Item>
    </FilterBar>
  );
}
