import type { ManagedUser } from '@fidelidade/contract';
import { formatNumber } from '@fidelidade/session';
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

/** Configurações → Usuários (ADMIN): find, edit, (de)activate and delete users; state in the URL. */
export function UsersTab() {
  const { filterProps, list, sort, exportParams } = useUsersTab();
  const actions = useUserActions();
  const columns = sort.withSorting(userColumns(actions.rowActions));
  return (
    <>
      <Card title="Usuários" extra={<ExportCsvButton path={usersListPath} params={exportParams} />}>
        <UserFilters {...filterProps} />
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
      </Card>
      <div style={{ marginTop: 16 }}>
        <TwoFactorPolicyCard />
      </div>
    </>
  );
}
