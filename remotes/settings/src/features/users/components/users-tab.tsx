import type { ManagedUser } from '@fidelidade/contract';
import { USER_TYPES } from '@fidelidade/contract/enums';
import { formatNumber } from '@fidelidade/session';
import { BulkActionBar, BulkActionModal, useBulkSelection } from '@fidelidade/ui/bulk-actions';
import { DataTable } from '@fidelidade/ui/data-table';
import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { Paginator } from '@fidelidade/ui/paginator';
import { TableSkeleton } from '@fidelidade/ui/table-skeleton';
import { Card, Typography } from 'antd';
import { sortOnChange } from '../../../lib/table-sort';
import { usersListPath } from '../api/get-managed-users';
import { useUserActions } from '../hooks/use-user-actions';
import { useUsersTab } from '../hooks/use-users-tab';
import { usersScreenMessages } from '../lib/user-messages';
import { TwoFactorPolicyCard } from './two-factor-policy-card';
import { userColumns } from './user-columns';
import { UserEditModal } from './user-edit-modal';
import { UserFilters } from './user-filters';

/**
 * Configurações → Usuários (ADMIN): find, edit, (de)activate and delete users; state in the URL.
 * Rows ticked, or all matching the filters, take a bulk action (bulk.actions).
 */
export function UsersTab() {
  const { filterProps, list, sort, exportParams } = useUsersTab();
  const actions = useUserActions();
  const columns = sort.withSorting(userColumns(actions.rowActions));
  const { filters } = filterProps;
  const userType = USER_TYPES.find((type) => type === filters.user_type);
  const bulk = useBulkSelection({
    list: 'users',
    listKey: usersListPath,
    filter: {
      search: filters.search,
      ...(userType ? { user_type: userType } : {}),
      ...(filters.is_active ? { is_active: filters.is_active === 'true' } : {}),
    },
    matching: list.count,
    pageIds: list.rows.map((row) => row.id),
  });
  return (
    <>
      <Card title="Usuários" extra={<ExportCsvButton path={usersListPath} params={exportParams} />}>
        <UserFilters {...filterProps} />
        {bulk.enabled ? <BulkActionBar {...bulk.barProps} /> : null}
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
              rowSelection={bulk.rowSelection}
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
        <BulkActionModal {...bulk.modalProps} />
      </Card>
      <div style={{ marginTop: 16 }}>
        <TwoFactorPolicyCard />
      </div>
    </>
  );
}
