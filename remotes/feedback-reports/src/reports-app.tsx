import { Card, Typography } from 'antd';
import { ReportFilters } from './features/reports/components/report-filters';
import { ReportResults } from './features/reports/components/report-results';
import { useReportsScreen } from './features/reports/hooks/use-reports-screen';

/** /admin/reports (docs/product.md §2.12). */
export default function ReportsScreen() {
  const screen = useReportsScreen();
  return (
    <section aria-labelledby="reports-title">
      <Typography.Title level={2} id="reports-title">
        Relatórios de Resgates
      </Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <ReportFilters {...screen.filterProps} />
      </Card>
      <Card>
        <ReportResults {...screen.resultProps} />
      </Card>
    </section>
  );
}
