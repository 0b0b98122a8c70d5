import { Card } from 'antd';
import { useLiabilityScreen } from '../hooks/use-liability-screen';
import { LiabilityFilters } from './liability-filters';
import { LiabilityResults } from './liability-results';

/** Relatórios → 'Relatório de passivo' (docs/product.md §2.12): the filters, then the report. */
export function LiabilityReportView() {
  const screen = useLiabilityScreen();
  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <LiabilityFilters {...screen.filterProps} />
      </Card>
      <Card>
        <LiabilityResults {...screen.resultProps} />
      </Card>
    </>
  );
}
