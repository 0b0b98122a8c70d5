import type { CSSProperties, TdHTMLAttributes } from 'react';

const noWrap: CSSProperties = { whiteSpace: 'nowrap' };

/**
 * Spread into a column whose values are short and read as one piece (dates, numbers, times,
 * tags): when a table's columns share the card's width, the long texts wrap and these do not.
 */
export const singleLine = {
  onCell: (): TdHTMLAttributes<HTMLTableCellElement> => ({ style: noWrap }),
};
