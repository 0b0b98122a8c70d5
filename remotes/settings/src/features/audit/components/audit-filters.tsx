import { FilterBar } from '@fidelidade/ui/filter-bar';
import { useDebouncedSearch } from '@fidelidade/ui/use-debounced-search';
import type { TableFilters } from '@fidelidade/ui/use-table';
import { Form, Input, Select } from 'antd';
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
      <Form.Item label="Ação" htmlFor="audit-action">
        <Select<string>
          id="audit-action"
          value={filters.action}
          options={actionOptions}
          onChange={(value) => onChange('action', value)}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item label="Alvo" htmlFor="audit-target-type">
        <Select<string>
          id="audit-target-type"
          value={filters.target_type}
          options={targetTypeOptions}
          onChange={(value) => onChange('target_type', value)}
          style={{ width: 210 }}
        />
      </Form.Item>
      <Form.Item label="Id do alvo" htmlFor="audit-target-id">
        <Input
          id="audit-target-id"
          allowClear
          value={targetId}
          onChange={(event) => setTargetId(event.target.value)}
          style={{ width: 110 }}
        />
      </Form.Item>
      <Form.Item label="De" htmlFor="audit-date-from">
        <Input
          id="audit-date-from"
          type="date"
          value={filters.date_from}
          max={filters.date_to || undefined}
          onChange={(event) => onChange('date_from', event.target.value)}
        />
      </Form.Item>
      <Form.Item label="Até" htmlFor="audit-date-to">
        <Input
          id="audit-date-to"
          type="date"
          value={filters.date_to}
          min={filters.date_from || undefined}
          onChange={(event) => onChange('date_to', event.target.value)}
        />
      </Form.Item>
    </FilterBar>
  );
}
