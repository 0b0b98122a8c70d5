import { Table, type TableProps, Typography } from 'antd';
import { type ThHTMLAttributes, useMemo } from 'react';
import { useKeyboardScroll } from './use-keyboard-scroll';

export type DataTableProps<T> = TableProps<T> & {
  /** What the table lists: names its scroll region for screen readers. */
  label: string;
};

/**
 * A header cell without `aria-label`. antd labels every sortable header with its title
 * (aria-label="Status"), which a label query then finds beside the filter of the same name
 * ('Status', 'Tipo'); the header's own text already names it for screen readers.
 */
export function UnlabelledHeaderCell(props: ThHTMLAttributes<HTMLTableCellElement>) {
  const { 'aria-label': _sameAsText, ...cell } = props;
  return <th {...cell} />;
}

/** antd's Table whose scroll area, when the columns overflow, can be reached and scrolled by keyboard. */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { label, components, locale, ...tableProps } = props;
  const ref = useKeyboardScroll<HTMLDivElement>(label);
  const cells = useMemo(
    () => ({ ...components, header: { cell: UnlabelledHeaderCell, ...components?.header } }),
    [components],
  );
  return (
    <div ref={ref}>
      <Table<T> {...tableProps} locale={readableEmptyText(locale)} components={cells} />
    </div>
  );
}

/**
 * antd paints a table's empty text in colorTextDisabled, below WCAG AA contrast in both themes;
 * a plain-text empty message is shown in the secondary text colour instead.
 */
function readableEmptyText(locale: TableProps<object>['locale']): TableProps<object>['locale'] {
  if (typeof locale?.emptyText !== 'string') return locale;
  return { ...locale, emptyText: <Typography.Text type="secondary">{locale.emptyText}</Typography.Text> };
}
