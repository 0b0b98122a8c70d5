import { formatNumber } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { Paginator } from '@fidelidade/ui/paginator';
import { TableSkeleton } from '@fidelidade/ui/table-skeleton';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import type { usePagedList } from '@fidelidade/ui/use-paged-list';
import type { TableSort } from '@fidelidade/ui/use-url-sort';
import type { TableProps } from 'antd';
import { Typography } from 'antd';
import { useMemo } from 'react';

export type PagedListResult<T> = ReturnType<typeof usePagedList<T>>;

interface PagedTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  list: PagedListResult<T>;
  columns: TypedColumns<T>;
  rowKey: (row: T) => string | number;
  /** The tab's docs/product.md §8 message. */
  errorMessage: string;
  emptyText: string;
  /**
   * The columns share the card's width (long texts wrap) and the table scrolls inside the card
   * only when even that does not fit. Without it every row keeps to one line and scrolls sooner.
   */
  fitColumns?: boolean;
  /** Sorting by the API (the URL's `ordering`): the allow-listed columns get a sortable header. */
  sort?: TableSort;
  /** Checkboxes on the rows (the bulk actions of Tabelas → Usuários). */
  rowSelection?: TableProps<T>['rowSelection'];
}

/** One tab's list: skeleton on first load, error panel with retry, the table and the paginator. */
export function PagedTable<T extends object>(props: PagedTableProps<T>) {
  const { list, sort, columns } = props;
  const shownColumns = useMemo(() => (sort ? sort.withSorting(columns) : columns), [sort, columns]);
  if (list.isError) return <ErrorPanel message={props.errorMessage} onRetry={list.retry} />;
  if (list.isInitialLoading) return <TableSkeleton />;
  return (
    <>
      <DataTable<T>
        label={props.label}
        aria-label={props.label}
        rowKey={props.rowKey}
        rowSelection={props.rowSelection}
        size="middle"
        columns={shownColumns}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') sort?.onSortChange(sorter);
        }}
        dataSource={list.rows}
        // Previous page stays visible while the next one loads (keepPreviousData).
        loading={list.query.isFetching}
        pagination={false}
        locale={{ emptyText: props.emptyText }}
        scroll={{ x: props.fitColumns ? true : 'max-content' }}
      />
      <div
        className="paged-table-footer"
        style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16, flexWrap: 'wrap', gap: 8 }}
      >
        <Typography.Text type="secondary">
          {list.countIsExact
            ? `${formatNumber(list.count)} registro(s)`
            : `mais de ${formatNumber(list.count)} registros`}
        </Typography.Text>
        <Paginator {...list.paginatorProps} />
      </div>
    </>
  );
}
