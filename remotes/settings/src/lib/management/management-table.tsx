import { PlusOutlined } from '@ant-design/icons';
import { formatNumber } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import type { FilterValues } from '@fidelidade/ui/use-client-table';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { RowActions } from './row-actions';
import type { Identified } from './types';
import type { Management } from './use-management';

/** What a management table says besides its rows. */
export interface ManagementTableTexts<T> {
  /** The card's title, the tab's name: 'Localizações'. */
  title: string;
  columns: TypedColumns<T>;
  /** Defaults to '{filtered} de {total} {plural}'. */
  counter?: (filtered: number, total: number) => string;
  /** 'Ver todas' unless the screen says otherwise ('Limpar' for partner stores). */
  clearLabel?: string;
  /** Defaults to 'Nenhuma … encontrada' / 'Nenhuma … cadastrada'. */
  emptyText?: { noMatch: string; emptyList: string };
}

interface ManagementTableProps<T extends Identified, V, Fs extends FilterValues> {
  management: Management<T, V, Fs>;
  texts: ManagementTableTexts<T>;
  rowLabel: (item: T) => string;
  filters: ReactNode;
}

export function ManagementTable<T extends Identified, V, Fs extends FilterValues>(
  props: ManagementTableProps<T, V, Fs>,
) {
  const { management: m, texts } = props;
  const { list, filterProps } = m.table;
  const isLoading = list.isInitialLoading;
  const counter =
    texts.counter?.(list.count, list.total) ??
    `${formatNumber(list.count)} de ${formatNumber(list.total)} ${m.noun.plural}`;
  const empty = texts.emptyText ?? m.messages;
  const columns: TypedColumns<T> = [
    // The API sorts (the whole list, so every client page follows): a header sorts when its
    // dataIndex is one of the list's ordering fields.
    ...m.table.sort.withSorting(texts.columns),
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
      title={texts.title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={m.views.showCreate}>
          {m.messages.newItem}
        </Button>
      }
    >
      {props.filters}
      <Flex justify="space-between" align="center" style={{ margin: '12px 0' }} wrap>
        {/* Until the list arrives there is nothing to count: '0 de 0' read as an empty register. */}
        <Typography.Text type="secondary" data-testid="management-counter" aria-busy={isLoading}>
          {isLoading ? <Skeleton.Input active size="small" /> : counter}
        </Typography.Text>
        <Button onClick={filterProps.onClear} disabled={!filterProps.active}>
          {texts.clearLabel ?? 'Ver todas'}
        </Button>
      </Flex>
      <DataTable<T>
        label={texts.title}
        rowKey="id"
        size="middle"
        columns={columns}
        {...m.table.tableProps}
        {...m.rowProps}
        locale={{ emptyText: isLoading ? ' ' : filterProps.active ? empty.noMatch : empty.emptyList }}
        scroll={{ x: true }}
      />
    </Card>
  );
}
