import { can } from '@fidelidade/contract/capabilities';
import { useSession } from '@fidelidade/session';
import { type ScreenTab, TabbedScreen } from '@fidelidade/ui/tabbed-screen';
import { useSearchParams } from 'react-router-dom';
import { LazyLiabilityReportView } from './features/reports/components/lazy-liability-report-view';
import { RedemptionReportView } from './features/reports/components/redemption-report-view';

const tabs: ScreenTab[] = [
  { id: 'resgates', label: 'Relatório de resgates', content: <RedemptionReportView /> },
  {
    id: 'passivo',
    label: 'Relatório de passivo',
    content: <LazyLiabilityReportView />,
    capability: 'liability.read',
  },
];

/**
 * /admin/reports (docs/product.md §2.12): the redemption report, and the liability report on the
 * tab `passivo` for whoever holds liability.read; the title names the report shown.
 */
export default function ReportsScreen() {
  const user = useSession((state) => state.user);
  const [searchParams] = useSearchParams();
  const liability = searchParams.get('tab') === 'passivo' && can(user, 'liability.read');
  return (
    <TabbedScreen
      title={liability ? 'Relatório de Passivo' : 'Relatórios de Resgates'}
      titleId="reports-title"
      tabs={tabs}
    />
  );
}
