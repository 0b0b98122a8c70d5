import type { AuditEntry } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import type { TableColumnsType } from 'antd';
import { actionLabel, roleLabel, targetLabel } from '../lib/audit-labels';
import { AuditChanges } from './audit-changes';

const nowrap = { whiteSpace: 'nowrap' } as const;

export const auditColumns: TableColumnsType<AuditEntry> = [
  {
    title: 'Data/hora',
    dataIndex: 'at',
    key: 'at',
    render: (at: string) => <span style={nowrap}>{formatDateTime(at)}</span>,
  },
  {
    title: 'Usuário',
    key: 'actor',
    render: (_: unknown, row: AuditEntry) =>
      row.actor_id ? `${row.actor_name} (#${row.actor_id})` : row.actor_name,
  },
  { title: 'Papel', dataIndex: 'actor_role', key: 'role', render: roleLabel },
  { title: 'Ação', dataIndex: 'action', key: 'action', render: actionLabel },
  {
    title: 'Alvo',
    key: 'target',
    render: (_: unknown, row: AuditEntry) => (
      <span style={nowrap}>{targetLabel(row.target_type, row.target_id)}</span>
    ),
  },
  {
    title: 'Alterações',
    dataIndex: 'changes',
    key: 'changes',
    render: (changes: AuditEntry['changes']) => <AuditChanges changes={changes} />,
  },
  { title: 'IP', dataIndex: 'client_ip', key: 'ip', render: (ip: string | null) => ip ?? '—' },
  {
    title: 'Requisição',
    dataIndex: 'request_id',
    key: 'request',
    render: (id: string | null) => (id ? <code>{id}</code> : '—'),
  },
];
