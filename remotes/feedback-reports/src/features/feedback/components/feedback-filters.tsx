import { SearchOutlined } from '@ant-design/icons';
import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { Form, Input, Select } from 'antd';
import { feedbackListPath, type feedbackQueryParams } from '../api/get-feedback-list';
import { statusOptions, typeOptions } from './feedback-labels';

interface FeedbackFiltersProps {
  search: string;
  status: string;
  type: string;
  onSearchChange: (value: string) => void;
  onStatusChange: (value: string) => void;
  onTypeChange: (value: string) => void;
  /** The list's filters and sort as the table requests them: the export is the same rows, all pages. */
  exportParams: ReturnType<typeof feedbackQueryParams>;
}

export function FeedbackFilters(props: FeedbackFiltersProps) {
  return (
    <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
      <Form.Item label="Buscar" htmlFor="feedback-search">
        <Input
          id="feedback-search"
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Usuário, assunto ou mensagem"
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          style={{ width: 260 }}
        />
      </Form.Item>
      <Form.Item label="Status" htmlFor="feedback-status">
        <Select
          id="feedback-status"
          value={props.status}
          onChange={props.onStatusChange}
          options={[{ value: '', label: 'Todos' }, ...statusOptions]}
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item label="Tipo" htmlFor="feedback-type">
        <Select
          id="feedback-type"
          value={props.type}
          onChange={props.onTypeChange}
          options={[{ value: '', label: 'Todos' }, ...typeOptions]}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item>
        <ExportCsvButton path={feedbackListPath} params={props.exportParams} />
      </Form.Item>
    </Form>
  );
}
