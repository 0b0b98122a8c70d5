import { can } from '@fidelidade/contract/capabilities';
import { useSession } from '@fidelidade/session';
import { type TabDefinition, TabSwitcher } from '@fidelidade/ui/tab-switcher';
import { Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { LazyLiabilityReportView } from './features/reports/components/lazy-liability-report-view';
import { RedemptionReportView } from './features/reports/components/redemption-report-view';

/**
 * /admin/reports (docs/product.md §2.12): the redemption report, and the liability report on the
 * tab `passivo` for whoever holds liability.read; the title names the report shown.
 */
export default function ReportsScreen() {
  const user = useSession((state) => state.user);
  const [searchParams] = useSearchParams();
  const tabs: TabDefinition[] = [
    { id: 'resgates', label: 'Relatório de resgates', content: <RedemptionReportView /> },
  ];
  if (user && can(user, 'liability.read'))
    tabs.push({ id: 'passivo', label: 'Relatório de passivo', content: <LazyLiabilityReportView /> });
  const liability = searchParams.get('tab') === 'passivo' && tabs.length > 1;
  return (
    <section aria-labelledby="reports-title">
      <Typography.Title level={2} id="reports-title">
        {liability ? 'Relatório de Passivo' : 'Relatórios de Resgates'}
      </Typography.Title>
      <TabSwitcher tabs={tabs} />
    </section>
  );
}
