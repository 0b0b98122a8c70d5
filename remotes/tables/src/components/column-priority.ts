import type { ColumnType } from 'antd/es/table';

/**
 * A column that leaves the row below 768 px (antd's `responsive`): on a phone each tab keeps who,
 * the key figure and the status (and its actions), instead of one column and a long sideways
 * scroll (docs/product.md §2.3).
 */
export const desktopOnly: Pick<ColumnType<object>, 'responsive'> = { responsive: ['md'] };
