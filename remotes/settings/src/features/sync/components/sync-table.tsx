import { labelOf } from '@fidelidade/contract/enums';
import { DataTable } from '@fidelidade/ui/data-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import { textOrNotInformed } from './sync-format';

/** What an API configuration and a task have alike. */
interface Integration {
  id: number;
  name: string;
  is_active: boolean;
}

/**
 * The columns an integration table opens with: its name, its type as the pt-BR label and whether it
 * is active; then `middle`, then its actions pinned at the card's right edge (in view while the
 * columns scroll).
 */
export function integrationColumns<T extends Integration>(parts: {
  typeField: Extract<keyof T, string>;
  typeLabels: Readonly<Record<string, string>>;
  middle: TypedColumns<T>;
  actions: (row: T) => ReactNode;
}): TypedColumns<T> {
  // Fields of Integration, so of every T: the compiler does not see it through the generic.
  const field = (key: keyof Integration) => key as Extract<keyof T, string>;
  return [
    { title: 'Nome', dataIndex: field('name'), key: 'name', render: textOrNotInformed },
    {
      title: 'Tipo',
      dataIndex: parts.typeField,
      key: parts.typeField,
      render: (type: string | null) => textOrNotInformed(labelOf(parts.typeLabels, type)),
    },
    {
      title: 'Status',
      dataIndex: field('is_active'),
      key: 'is_active',
      render: (active: boolean) => (
        <Tag color={active ? 'green' : 'default'}>{active ? 'Ativa' : 'Inativa'}</Tag>
      ),
    },
    ...parts.middle,
    { title: 'Ações', key: 'actions', fixed: 'right', render: (_: unknown, row: T) => parts.actions(row) },
  ];
}

/** One table of the sync tab in its small card; pages of 10 only where `paged` and longer. */
export function SyncTable<T extends { id: number }>(props: {
  title: string;
  columns: TypedColumns<T>;
  rows: T[];
  loading: boolean;
  emptyText: string;
  paged?: boolean;
}) {
  const paged = props.paged === true && props.rows.length > 10;
  return (
    <Card size="small" title={props.title}>
      <DataTable<T>
        label={props.title}
        rowKey="id"
        size="small"
        columns={props.columns}
        dataSource={props.rows}
        loading={props.loading}
        pagination={paged ? { pageSize: 10, showSizeChanger: false } : false}
        locale={{ emptyText: props.loading ? ' ' : props.emptyText }}
        scroll={{ x: true }}
      />
    </Card>
  );
}
