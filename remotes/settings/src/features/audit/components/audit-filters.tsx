import { ClearOutlined } from '@ant-design/icons';
import { useDebouncedSearch } from '@fidelidade/ui/use-debounced-search';
import { Button, Form, Input, Select } from 'antd';
import type { AuditFilterKey } from '../hooks/use-audit-tab';
import { actionOptions, targetTypeOptions } from '../lib/audit-labels';

interface AuditFiltersProps {
  filters: Record<AuditFilterKey, string>;
  onActor: (value: string) => void;
  onTargetId: (value: string) => void;
  onChange: (key: AuditFilterKey, value: string) => void;
  active: boolean;
  onClear: () => void;
}

/** Usuário (id or name) and the target id commit to the URL 500 ms after typing stops. */
export function AuditFilters(props: AuditFiltersProps) {
  const { filters, onChange } = props;
  const [actor, setActor] = useDebouncedSearch(filters.actor, props.onActor);
  const [targetId, setTargetId] = useDebouncedSearch(filters.target_id, props.onTargetId);
  return (
    <Form layout="inline" aria-label="Filtros da auditoria" style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item label="Usuário" htmlFor="audit-actor">
        <Input
          id="audit-actor"
          allowClear
          placeholder="Nome ou id"
          value={actor}
          onChange={(event) => setActor(event.target.value)}
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
      {props.active && (
        <Form.Item>
          <Button icon={<ClearOutlined />} onClick={props.onClear}>
            Limpar filtros
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
