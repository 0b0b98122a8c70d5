import { FilePdfOutlined } from '@ant-design/icons';
import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { selectSearch } from '@fidelidade/ui/select-search';
import { Button, Form, Select, Space } from 'antd';
import { liabilityReportPath } from '../api/get-liability-report';
import { useDealershipFilterOptions } from '../hooks/use-filter-options';
import type { LiabilityFilterKey } from '../hooks/use-liability-screen';
import type { ReportScope } from '../hooks/use-report-scope';

interface LiabilityFiltersProps {
  months: { value: string; label: string }[];
  from: string;
  to: string;
  dealership: string;
  /** The capability table's reports.filter.dealership: ADMIN picks any, DEALERSHIP sees its own locked. */
  withDealership: boolean;
  scope: ReportScope;
  /** Why the period cannot be asked for (shown under 'Mês final'), or null. */
  periodError: string | null;
  onChange: (key: LiabilityFilterKey, value: string) => void;
  exporting: boolean;
  /** A report is on screen: the exports carry its filters. */
  canExport: boolean;
  onExportPdf: () => void;
  csvParams: Record<string, string>;
}

/** 'Mês inicial', 'Mês final', 'Concessionária', then the exports; each change reloads the report. */
export function LiabilityFilters(props: LiabilityFiltersProps) {
  const dealerships = useDealershipFilterOptions(props.scope);
  return (
    <Form layout="inline" style={{ rowGap: 12 }} onSubmitCapture={(event) => event.preventDefault()}>
      <Form.Item label="Mês inicial" htmlFor="liability-month-from">
        <Select
          id="liability-month-from"
          options={props.months}
          value={props.from}
          onChange={(value: string) => props.onChange('month_from', value)}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item
        label="Mês final"
        htmlFor="liability-month-to"
        validateStatus={props.periodError ? 'error' : undefined}
        help={props.periodError ?? undefined}
      >
        <Select
          id="liability-month-to"
          options={props.months}
          value={props.to}
          onChange={(value: string) => props.onChange('month_to', value)}
          style={{ width: 200 }}
        />
      </Form.Item>
      {props.withDealership && (
        <Form.Item label="Concessionária" htmlFor="liability-dealership">
          <Select
            id="liability-dealership"
            allowClear
            showSearch={selectSearch}
            placeholder="Todas as concessionárias"
            options={dealerships}
            value={props.dealership || undefined}
            disabled={props.scope.dealership !== null}
            onChange={(value: string | undefined) => props.onChange('dealership_id', value ?? '')}
            style={{ width: 220 }}
          />
        </Form.Item>
      )}
      <Form.Item>
        <Space wrap>
          <Button
            icon={<FilePdfOutlined />}
            loading={props.exporting}
            disabled={!props.canExport}
            onClick={props.onExportPdf}
          >
            Exportar PDF
          </Button>
          <ExportCsvButton
            path={liabilityReportPath}
            params={props.csvParams}
            fallbackFileName="relatorio-passivo.csv"
            disabled={!props.canExport}
          />
        </Space>
      </Form.Item>
    </Form>
  );
}
