import { FilePdfOutlined, SearchOutlined } from '@ant-design/icons';
import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { selectSearch } from '@fidelidade/ui/select-search';
import { Button, DatePicker, type DatePickerProps, Form, Select, Space } from 'antd';
import { type ReportSearch, redemptionReportPath } from '../api/get-redemption-report';
import { useFilterOptions } from '../hooks/use-filter-options';
import type { ReportScope } from '../hooks/use-report-scope';
import { dateOrderMessage } from '../lib/report-search';

// A single date (the picker's value type also covers ranges), without importing dayjs ourselves.
type PickedDate = Exclude<DatePickerProps['value'], unknown[]>;

/** What the inputs hold (antd state): the ids as the search sends them, the dates as picked. */
type FilterValues = Pick<ReportSearch, 'partner_id' | 'dealership_id'> & {
  [K in 'date_from' | 'date_to']?: PickedDate;
};

/** The API takes calendar dates as YYYY-MM-DD. */
const isoDate = (value: PickedDate) => (value ? value.format('YYYY-MM-DD') : undefined);

const toQuery = (values: FilterValues): ReportSearch => ({
  partner_id: values.partner_id || undefined,
  dealership_id: values.dealership_id || undefined,
  date_from: isoDate(values.date_from),
  date_to: isoDate(values.date_to),
});

interface ReportFiltersProps {
  scope: ReportScope;
  searching: boolean;
  exporting: boolean;
  /** A report has been searched: before that there is nothing to export. */
  canExport: boolean;
  onSearch: (query: ReportSearch) => void;
  /** What the form holds after each edit (the screen says when it differs from the search shown). */
  onDraftChange: (query: ReportSearch) => void;
  /** 'Exportar PDF' and 'Exportar CSV' carry the search on screen, not unsent edits. */
  onExport: () => void;
  /** The searched filters as the report request sent them: 'Exportar CSV' downloads those rows. */
  csvParams: Record<string, string>;
}

export function ReportFilters(props: ReportFiltersProps) {
  const { scope } = props;
  const [form] = Form.useForm<FilterValues>();
  const options = useFilterOptions(scope);
  return (
    <Form<FilterValues>
      form={form}
      layout="inline"
      style={{ rowGap: 12 }}
      initialValues={{ partner_id: scope.partner?.id, dealership_id: scope.dealership?.id }}
      onFinish={(values) => props.onSearch(toQuery(values))}
      onValuesChange={(_changed, values) => props.onDraftChange(toQuery(values))}
    >
      <Form.Item name="partner_id" label="Parceiro">
        <Select
          allowClear
          showSearch={selectSearch}
          placeholder="Todos os parceiros"
          options={options.partners}
          disabled={scope.partner !== null}
          style={{ width: 220 }}
        />
      </Form.Item>
      <Form.Item name="dealership_id" label="Concessionária">
        <Select
          allowClear
          showSearch={selectSearch}
          placeholder="Todas as concessionárias"
          options={options.dealerships}
          disabled={scope.dealership !== null}
          style={{ width: 220 }}
        />
      </Form.Item>
      <Form.Item name="date_from" label="Data inicial">
        <DatePicker format="DD/MM/YYYY" placeholder="dd/mm/aaaa" />
      </Form.Item>
      <Form.Item
        name="date_to"
        label="Data final"
        dependencies={['date_from']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: PickedDate) => {
              const from: PickedDate = getFieldValue('date_from');
              return value && from && value.isBefore(from, 'day')
                ? Promise.reject(new Error(dateOrderMessage))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <DatePicker format="DD/MM/YYYY" placeholder="dd/mm/aaaa" />
      </Form.Item>
      <Form.Item>
        {/* Wraps on a phone: three buttons side by side are wider than the card. */}
        <Space wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={props.searching}>
            Buscar
          </Button>
          <Button
            icon={<FilePdfOutlined />}
            loading={props.exporting}
            disabled={!props.canExport}
            onClick={props.onExport}
          >
            Exportar PDF
          </Button>
          <ExportCsvButton path={redemptionReportPath} params={props.csvParams} disabled={!props.canExport} />
        </Space>
      </Form.Item>
    </Form>
  );
}
