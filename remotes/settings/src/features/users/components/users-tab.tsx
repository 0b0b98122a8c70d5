import type { ManagedUser } from '@fidelidade/contract';
import { USER_TYPES } from '@fidelidade/contract/enums';
import { BulkActionBar, BulkActionModal, useBulkSelection } from '@fidelidade/ui/bulk-actions';
import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { ListTable } from '@fidelidade/ui/list-table';
import { useTable } from '@fidelidade/ui/use-table';
import { Card } from 'antd';
import { usersFilters, usersListPath, usersPageSize } from '../api/get-managed-users';
import { useUserActions } from '../hooks/use-user-actions';
import { usersScreenMessages } from '../lib/user-messages';
import { TwoFactorPolicyCard } from './two-factor-policy-card';
import { userColumns } from './user-columns';
import { UserEditModal } from './user-edit-modal';
import { UserFilters } from './user-filters';

/**
 * Configurações → Usuários (ADMIN): find, edit, (de)activate and delete users; state in the URL.
 * Rows ticked, or all matching the filters, take a bulk action (bulk.actions).
 */
const usuarios = (count: string) => `${count} usuário(s)`;

export function UsersTab() {
  const table = useTable<ManagedUser, typeof usersFilters>({
    list: usersListPath,
    filters: usersFilters,
    search: 'search',
    trimSearch: true,
    pageSize: usersPageSize,
  });
  const { filters, list } = table;
  const actions = useUserActions();
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
      <Card title="Usuários" extra={<ExportCsvButton {...table.exportProps} />}>
        <UserFilters table={table} />
        {bulk.enabled ? <BulkActionBar {...bulk.barProps} /> : null}
        <ListTable<ManagedUser>
          table={table}
          label="Usuários"
          columns={userColumns(actions.rowActions)}
          rowKey={(row) => row.id}
          rowSelection={bulk.rowSelection}
          errorMessage={usersScreenMessages.loadFailed}
          emptyText="Nenhum usuário encontrado"
          countLabel={usuarios}
        />
        {actions.editing && <UserEditModal user={actions.editing} onClose={actions.closeEdit} />}
        <BulkActionModal {...bulk.modalProps} />
      </Card>
      <div style={{ marginTop: 16 }}>
        <TwoFactorPolicyCard />
      </div>
    </>
  );
}
