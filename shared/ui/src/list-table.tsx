import { formatNumber } from '@fidelidade/session';
import type { TableProps } from 'antd';
import { Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { DataTable } from './data-table';
import { ErrorPanel } from './error-panel';
import { Paginator } from './paginator';
import { TableSkeleton } from './table-skeleton';
import type { TypedColumns } from './typed-columns';
import type { TableState } from './use-table';

interface ListTableProps<T> {
  /** What useTable returned for this list. */
  table: TableState<T>;
  /** Accessible name of the table. */
  label: string;
  columns: TypedColumns<T>;
  rowKey: (row: T) => string | number;
  /** The screen's docs/product.md §8 message. */
  errorMessage: string;
  emptyText: string;
  /**
   * The columns share the card's width (long texts wrap) and the table scrolls inside the card
   * only when even that does not fit. Without it every row keeps to one line and scrolls sooner.
   */
  fitColumns?: boolean;
  /** Checkboxes on the rows (the bulk actions of the user lists). */
  rowSelection?: TableProps<T>['rowSelection'];
  /** The footer's count; by default 'N registro(s)', or 'mais de N registros' past the counted pages. */
  countLabel?: (count: string, exact: boolean) => string;
}

const registros = (count: string, exact: boolean) =>
  exact ? `${count} registro(s)` : `mais de ${count} registros`;

/**
 * What a list shows before its rows: the error panel with retry (its docs/product.md §8 message)
 * or, on the first load, the skeleton; then `children`. For the screens that lay their table out
 * themselves; ListTable is this plus the usual table, count and paginator.
 */
export function ListStatus(props: {
  table: Pick<TableState<unknown>, 'list'>;
  errorMessage: string;
  children: ReactNode;
}) {
  const { list } = props.table;
  if (list.isError) return <ErrorPanel message={props.errorMessage} onRetry={list.retry} />;
  if (list.isInitialLoading) return <TableSkeleton />;
  return props.children;
}

/** One list: skeleton on first load, error panel with retry, the table, its count and the paginator. */
export function ListTable<T extends object>(props: ListTableProps<T>) {
  const { table, columns } = props;
  const { list, sort } = table;
  const shownColumns = useMemo(() => sort.withSorting(columns), [sort, columns]);
  return (
    <ListStatus table={table} errorMessage={props.errorMessage}>
      <DataTable<T>
        {...table.tableProps}
        label={props.label}
        aria-label={props.label}
        rowKey={props.rowKey}
        rowSelection={props.rowSelection}
        size="middle"
        columns={shownColumns}
        locale={{ emptyText: props.emptyText }}
        scroll={{ x: props.fitColumns ? true : 'max-content' }}
      />
      <div
        className="paged-table-footer"
        style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16, flexWrap: 'wrap', gap: 8 }}
      >
        <Typography.Text type="secondary">
          {(props.countLabel ?? registros)(formatNumber(list.count), list.countIsExact)}
        </Typography.Text>
        <Paginator {...list.paginatorProps} />
      </div>
    </ListStatus>
  );
}
