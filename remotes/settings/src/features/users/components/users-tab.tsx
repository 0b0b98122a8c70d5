import type { BulkSelection, ManagedUser } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { formatNumber, useSession } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { Paginator } from '@fidelidade/ui/paginator';
import { TableSkeleton } from '@fidelidade/ui/table-skeleton';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { sortOnChange } from '../../../lib/table-sort';
import { usersListPath } from '../api/get-managed-users';
import { useUserActions } from '../hooks/use-user-actions';
import { useUsersTab } from '../hooks/use-users-tab';
import { type RowSelection, toSelection } from '../lib/bulk';
import { usersScreenMessages } from '../lib/user-messages';
import { BulkActionBar } from './bulk-action-bar';
import { BulkActionModal } from './bulk-action-modal';
import { TwoFactorPolicyCard } from './two-factor-policy-card';
import { userColumns } from './user-columns';
import { UserEditModal } from './user-edit-modal';
import { UserFilters } from './user-filters';

const none: RowSelection = { mode: 'ids', ids: [] };

/**
 * Configurações → Usuários (ADMIN): find, edit, (de)activate and delete users; state in the URL.
 * Rows ticked, or all matching the filters, take a bulk action (bulk.actions).
 */
export function UsersTab() {
  const user = useSession((state) => state.user);
  const { filterProps, list, sort, exportParams } = useUsersTab();
  const actions = useUserActions();
  const columns = sort.withSorting(userColumns(actions.rowActions));
  const [selection, setSelection] = useState<RowSelection>(none);
  const [acting, setActing] = useState<BulkSelection | null>(null);
  // A new filter is a new list: what was selected in the old one is dropped.
  const { filters } = filterProps;
  const filterKey = `${filters.search}|${filters.user_type}|${filters.is_active}`;
  const [selectedFor, setSelectedFor] = useState(filterKey);
  if (selectedFor !== filterKey) {
    setSelectedFor(filterKey);
    setSelection(none);
  }
  const bulk = can(user, 'bulk.actions');
  const ticked = selection.mode === 'all' ? list.rows.map((row) => row.id) : selection.ids;
  return (
    <>
      <Card title="Usuários" extra={<ExportCsvButton path={usersListPath} params={exportParams} />}>
        <UserFilters {...filterProps} />
        {bulk ? (
          <BulkActionBar
            selection={selection}
            matching={list.count}
            onSelectAll={() => setSelection({ mode: 'all' })}
            onClear={() => setSelection(none)}
            onAct={() => setActing(toSelection(selection, filters))}
          />
        ) : null}
        {list.isError ? (
          <ErrorPanel message={usersScreenMessages.loadFailed} onRetry={list.retry} />
        ) : list.isInitialLoading ? (
          <TableSkeleton />
        ) : (
          <>
            <DataTable<ManagedUser>
              label="Usuários"
              aria-label="Usuários"
              rowKey={(row) => row.id}
              rowSelection={
                bulk
                  ? {
                      selectedRowKeys: ticked,
                      onChange: (keys) => setSelection({ mode: 'ids', ids: keys.map(Number) }),
                    }
                  : undefined
              }
              size="middle"
              columns={columns}
              dataSource={list.rows}
              loading={list.query.isFetching}
              onChange={sortOnChange(sort)}
              pagination={false}
              locale={{ emptyText: 'Nenhum usuário encontrado' }}
              scroll={{ x: 'max-content' }}
            />
            <div
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                marginTop: 16,
                flexWrap: 'wrap',
                gap: 8,
              }}
            >
              <Typography.Text type="secondary">{`${formatNumber(list.count)} usuário(s)`}</Typography.Text>
              <Paginator {...list.paginatorProps} />
            </div>
          </>
        )}
        {actions.editing && <UserEditModal user={actions.editing} onClose={actions.closeEdit} />}
        <BulkActionModal
          selection={acting}
          onClose={(started) => {
            setActing(null);
            if (started) setSelection(none);
          }}
        />
      </Card>
      <div style={{ marginTop: 16 }}>
        <TwoFactorPolicyCard />
      </div>
    </>
  );
}
