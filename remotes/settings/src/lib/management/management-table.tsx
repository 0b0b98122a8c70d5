import { PlusOutlined } from '@ant-design/icons';
import { formatNumber } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { sortOnChange } from '../table-sort';
import { RowActions } from './row-actions';
import type { Identified } from './types';
import type { Management } from './use-management';

export interface ManagementTableProps<T extends Identified, V, K extends string> {
  management: Management<T, V, K>;
  title: string;
  newLabel: string;
  columns: TypedColumns<T>;
  /** The row's name for the action buttons' labels. */
  rowLabel: (item: T) => string;
  filters: ReactNode;
  /** Defaults to '{filtered} de {total} {plural}'. */
  counter?: (filtered: number, total: number) => string;
  /** 'Ver todas' unless the screen says otherwise ('Limpar' for partner stores). */
  clearLabel?: string;
  /** Defaults to 'Nenhuma … encontrada' / 'Nenhuma … cadastrada'. */
  emptyText?: { noMatch: string; emptyList: string };
}

export function ManagementTable<T extends Identified, V, K extends string>(
  props: ManagementTableProps<T, V, K>,
) {
  const { management: m } = props;
  const { filtered, total, isFiltering, isLoading } = m.list;
  const counter =
    props.counter?.(filtered.length, total) ??
    `${formatNumber(filtered.length)} de ${formatNumber(total)} ${m.noun.plural}`;
  const empty = props.emptyText ?? m.messages;
  const columns: TypedColumns<T> = [
    // The API sorts (the whole list, so every client page follows): a header sorts when its
    // dataIndex is one of the list's ordering fields.
    ...m.sort.withSorting(props.columns),
    {
      title: 'Ações',
      key: 'actions',
      // Pinned at the card's right edge: the actions stay in view while the columns scroll.
      fixed: 'right',
      width: 140,
      render: (_: unknown, item: T) => (
        <RowActions
          label={props.rowLabel(item)}
          onView={() => m.views.showDetails(item)}
          onEdit={() => m.views.showEdit(item)}
          onDelete={() => void m.requestDelete(item)}
        />
      ),
    },
  ];
  return (
    <Card
      title={props.title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={m.views.showCreate}>
          {props.newLabel}
        </Button>
      }
    >
      {props.filters}
      <Flex justify="space-between" align="center" style={{ margin: '12px 0' }} wrap>
        {/* Until the list arrives there is nothing to count: '0 de 0' read as an empty register. */}
        <Typography.Text type="secondary" data-testid="management-counter" aria-busy={isLoading}>
          {isLoading ? <Skeleton.Input active size="small" /> : counter}
        </Typography.Text>
        <Button onClick={m.clearFilters} disabled={!isFiltering}>
          {props.clearLabel ?? 'Ver todas'}
        </Button>
      </Flex>
      <DataTable<T>
        label={props.title}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={filtered}
        loading={m.list.isFetching}
        {...m.rowProps}
        onChange={sortOnChange(m.sort)}
        pagination={filtered.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        locale={{ emptyText: isLoading ? ' ' : isFiltering ? empty.noMatch : empty.emptyList }}
        scroll={{ x: true }}
      />
    </Card>
  );
}
