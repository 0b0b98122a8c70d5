import { Skeleton } from 'antd';

/** Placeholder rows while a table loads (docs/product.md §9: 5 by default). */
export function TableSkeleton(props: { rows?: number }) {
  const rows = props.rows ?? 5;
  return (
    <div role="status" aria-busy="true" aria-label="Carregando">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <Skeleton key={index} active title={false} paragraph={{ rows: 1, width: '100%' }} />
      ))}
    </div>
  );
}
