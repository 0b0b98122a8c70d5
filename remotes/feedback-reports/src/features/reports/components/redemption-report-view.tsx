import { Card } from 'antd';
import { useReportsScreen } from '../hooks/use-reports-screen';
import { ReportFilters } from './report-filters';
import { ReportResults } from './report-results';

/** Relatórios → 'Relatório de resgates' (docs/product.md §2.12): the filters, then the search's result. */
export function RedemptionReportView() {
  const screen = useReportsScreen();
  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <ReportFilters {...screen.filterProps} />
      </Card>
      <Card>
        <ReportResults {...screen.resultProps} />
      </Card>
    </>
  );
}
