import type { ManagedUser } from '@fidelidade/contract';
import { formatNumber } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { Paginator } from '@fidelidade/ui/paginator';
import { TableSkeleton } from '@fidelidade/ui/table-skeleton';
import { Card, Typography } from 'antd';
import { useUserActions } from '../hooks/use-user-actions';
import { useUsersTab } from '../hooks/use-users-tab';
import { usersScreenMessages } from '../lib/user-messages';
import { userColumns } from './user-columns';
import { UserEditModal } from './user-edit-modal';
import { UserFilters } from './user-filters';

/** Configurações → Usuários (ADMIN): find, edit, (de)activate and delete users; state in the URL. */
export function UsersTab() {
  const { filterProps, list } = useUsersTab();
  const actions = useUserActions();
  const columns = userColumns(actions.rowActions);
  return (
    <Card title="Usuários">
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
  );
}
