import type { UrlSort } from '@fidelidade/ui/use-url-sort';
import type { TableProps } from 'antd';

/**
 * antd Table's `onChange` for a list sorted by the API: a header click goes to the URL sort
 * (useUrlSort); paging is the screen's own (Paginator or the table's client pages).
 */
export function sortOnChange<T>(sort: Pick<UrlSort, 'onSortChange'>): TableProps<T>['onChange'] {
  return (_pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') sort.onSortChange(sorter);
  };
}
