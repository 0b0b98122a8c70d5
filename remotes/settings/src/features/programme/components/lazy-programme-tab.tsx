import { Card, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

// Only an ADMIN has the tab and most visits to Configurações never open it: its form comes when it
// opens, not with the remote's start-up code.
const ProgrammeTab = lazy(() =>
  import(/* webpackChunkName: "programme-tab" */ './programme-tab').then((module) => ({
    default: module.ProgrammeTab,
  })),
);

export function LazyProgrammeTab() {
  return (
    <Suspense
      fallback={
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      }
    >
      <ProgrammeTab />
    </Suspense>
  );
}
