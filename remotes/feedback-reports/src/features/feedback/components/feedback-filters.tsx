import { SearchOutlined } from '@ant-design/icons';
import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import type { TableFilters } from '@fidelidade/ui/use-table';
import { Form, Input, Select } from 'antd';
import type { feedbackFilters } from '../api/get-feedback-list';
import { statusOptions, typeOptions } from './feedback-labels';

/** Search, status, type, and the export of the same filters and sort (every page). */
export function FeedbackFilters(props: { table: TableFilters<typeof feedbackFilters> }) {
  const { filters, setFilter, searchProps } = props.table;
  return (
    <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
      <Form.Item label="Buscar" htmlFor="feedback-search">
        <Input
          id="feedback-search"
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Usuário, assunto ou mensagem"
          value={searchProps.value}
          onChange={(event) => searchProps.onChange(event.target.value)}
          style={{ width: 260 }}
        />
      </Form.Item>
      <Form.Item label="Status" htmlFor="feedback-status">
        <Select
          id="feedback-status"
          value={filters.status}
          onChange={(value: string) => setFilter('status', value)}
          options={[{ value: '', label: 'Todos' }, ...statusOptions]}
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item label="Tipo" htmlFor="feedback-type">
        <Select
          id="feedback-type"
          value={filters.type}
          onChange={(value: string) => setFilter('type', value)}
          options={[{ value: '', label: 'Todos' }, ...typeOptions]}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item>
        <ExportCsvButton {...props.table.exportProps} />
      </Form.Item>
    </Form>
  );
}
