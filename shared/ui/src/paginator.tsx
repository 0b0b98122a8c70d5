import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

export type PageSlot = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: a window of `maxButtons` around the current page; with
 * `withEllipsis` the first and last pages stay visible with '…' between (notification history).
 */
export function pageSlots(
  current: number,
  total: number,
  maxButtons: number,
  withEllipsis: boolean,
): PageSlot[] {
  if (total <= maxButtons) return Array.from({ length: total }, (_, index) => index + 1);
  if (!withEllipsis) {
    const start = Math.min(Math.max(1, current - Math.floor(maxButtons / 2)), total - maxButtons + 1);
    return Array.from({ length: maxButtons }, (_, index) => start + index);
  }
  const inner = maxButtons - 2;
  const start = Math.min(Math.max(2, current - Math.floor(inner / 2)), total - inner);
  const middle = Array.from({ length: inner }, (_, index) => start + index);
  const slots: PageSlot[] = [1];
  if (start > 2) slots.push('ellipsis-start');
  slots.push(...middle);
  if (start + inner - 1 < total - 1) slots.push('ellipsis-end');
  slots.push(total);
  return slots;
}

interface PaginatorProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  maxButtons?: number;
  withEllipsis?: boolean;
}

/** Hidden with one page or fewer; never moves outside 1..totalPages. */
export function Paginator(props: PaginatorProps) {
  const { page, totalPages, onChange } = props;
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    const clamped = Math.min(Math.max(1, target), totalPages);
    if (clamped !== page) onChange(clamped);
  };
  const slots = pageSlots(page, totalPages, props.maxButtons ?? 5, props.withEllipsis ?? false);
  return (
    <nav aria-label="Paginação" className="paginator">
      <Space wrap>
        <Button
          icon={<LeftOutlined />}
          aria-label="Página anterior"
          disabled={page <= 1}
          onClick={() => go(page - 1)}
        />
        {slots.map((slot) =>
          typeof slot === 'number' ? (
            <Button
              key={slot}
              type={slot === page ? 'primary' : 'default'}
              aria-current={slot === page ? 'page' : undefined}
              aria-label={`Página ${slot}`}
              onClick={() => go(slot)}
            >
              {slot}
            </Button>
          ) : (
            <span key={slot} aria-hidden="true">
              …
            </span>
          ),
        )}
        <Button
          icon={<RightOutlined />}
          aria-label="Próxima página"
          disabled={page >= totalPages}
          onClick={() => go(page + 1)}
        />
      </Space>
    </nav>
  );
}
