import { FileSearchOutlined, InboxOutlined } from '@ant-design/icons';
import type { RedemptionReport } from '@fidelidade/contract';
import { Paginator } from '@fidelidade/ui/paginator';
import { Alert, Button, Empty, Result, Spin } from 'antd';
import { ReportSummary } from './report-summary';
import { ReportTable } from './report-table';

/** Shown over results whose filters the form no longer holds (docs/product.md §2.12). */
export const staleFiltersMessage =
  'Os filtros foram alterados depois desta busca. Clique em "Buscar" para ver os resultados com os novos filtros.';

interface ReportResultsProps {
  submitted: boolean;
  stale: boolean;
  loading: boolean;
  error: Error | null;
  report: RedemptionReport | undefined;
  page: number;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

/** One of the report's states, exactly as docs/product.md §2.12 words them. */
export function ReportResults(props: ReportResultsProps) {
  if (!props.submitted) {
    return (
      <Empty
        image={<FileSearchOutlined style={{ fontSize: 48 }} />}
        description='Selecione os filtros e clique em "Buscar" para ver os relatórios'
      />
    );
  }
  if (props.loading) {
    return (
      <div role="status" style={{ textAlign: 'center', padding: 48 }}>
        <Spin />
        <p>Buscando relatórios...</p>
      </div>
    );
  }
  if (props.error) {
    return (
      <Result
        status="error"
        title={`Erro: ${props.error.message}`}
        extra={
          <Button type="primary" onClick={props.onRetry}>
            Tentar novamente
          </Button>
        }
      />
    );
  }
  if (!props.report) return null;
  const { summary, data } = props.report;
  return (
    <>
      {props.stale && (
        <Alert type="info" showIcon role="status" title={staleFiltersMessage} style={{ marginBottom: 16 }} />
      )}
      <ReportSummary summary={summary} />
      {data.length === 0 ? (
        <Empty
          image={<InboxOutlined style={{ fontSize: 48 }} />}
          description={
            <>
              <div>Nenhum resgate encontrado</div>
              <div>Ajuste os filtros para ver os dados</div>
            </>
          }
        />
      ) : (
        <>
          <ReportTable rows={data} />
          <Paginator page={props.page} totalPages={props.report.total_pages} onChange={props.onPageChange} />
        </>
      )}
    </>
  );
}
