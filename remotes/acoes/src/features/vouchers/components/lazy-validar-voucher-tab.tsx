import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

// The counter, its list and its camera code come only when the tab opens: most users of Ações
// never open it (and an unflagged account cannot), so the remote's start-up code does not carry it.
const ValidarVoucherTab = lazy(() =>
  import(/* webpackChunkName: "validar-voucher" */ './validar-voucher-tab').then((module) => ({
    default: module.ValidarVoucherTab,
  })),
);

export function LazyValidarVoucherTab() {
  return (
    <Suspense fallback={<Skeleton active />}>
      <ValidarVoucherTab />
    </Suspense>
  );
}
