import { TableSkeleton } from '@fidelidade/ui/table-skeleton';
import { lazy, Suspense } from 'react';

// The import screen (upload, mapping, preview, run) comes only when the tab opens: only an ADMIN
// has it and it is seldom opened, so the remote's start-up code does not carry it.
const ImportsTab = lazy(() =>
  import(/* webpackChunkName: "imports-tab" */ './imports-tab').then((module) => ({
    default: module.ImportsTab,
  })),
);

export function LazyImportsTab() {
  return (
    <Suspense fallback={<TableSkeleton />}>
      <ImportsTab />
    </Suspense>
  );
}
