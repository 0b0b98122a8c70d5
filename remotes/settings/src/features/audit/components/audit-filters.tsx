import { FilterBar } from '@fidelidade/ui/filter-bar';
import { type BoundSelect, PeriodFilter, SelectFilters } from '@fidelidade/ui/filter-fields';
import { useDebouncedSearch } from '@fidelidade/ui/use-debounced-search';
import type { TableFilters } from '@fidelidade/ui/use-table';
import { Form, Input } from 'antd';
import { useCallback } from 'react';
import type { auditFilters } from '../api/get-audit-log';
import { actionOptions, targetTypeOptions } from '../lib/audit-labels';

const selects: BoundSelect<typeof auditFilters>[] = [
  { filter: 'action', id: 'audit-action', label: 'Ação', options: actionOptions, width: 200 },
  { filter: 'target_type', id: 'audit-target-type', label: 'Alvo', options: targetTypeOptions, width: 210 },
];

/** Usuário (id or name, the table's search) and the target id commit to the URL 500 ms after typing stops. */
export function AuditFilters(props: { table: TableFilters<typeof auditFilters> }) {
  const { filters, setFilter: onChange, searchProps } = props.table;
  // Stable, so a re-render (a refetch) does not restart the box's debounce.
  const onTargetId = useCallback((value: string) => onChange('target_id', value), [onChange]);
  const [targetId, setTargetId] = useDebouncedSearch(filters.target_id, onTargetId);
  return (
    <FilterBar label="Filtros da auditoria" {...props.table.filterProps}>
      <Form.Item label="Usuário" htmlFor="audit-actor">
        <Input
          id="audit-actor"
          allowClear
          placeholder="Nome ou id"
          value={searchProps.value}
          onChange={(event) => searchProps.onChange(event.target.value)}
          style={{ width: 200 }}
        />
      </Form.Item>
      <SelectFilters table={props.table} selects={selects} />
      <Form.Item label="Id do alvo" htmlFor="audit-target-id">
        <Input
          id="audit-target-id"
          allowClear
          value={targetId}
          onChange={(event) => setTargetId(event.target.value)}
          style={{ width: 110 }}
        />
      </Form.Item>
      <PeriodFilter id="audit" filters={filters} setFilter={onChange} />
    </FilterBar>
  );
}
