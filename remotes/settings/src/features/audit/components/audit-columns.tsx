import type { AuditEntry } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { actionLabel, roleLabel, targetLabel } from '../lib/audit-labels';
import { AuditChanges } from './audit-changes';

const nowrap = { whiteSpace: 'nowrap' } as const;

export const auditColumns: TypedColumns<AuditEntry> = [
  {
    title: 'Data/hora',
    dataIndex: 'at',
    key: 'at',
    render: (at: string) => <span style={nowrap}>{formatDateTime(at)}</span>,
  },
  {
    title: 'Usuário',
    // Sorted by name (the `actor_name` ordering field); the cell adds the id.
    dataIndex: 'actor_name',
    key: 'actor',
    render: (_: unknown, row: AuditEntry) =>
      row.actor_id ? `${row.actor_name} (#${row.actor_id})` : row.actor_name,
  },
  { title: 'Papel', dataIndex: 'actor_role', key: 'role', render: roleLabel },
  { title: 'Ação', dataIndex: 'action', key: 'action', render: actionLabel },
  {
    title: 'Alvo',
    // Sorted by the target's type (the `target_type` ordering field); the cell adds the id.
    dataIndex: 'target_type',
    key: 'target',
    render: (_: unknown, row: AuditEntry) => (
      <span style={nowrap}>{targetLabel(row.target_type, row.target_id)}</span>
    ),
  },
  {
    title: 'Alterações',
    dataIndex: 'changes',
    key: 'changes',
    render: (changes: AuditEntry['changes'], row: AuditEntry) => (
      <AuditChanges changes={changes} targetType={row.target_type} />
    ),
  },
  { title: 'IP', dataIndex: 'client_ip', key: 'ip', render: (ip: string | null) => ip ?? '—' },
  {
    title: 'Requisição',
    dataIndex: 'request_id',
    key: 'request',
    render: (id: string | null) => (id ? <code>{id}</code> : '—'),
  },
];
