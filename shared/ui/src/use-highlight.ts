import type { HTMLAttributes, Key } from 'react';
import { useCallback, useEffect, useMemo, useState } from 'react';

export const HIGHLIGHT_CLASS = 'row-highlight';
/** How long the row keeps its mark: the fade (4 s) has long ended; a later visit to the page shows no flash. */
export const HIGHLIGHT_MS = 15_000;
const STYLE_ID = 'fidelidade-row-highlight';

/**
 * The soft primary background fades out over ~4 s; with reduced motion it does not fade but goes at
 * once after the same time (steps). `--ant-color-primary-bg` is antd's token in both themes. Scoped
 * to cells: antd paints td backgrounds (hover, fixed columns) over the row's. No fill mode: once the
 * animation ends the cells' own backgrounds (hover, fixed columns) apply again; it ends on the
 * container colour they have at rest, so nothing jumps.
 */
const css = `
@keyframes ${HIGHLIGHT_CLASS}-fade {
  0%, 50% { background-color: var(--ant-color-primary-bg, #e6f4ff); }
  100% { background-color: var(--ant-color-bg-container, transparent); }
}
.ant-table-wrapper .ant-table-tbody > tr.${HIGHLIGHT_CLASS} > td {
  animation: ${HIGHLIGHT_CLASS}-fade 4s ease-in;
}
@media (prefers-reduced-motion: reduce) {
  .ant-table-wrapper .ant-table-tbody > tr.${HIGHLIGHT_CLASS} > td {
    animation: ${HIGHLIGHT_CLASS}-fade 4s steps(1, end);
  }
}`;

/** One style tag per document, whichever app (host or remote bundle) highlights first. */
function ensureHighlightStyle(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  document.head.append(style);
}

type RowAttributes = HTMLAttributes<HTMLElement> & { 'data-highlighted'?: 'true' };

/**
 * New records in sight: after a create the screen shows page 1 in newest-first order and calls
 * `highlight(id)`; that row gets the class `row-highlight` and `data-highlighted="true"`. Spread
 * `rowProps` into the antd Table.
 */
export function useHighlight<T>(idOf: (row: T) => Key) {
  const [highlighted, setHighlighted] = useState<Key | null>(null);

  useEffect(ensureHighlightStyle, []);
  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  const highlight = useCallback((id: Key) => setHighlighted(id), []);

  const rowProps = useMemo(() => {
    const isHighlighted = (row: T) => highlighted !== null && idOf(row) === highlighted;
    return {
      rowClassName: (row: T) => (isHighlighted(row) ? HIGHLIGHT_CLASS : ''),
      onRow: (row: T): RowAttributes => (isHighlighted(row) ? { 'data-highlighted': 'true' } : {}),
    };
  }, [highlighted, idOf]);

  return { highlight, highlightedId: highlighted, rowProps };
}
