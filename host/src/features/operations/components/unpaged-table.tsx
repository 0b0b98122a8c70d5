import { DataTable } from '@fidelidade/ui/data-table';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';

/**
 * A short list of the operations page shown whole (the server already caps it): compact rows, no
 * pager, a horizontal scroll when the columns overflow, a plain empty text.
 */
export function UnpagedTable<T extends object>(props: {
  label: string;
  rowKey: Extract<keyof T, string>;
  loading: boolean;
  columns: TypedColumns<T>;
  rows: T[];
  emptyText: string;
}) {
  return (
    <DataTable<T>
      label={props.label}
      size="small"
      rowKey={props.rowKey}
      loading={props.loading}
      columns={props.columns}
      dataSource={props.rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: props.emptyText }}
    />
  );
}
