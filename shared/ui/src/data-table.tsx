import { Table, type TableProps } from 'antd';
import { useKeyboardScroll } from './use-keyboard-scroll';

export type DataTableProps<T> = TableProps<T> & {
  /** What the table lists: names its scroll region for screen readers. */
  label: string;
};

/** antd's Table whose scroll area, when the columns overflow, can be reached and scrolled by keyboard. */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { label, ...tableProps } = props;
  const ref = useKeyboardScroll<HTMLDivElement>(label);
  return (
    <div ref={ref}>
      <Table<T> {...tableProps} />
    </div>
  );
}
