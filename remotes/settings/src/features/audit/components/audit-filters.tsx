import { FilterBar } from '@fidelidade/ui/filter-bar';
import { PeriodFilter, SelectFilter } from '@fidelidade/ui/filter-fields';
import { useDebouncedSearch } from '@fidelidade/ui/use-debounced-search';
import type { TableFilters } from '@fidelidade/ui/use-table';
import { Form, Input } from 'antd';
import { useCallback } from 'react';
import type { auditFilters } from '../api/get-audit-log';
import { actionOptions, targetTypeOptions } from '../lib/audit-labels';

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
      <SelectFilter
        id="audit-action"
        label="Ação"
        value={filters.action}
        options={actionOptions}
        onChange={(value) => onChange('action', value)}
        width={200}
      />
      <SelectFilter
        id="audit-target-type"
        label="Alvo"
        value={filters.target_type}
        options={targetTypeOptions}
        onChange={(value) => onChange('target_type', value)}
        width={210}
      />
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
