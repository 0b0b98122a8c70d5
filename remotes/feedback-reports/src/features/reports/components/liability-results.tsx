import type { LiabilityReport } from '@fidelidade/contract';
import { Button, Empty, Result, Spin } from 'antd';
import { LiabilitySummary } from './liability-summary';
import { LiabilityTables } from './liability-tables';

interface LiabilityResultsProps {
  /** The filters make a period the API accepts. */
  valid: boolean;
  loading: boolean;
  error: Error | null;
  report: LiabilityReport | undefined;
  onRetry: () => void;
}

/** The liability report's states (docs/product.md §2.12). */
export function LiabilityResults(props: LiabilityResultsProps) {
  if (!props.valid) return <Empty description="Escolha um período válido para ver o relatório" />;
  if (props.loading) {
    return (
      <div role="status" style={{ textAlign: 'center', padding: 48 }}>
        <Spin />
        <p>Carregando relatório de passivo...</p>
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
  return (
    <>
      <LiabilitySummary report={props.report} />
      <LiabilityTables places={props.report.places} months={props.report.months} />
    </>
  );
}
