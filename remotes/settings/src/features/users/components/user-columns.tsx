import type { ManagedUser } from '@fidelidade/contract';
import { effectiveRole } from '@fidelidade/contract/capabilities';
import { USER_TYPE_LABELS } from '@fidelidade/contract/enums';
import { ListCpf } from '@fidelidade/ui/list-cpf';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { type UserRowActionHandlers, UserRowActions } from './user-row-actions';

/**
 * The API refuses to edit, (de)activate or delete an administrator, and an anonymised customer is
 * already deleted (it cannot be reactivated): those rows offer nothing.
 */
export const isLockedRow = (user: ManagedUser) => user.anonymized || effectiveRole(user) === 'ADMIN';

/** The dealership, partner or (an ATENDENTE's) store the user belongs to, when the row names one. */
const linkOf = (user: ManagedUser) =>
  user.dealership_name ?? user.partner_name ?? user.partner_location_name ?? '—';

export function userColumns(actions: UserRowActionHandlers): TypedColumns<ManagedUser> {
  return [
    {
      title: 'Nome',
      dataIndex: 'full_name',
      key: 'name',
      // A customer's name opens its page (docs/product.md §2.1 /admin/clientes/{id}).
      render: (name: string, user: ManagedUser) =>
        user.user_type === 'CLIENTE' ? <Link to={`/admin/clientes/${user.id}`}>{name}</Link> : name,
    },
    { title: 'E-mail', dataIndex: 'email', key: 'email', render: (email: string | null) => email ?? '—' },
    {
      title: 'CPF',
      dataIndex: 'cpf',
      key: 'cpf',
      // Masked, with 'Mostrar CPF' (audited); an anonymised customer's reads 'CPF anonimizado'.
      render: (cpf: string, user: ManagedUser) => (
        <ListCpf userId={user.id} cpf={cpf} name={user.full_name} anonymized={user.anonymized} />
      ),
    },
    {
      title: 'Tipo',
      dataIndex: 'user_type',
      key: 'type',
      render: (_: unknown, user: ManagedUser) => USER_TYPE_LABELS[effectiveRole(user)],
    },
    { title: 'Vínculo', key: 'link', render: (_: unknown, user: ManagedUser) => linkOf(user) },
    {
      title: 'Status',
      dataIndex: 'is_active',
      key: 'status',
      render: (active: boolean, user: ManagedUser) => {
        if (user.anonymized) return <Tag color="default">Anonimizado</Tag>;
        return active ? <Tag color="green">Ativo</Tag> : <Tag color="default">Inativo</Tag>;
      },
    },
    {
      title: 'Ações',
      key: 'actions',
      // Pinned at the card's right edge: the actions stay in view while the columns scroll.
      fixed: 'right',
      render: (_: unknown, user: ManagedUser) =>
        isLockedRow(user) ? '—' : <UserRowActions user={user} {...actions} />,
    },
  ];
}
