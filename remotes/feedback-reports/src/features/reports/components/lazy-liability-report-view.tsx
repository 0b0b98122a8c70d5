import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

// The liability report (its filters, cards, tables and exports) comes only when its tab opens: most
// visits to Relatórios are for the redemption report, so the remote's start-up code does not carry it.
const LiabilityReportView = lazy(() =>
  import(/* webpackChunkName: "liability-report" */ './liability-report-view').then((module) => ({
    default: module.LiabilityReportView,
  })),
);

export function LazyLiabilityReportView() {
  return (
    <Suspense fallback={<Skeleton active />}>
      <LiabilityReportView />
    </Suspense>
  );
}
