import type { TableColumnsType } from 'antd';

type Column<T> = TableColumnsType<T>[number];
type WithoutDataIndex<C> = C extends unknown ? Omit<C, 'dataIndex'> : never;

/**
 * antd's `dataIndex` accepts any string, so renaming a field in the API contract would leave a
 * column silently empty. Here `dataIndex` must name a field of the row type (a contract type), so
 * the rename breaks the build of every table that shows that field.
 */
export type TypedColumns<T> = Array<WithoutDataIndex<Column<T>> & { dataIndex?: Extract<keyof T, string> }>;
