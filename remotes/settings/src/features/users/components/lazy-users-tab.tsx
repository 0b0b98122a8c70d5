import { TableSkeleton } from '@fidelidade/ui/table-skeleton';
import { lazy, Suspense } from 'react';

// The users screen (its list, edit form and their rules) comes only when the tab opens: only an
// ADMIN has it, and most visits to Configurações never open it, so the remote's start-up code
// does not carry it.
const UsersTab = lazy(() =>
  import(/* webpackChunkName: "users-tab" */ './users-tab').then((module) => ({
    default: module.UsersTab,
  })),
);

export function LazyUsersTab() {
  return (
    <Suspense fallback={<TableSkeleton />}>
      <UsersTab />
    </Suspense>
  );
}
